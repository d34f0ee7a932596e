import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderListPage } from '../../../features/orders/OrderListPage';
import { orderListSearch } from '../../../features/orders/search';
import { readPagesWithRoute } from '../../../api/routeReads';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting); so is the
// list's query, imported with it, which keeps the order schemas out of the route tree.
export const Route = createFileRoute('/_authed/orderOrdering/')({
  staticData: { title: msg`Đơn mua hộ`, layout: 'default', scrollToTop: true },
  validateSearch: orderListSearch,
  loaderDeps: ({ search: { tab = 'all', q } }) => ({ tab, q }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadFeatureCatalog('orders'),
      import('../../../api/orderList').then(({ ordersQuery }) => readPagesWithRoute(context, ordersQuery(context.api, deps))),
    ]),
  component: OrderListPage,
});
