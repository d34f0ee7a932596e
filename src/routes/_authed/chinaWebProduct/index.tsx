import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { productSearch } from '../../../features/chinaWebProduct/search';
import { ProductSearchPage } from '../../../features/chinaWebProduct/ProductSearchPage';
import { readPagesWithRoute } from '../../../api/routeReads';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting); so is the
// search's query, imported with it, which keeps the product schemas out of the route tree.
export const Route = createFileRoute('/_authed/chinaWebProduct/')({
  staticData: { title: msg`Tìm sản phẩm`, layout: 'default', scrollToTop: true },
  validateSearch: productSearch,
  loaderDeps: ({ search: { q, site, sort } }) => ({ q, site, sort: sort ?? ('relevance' as const) }),
  loader: ({ context, deps: { q, ...filter } }) =>
    Promise.all([
      loadFeatureCatalog('chinaWebProduct'),
      // Without keywords the page asks for nothing yet.
      q &&
        import('../../../api/products').then(({ productSearchQuery }) =>
          readPagesWithRoute(context, productSearchQuery(context.api, { q, ...filter })),
        ),
    ]),
  component: ProductSearchPage,
});
