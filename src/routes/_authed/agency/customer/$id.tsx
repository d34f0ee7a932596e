import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CustomerPage } from '../../../../features/agency/CustomerPage';
import { loadFeatureCatalog } from '../../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/agency/customer/$id')({
  staticData: { title: msg`Khách hàng của đại lý`, layout: 'default', scrollToTop: true },
  beforeLoad: () => loadFeatureCatalog('agency'),
  component: Customer,
});

function Customer() {
  const { id } = Route.useParams();
  // A hand-typed `/agency/customer/abc` is a customer that does not exist (the page says so).
  return <CustomerPage id={/^\d{1,9}$/.test(id) ? Number(id) : -1} />;
}
