import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PobDetailPage } from '../../../features/orderPob/PobDetailPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';
import { pathIdOf } from '../../../lib/searchParams';

export const Route = createFileRoute('/_authed/orderPob/$id')({
  staticData: { title: msg`Chi tiết đơn thanh toán hộ`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('orderPob'),
  component: PobDetail,
});

function PobDetail() {
  const { id } = Route.useParams();
  return <PobDetailPage id={pathIdOf(id)} />;
}
