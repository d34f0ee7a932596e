import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DeliveryListPage } from '../../../features/delivery/DeliveryListPage';
import { deliveryListSearch } from '../../../features/delivery/search';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/delivery/')({
  staticData: { title: msg`Yêu cầu giao hàng`, layout: 'default', scrollToTop: true },
  validateSearch: deliveryListSearch,
  // The package cards of a request's detail speak the package list's words.
  loader: () => Promise.all([loadFeatureCatalog('delivery'), loadFeatureCatalog('packages')]),
  component: DeliveryListPage,
});
