import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { productSearch } from '../../../features/chinaWebProduct/search';
import { ProductSearchPage } from '../../../features/chinaWebProduct/ProductSearchPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/chinaWebProduct/')({
  staticData: { title: msg`Tìm sản phẩm`, layout: 'default', scrollToTop: true },
  validateSearch: productSearch,
  loader: () => loadFeatureCatalog('chinaWebProduct'),
  component: ProductSearchPage,
});
