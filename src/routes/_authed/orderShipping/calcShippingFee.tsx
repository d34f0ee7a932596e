import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ShippingFeeCalculatorPage } from '../../../features/shipping/ShippingFeeCalculatorPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/orderShipping/calcShippingFee')({
  staticData: { title: msg`Tính phí vận chuyển`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('shipping'),
  component: ShippingFeeCalculatorPage,
});
