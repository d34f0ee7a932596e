import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PobDetailPage } from '../../../features/orderPob/PobDetailPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/orderPob/$id')({
  staticData: { title: msg`Chi tiết đơn thanh toán hộ`, layout: 'default', scrollToTop: true },
  beforeLoad: () => loadFeatureCatalog('orderPob'),
  component: PobDetail,
});

function PobDetail() {
  const { id } = Route.useParams();
  // A hand-typed `/orderPob/abc` is a request that does not exist (the page says so).
  return <PobDetailPage id={/^\d{1,9}$/.test(id) ? Number(id) : -1} />;
}
