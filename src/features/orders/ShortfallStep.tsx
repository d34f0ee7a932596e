import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { useApi } from '../../api/ApiProvider';
import { publicSettingsQuery } from '../../api/wallet';
import { useFormat } from '../../i18n/useFormat';
import { CHECKOUT_PATH } from './AddressStep';
import { SummaryRow } from './FeeLines';
import { QuoteOrders } from './QuoteOrders';
import type { CheckoutFlow } from './useCheckoutFlow';

/**
 * The wallet cannot cover the deposit: the exact amount missing and the way to add it. The
 * choices are saved, and the recharge page links back here ("Tiếp tục đặt hàng"), which quotes
 * again; coming back to this tab quotes again too.
 */
export function ShortfallStep({ flow, headingRef }: { flow: CheckoutFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const format = useFormat();
  const api = useApi();
  const settings = useQuery(publicSettingsQuery(api));
  const quote = useSelector(flow, (s) => s.context.quote);
  if (!quote) return null;
  const missing = format.vnd(quote.shortfallVnd);
  // A recharge below the minimum would be refused: ask for at least that.
  const rechargeAmount = Math.max(quote.shortfallVnd, settings.data?.limits.rechargeMinVnd ?? 0);

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Số dư ví chưa đủ để đặt cọc</Trans>
      </h2>
      <section className="card checkout-shortfall">
        <p className="checkout-shortfall__amount">
          <Trans>Còn thiếu {missing}</Trans>
        </p>
        <dl className="fee-lines fee-lines--totals">
          <SummaryRow label={<Trans>Tổng tiền cọc</Trans>} amount={format.vnd(quote.depositVnd)} strong />
          <SummaryRow label={<Trans>Số dư khả dụng</Trans>} amount={format.vnd(quote.availableVnd)} />
        </dl>
        <p className="muted">
          <Trans>
            Lựa chọn của bạn đã được lưu. Sau khi nạp tiền, bấm “Tiếp tục đặt hàng” để quay lại đây; số tiền sẽ được tính lại trước khi đặt
            cọc.
          </Trans>
        </p>
        <div className="checkout-actions">
          <Link to="/wallet/recharge" search={{ amount: rechargeAmount, returnTo: CHECKOUT_PATH }} className="btn btn-primary btn-block">
            <Trans>Nạp tiền</Trans>
          </Link>
          <button type="button" className="btn btn-secondary btn-block" onClick={() => flow.send({ type: 'checkout.requote' })}>
            <Trans>Tôi đã nạp tiền, kiểm tra lại</Trans>
          </button>
          <button type="button" className="btn btn-secondary btn-block" onClick={() => flow.send({ type: 'checkout.back' })}>
            <Trans>Quay lại</Trans>
          </button>
        </div>
      </section>
      <QuoteOrders quote={quote} />
    </>
  );
}
