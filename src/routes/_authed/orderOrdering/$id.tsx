import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '../../../features/orders/OrderDetailPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/orderOrdering/$id')({
  staticData: { title: msg`Chi tiết đơn mua hộ`, layout: 'default', scrollToTop: true },
  beforeLoad: () => loadFeatureCatalog('orders'),
  component: OrderDetail,
});

function OrderDetail() {
  const { id } = Route.useParams();
  // A hand-typed `/orderOrdering/abc` is an order that does not exist (the page says so).
  return <OrderDetailPage id={/^\d{1,9}$/.test(id) ? Number(id) : -1} />;
}
