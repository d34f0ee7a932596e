import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AgencyOrderDetailPage } from '../../../../features/orders/AgencyOrderDetailPage';
import { loadFeatureCatalog } from '../../../../i18n/featureCatalogs';
import { pathIdOf } from '../../../../lib/searchParams';

export const Route = createFileRoute('/_authed/agency/order/$id')({
  staticData: { title: msg`Đơn mua hộ của khách`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('orders'),
  component: AgencyOrder,
});

function AgencyOrder() {
  const { id } = Route.useParams();
  return <AgencyOrderDetailPage id={pathIdOf(id)} />;
}
