import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '../../../features/chinaWebProduct/ProductDetailPage';
import { chinaSites } from '../../../features/chinaWebProduct/sites';
import { parseProductPath } from '../../../../contract/productPath';
import { readWithRoute } from '../../../api/routeReads';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';
import { typedKeyParams } from '../../../lib/typedKey';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting); so is the
// product's query, imported with it, which keeps the product's schema out of the route tree.
export const Route = createFileRoute('/_authed/chinaWebProduct/$key')({
  staticData: { title: msg`Chi tiết sản phẩm`, layout: 'default', scrollToTop: true },
  params: typedKeyParams(chinaSites),
  loader: ({ context, params }) => {
    const product = parseProductPath(params.key);
    return Promise.all([
      loadFeatureCatalog('chinaWebProduct'),
      product && import('../../../api/products').then(({ productQuery }) => readWithRoute(context, productQuery(context.api, product))),
    ]);
  },
  component: ProductDetail,
});

function ProductDetail() {
  const { key } = Route.useParams();
  return <ProductDetailPage productKey={key} />;
}
