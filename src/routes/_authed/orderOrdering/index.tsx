import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderListPage } from '../../../features/orders/OrderListPage';
import { orderListSearch } from '../../../features/orders/search';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/orderOrdering/')({
  staticData: { title: msg`Đơn mua hộ`, layout: 'default', scrollToTop: true },
  validateSearch: orderListSearch,
  loader: () => loadFeatureCatalog('orders'),
  component: OrderListPage,
});
