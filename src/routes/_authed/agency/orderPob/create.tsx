import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AgencyPobCreatePage } from '../../../../features/agency/AgencyPobCreatePage';
import { agencyPobCreateSearch } from '../../../../features/agency/search';
import { loadFeatureCatalog } from '../../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/agency/orderPob/create')({
  staticData: { title: msg`Thanh toán hộ cho khách`, layout: 'default', scrollToTop: true },
  validateSearch: agencyPobCreateSearch,
  loader: () => loadFeatureCatalog('agency'),
  component: AgencyPobCreate,
});

function AgencyPobCreate() {
  const { customerId, payer } = Route.useSearch();
  return <AgencyPobCreatePage customerId={customerId} payer={payer} />;
}
