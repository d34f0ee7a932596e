import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AgencyCheckoutPage } from '../../../../features/orders/CheckoutPage';
import { agencyCheckoutSearch } from '../../../../features/orders/search';
import { loadFeatureCatalog } from '../../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/agency/order/create')({
  staticData: { title: msg`Đặt hàng cho khách`, layout: 'default', scrollToTop: true },
  validateSearch: agencyCheckoutSearch,
  loader: () => loadFeatureCatalog('orders'),
  component: AgencyCheckout,
});

function AgencyCheckout() {
  const { customerId, address } = Route.useSearch();
  return <AgencyCheckoutPage customerId={customerId} address={address} />;
}
