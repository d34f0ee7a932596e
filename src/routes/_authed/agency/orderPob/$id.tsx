import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AgencyPobDetailPage } from '../../../../features/agency/AgencyPobDetailPage';
import { loadFeatureCatalog } from '../../../../i18n/featureCatalogs';
import { pathIdOf } from '../../../../lib/searchParams';

export const Route = createFileRoute('/_authed/agency/orderPob/$id')({
  staticData: { title: msg`Yêu cầu thanh toán hộ cho khách`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('agency'),
  component: AgencyPob,
});

function AgencyPob() {
  const { id } = Route.useParams();
  return <AgencyPobDetailPage id={pathIdOf(id)} />;
}
