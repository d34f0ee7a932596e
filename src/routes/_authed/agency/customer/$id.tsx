import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CustomerPage } from '../../../../features/agency/CustomerPage';
import { loadFeatureCatalog } from '../../../../i18n/featureCatalogs';
import { pathIdOf } from '../../../../lib/searchParams';

export const Route = createFileRoute('/_authed/agency/customer/$id')({
  staticData: { title: msg`Khách hàng của đại lý`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('agency'),
  component: Customer,
});

function Customer() {
  const { id } = Route.useParams();
  return <CustomerPage id={pathIdOf(id)} />;
}
