import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { taobaoIntRefundListSearch } from '../../../features/taobaoGlobal/search';
import { TaobaoIntRefundListPage } from '../../../features/taobaoGlobal/TaobaoIntRefundListPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

/** The Taobao Global refund list as the pay-on-behalf area reaches it: the same page as /taobaoIntOrder/refund. */
export const Route = createFileRoute('/_authed/orderPob/refundTaobaoInt')({
  staticData: { title: msg`Hoàn tiền Taobao quốc tế`, layout: 'default', scrollToTop: true },
  validateSearch: taobaoIntRefundListSearch,
  loader: () => loadFeatureCatalog('taobaoGlobal'),
  component: TaobaoIntRefunds,
});

function TaobaoIntRefunds() {
  const { status } = Route.useSearch();
  return <TaobaoIntRefundListPage path="/orderPob/refundTaobaoInt" status={status} />;
}
