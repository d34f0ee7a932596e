import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AgencyPobListPage } from '../../../../features/agency/AgencyPobListPage';
import { agencyPobSearch } from '../../../../features/agency/search';
import { loadFeatureCatalog } from '../../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/agency/orderPob/')({
  staticData: { title: msg`Thanh toán hộ của đại lý`, layout: 'default', scrollToTop: true },
  validateSearch: agencyPobSearch,
  loader: () => loadFeatureCatalog('agency'),
  component: AgencyPobs,
});

function AgencyPobs() {
  const { status, q } = Route.useSearch();
  return <AgencyPobListPage status={status} q={q} />;
}
