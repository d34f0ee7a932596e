import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PobListPage } from '../../../features/orderPob/PobListPage';
import { pobListSearch } from '../../../features/orderPob/search';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/orderPob/')({
  staticData: { title: msg`Đơn thanh toán hộ`, layout: 'default', scrollToTop: true },
  validateSearch: pobListSearch,
  loader: () => loadFeatureCatalog('orderPob'),
  component: PobListPage,
});
