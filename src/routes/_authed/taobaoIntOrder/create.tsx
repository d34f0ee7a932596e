import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { taobaoIntCreateSearch } from '../../../features/taobaoGlobal/search';
import { TaobaoIntCreatePage } from '../../../features/taobaoGlobal/TaobaoIntCreatePage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/taobaoIntOrder/create')({
  staticData: { title: msg`Đặt qua Taobao quốc tế`, layout: 'default', scrollToTop: true },
  validateSearch: taobaoIntCreateSearch,
  loader: () => loadFeatureCatalog('taobaoGlobal'),
  component: TaobaoIntCreate,
});

function TaobaoIntCreate() {
  return <TaobaoIntCreatePage search={Route.useSearch()} />;
}
