import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ConsignmentListPage } from '../../../features/consignment/ConsignmentListPage';
import { consignmentListSearch } from '../../../features/consignment/search';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/orderShipping/')({
  staticData: { title: msg`Đơn ký gửi`, layout: 'default', scrollToTop: true },
  validateSearch: consignmentListSearch,
  loader: () => loadFeatureCatalog('consignment'),
  component: ConsignmentListPage,
});
