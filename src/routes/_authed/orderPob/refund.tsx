import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PobRefundListPage } from '../../../features/orderPob/PobRefundListPage';
import { pobRefundListSearch } from '../../../features/orderPob/search';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/orderPob/refund')({
  staticData: { title: msg`Hoàn tiền thanh toán hộ`, layout: 'default', scrollToTop: true },
  validateSearch: pobRefundListSearch,
  loader: () => loadFeatureCatalog('orderPob'),
  component: PobRefundListPage,
});
