import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../../features/orders/CheckoutPage';
import { checkoutSearch } from '../../../features/orders/search';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/orderOrdering/create')({
  staticData: { title: msg`Tạo đơn mua hộ`, layout: 'default', scrollToTop: true },
  validateSearch: checkoutSearch,
  loader: () => loadFeatureCatalog('orders'),
  component: CheckoutPage,
});
