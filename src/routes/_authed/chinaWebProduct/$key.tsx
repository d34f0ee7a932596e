import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '../../../features/chinaWebProduct/ProductDetailPage';
import { chinaSites } from '../../../features/chinaWebProduct/sites';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';
import { typedKeyParams } from '../../../lib/typedKey';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/chinaWebProduct/$key')({
  staticData: { title: msg`Chi tiết sản phẩm`, layout: 'default', scrollToTop: true },
  params: typedKeyParams(chinaSites),
  loader: () => loadFeatureCatalog('chinaWebProduct'),
  component: ProductDetail,
});

function ProductDetail() {
  const { key } = Route.useParams();
  return <ProductDetailPage productKey={key} />;
}
