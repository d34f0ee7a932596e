import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TaobaoIntOrderDetailPage } from '../../../features/taobaoGlobal/TaobaoIntOrderDetailPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';
import { pathIdOf } from '../../../lib/searchParams';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/taobaoIntOrder/$id')({
  staticData: { title: msg`Chi tiết đơn Taobao quốc tế`, layout: 'default', scrollToTop: true },
  // The parcels' cards (once the goods reach the China warehouse) are in the packages catalog.
  loader: () => Promise.all([loadFeatureCatalog('taobaoGlobal'), loadFeatureCatalog('packages')]),
  component: TaobaoIntOrderDetail,
});

function TaobaoIntOrderDetail() {
  const { id } = Route.useParams();
  return <TaobaoIntOrderDetailPage id={pathIdOf(id)} />;
}
