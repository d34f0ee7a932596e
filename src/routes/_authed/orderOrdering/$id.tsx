import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { readWithRoute } from '../../../api/routeReads';
import { OrderDetailPage } from '../../../features/orders/OrderDetailPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';
import { pathIdOf } from '../../../lib/searchParams';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting); so is the
// order's query, imported with it, which keeps the order's schema out of the route tree.
export const Route = createFileRoute('/_authed/orderOrdering/$id')({
  staticData: { title: msg`Chi tiết đơn mua hộ`, layout: 'default', scrollToTop: true },
  loader: ({ context, params }) => {
    const id = pathIdOf(params.id);
    return Promise.all([
      loadFeatureCatalog('orders'),
      id > 0 && import('../../../api/orders').then(({ orderQuery }) => readWithRoute(context, orderQuery(context.api, id))),
    ]);
  },
  component: OrderDetail,
});

function OrderDetail() {
  const { id } = Route.useParams();
  return <OrderDetailPage id={pathIdOf(id)} />;
}
