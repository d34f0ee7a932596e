import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComplaintDetailPage } from '../../../features/complaints/ComplaintDetailPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';
import { pathIdOf } from '../../../lib/searchParams';

export const Route = createFileRoute('/_authed/orderComplaint/$id')({
  staticData: { title: msg`Chi tiết khiếu nại`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('complaints'),
  component: ComplaintDetail,
});

function ComplaintDetail() {
  const { id } = Route.useParams();
  return <ComplaintDetailPage id={pathIdOf(id)} />;
}
