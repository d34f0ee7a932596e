import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { taobaoIntOrderListSearch } from '../../../features/taobaoGlobal/search';
import { TaobaoIntOrderListPage } from '../../../features/taobaoGlobal/TaobaoIntOrderListPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/taobaoIntOrder/')({
  staticData: { title: msg`Đơn Taobao quốc tế`, layout: 'default', scrollToTop: true },
  validateSearch: taobaoIntOrderListSearch,
  loader: () => loadFeatureCatalog('taobaoGlobal'),
  component: TaobaoIntOrderListPage,
});
