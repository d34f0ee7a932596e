import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '../../../features/orders/OrderDetailPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';
import { pathIdOf } from '../../../lib/searchParams';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/orderOrdering/$id')({
  staticData: { title: msg`Chi tiết đơn mua hộ`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('orders'),
  component: OrderDetail,
});

function OrderDetail() {
  const { id } = Route.useParams();
  return <OrderDetailPage id={pathIdOf(id)} />;
}
