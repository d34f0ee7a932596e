import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DeliveryCreatePage } from '../../../features/delivery/DeliveryCreatePage';
import { deliveryCreateSearch } from '../../../features/delivery/search';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/delivery/create')({
  staticData: { title: msg`Tạo yêu cầu giao hàng`, layout: 'default', scrollToTop: true },
  validateSearch: deliveryCreateSearch,
  // The package cards shown here speak the package list's words.
  loader: () => Promise.all([loadFeatureCatalog('delivery'), loadFeatureCatalog('packages')]),
  component: DeliveryCreatePage,
});
