import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CustomerListPage } from '../../../../features/agency/CustomerListPage';
import { agencyCustomerSearch } from '../../../../features/agency/search';
import { loadFeatureCatalog } from '../../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/agency/customer/')({
  staticData: { title: msg`Khách hàng của đại lý`, layout: 'default', scrollToTop: true },
  validateSearch: agencyCustomerSearch,
  loader: () => loadFeatureCatalog('agency'),
  component: Customers,
});

function Customers() {
  const { q } = Route.useSearch();
  return <CustomerListPage q={q} />;
}
