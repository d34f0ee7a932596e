import { Trans } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import type { TaobaoIntOrigin } from '../../../machines/taobaoInt';
import { PayFlowPage } from '../../components/payFlow/PayFlowPage';
import { ChooseStep } from './ChooseStep';
import { DoneStep } from './DoneStep';
import { NothingToOrder } from './NothingToOrder';
import { ReviewStep } from './ReviewStep';
import type { TaobaoIntCreateSearch } from './search';
import { taobaoIntErrorText } from './taobaoIntErrors';
import { TaobaoIntFigures } from './TaobaoIntFigures';
import { UnlinkedStep } from './UnlinkedStep';
import { useTaobaoIntFlow } from './useTaobaoIntFlow';
import './taobaoIntOrders.css';

/** What the address orders: the cart's selection, or one product's SKU and quantity; null when it names neither. */
export function originOf(search: TaobaoIntCreateSearch): TaobaoIntOrigin | null {
  if (search.from === 'cart') return 'cart';
  const [site, itemId] = (search.product ?? '').split('-');
  if ((site === 'taobao' || site === 'tmall') && itemId && search.qty) {
    return { goods: [{ site, itemId, skuId: search.sku ?? null, quantity: search.qty }] };
  }
  return null;
}

/**
 * /taobaoIntOrder/create: "Đặt qua Taobao quốc tế" from a product page or the cart. The choices,
 * the platform's figures, paid from the wallet (machines/taobaoInt.ts); with no linked account,
 * linking one and coming back. The choices survive a reload, a trip to recharge and one to link
 * an account.
 */
export function TaobaoIntCreatePage({ search }: { search: TaobaoIntCreateSearch }) {
  // Read once: the flow orders what the page was opened for.
  const [origin] = useState(() => originOf(search));
  const flow = useTaobaoIntFlow(origin);
  // Where recharging and linking an account come back to: this very address, goods included.
  const returnTo = useRouterState({ select: (state) => state.location.href });
  return (
    <PayFlowPage
      flow={flow}
      prefix="taobaoInt"
      className="tbg-page"
      returnTo={returnTo}
      words={{
        loading: <Trans>Đang tải tài khoản Taobao quốc tế…</Trans>,
        quoting: <Trans>Đang hỏi giá trên Taobao quốc tế…</Trans>,
        loadFailed: <Trans>Không tải được tài khoản Taobao quốc tế</Trans>,
        quoteFailed: <Trans>Chưa lấy được giá</Trans>,
      }}
      errorText={taobaoIntErrorText}
      shortfall={{
        totalOf: (quote) => quote.totalVnd,
        note: (
          <Trans>
            Lựa chọn của bạn đã được lưu. Sau khi nạp tiền, quay lại đây; Taobao quốc tế sẽ báo giá lại trước khi bạn thanh toán.
          </Trans>
        ),
        figures: (quote) => (
          <section className="card">
            <TaobaoIntFigures figures={quote} />
          </section>
        ),
      }}
      screens={{ empty: NothingToOrder, unlinked: UnlinkedStep, choosing: ChooseStep, review: ReviewStep, done: DoneStep }}
    />
  );
}
