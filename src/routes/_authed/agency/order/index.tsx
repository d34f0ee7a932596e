import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AgencyOrderListPage } from '../../../../features/orders/AgencyOrderListPage';
import { agencyOrderListSearch } from '../../../../features/orders/search';
import { loadFeatureCatalog } from '../../../../i18n/featureCatalogs';

// The agency's orders for its customers are drawn by the orders' pages, in the orders' words.
export const Route = createFileRoute('/_authed/agency/order/')({
  staticData: { title: msg`Đơn đặt cho khách`, layout: 'default', scrollToTop: true },
  validateSearch: agencyOrderListSearch,
  loader: () => loadFeatureCatalog('orders'),
  component: AgencyOrders,
});

function AgencyOrders() {
  const { tab, q, customerId } = Route.useSearch();
  return <AgencyOrderListPage tab={tab} q={q} customerId={customerId} />;
}
