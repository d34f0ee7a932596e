import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../features/cart/CartPage';
import { loadFeatureCatalog } from '../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/shoppingCart')({
  staticData: { title: msg`Giỏ hàng`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('cart'),
  component: CartPage,
});
