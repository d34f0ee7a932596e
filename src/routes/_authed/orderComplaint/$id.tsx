import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComplaintDetailPage } from '../../../features/complaints/ComplaintDetailPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/orderComplaint/$id')({
  staticData: { title: msg`Chi tiết khiếu nại`, layout: 'default', scrollToTop: true },
  beforeLoad: () => loadFeatureCatalog('complaints'),
  component: ComplaintDetail,
});

function ComplaintDetail() {
  const { id } = Route.useParams();
  // A hand-typed `/orderComplaint/abc` is a complaint that does not exist (the page says so).
  return <ComplaintDetailPage id={/^\d{1,9}$/.test(id) ? Number(id) : -1} />;
}
