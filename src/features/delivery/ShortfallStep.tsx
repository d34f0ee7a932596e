import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { useApi } from '../../api/ApiProvider';
import { publicSettingsQuery } from '../../api/wallet';
import { useFormat } from '../../i18n/useFormat';
import { DELIVERY_CREATE_PATH } from './ChooseStep';
import { AmountRow, DeliveryAmounts } from './DeliveryFigures';
import type { DeliveryFlow } from './useDeliveryFlow';

/**
 * The wallet cannot cover the total: the exact amount missing and the way to add it. The choices
 * are saved, and the recharge page links back here, which quotes again; coming back to this tab
 * quotes again too.
 */
export function ShortfallStep({ flow, headingRef }: { flow: DeliveryFlow; headingRef: Ref<HTMLHeadingElement> }) {
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
        <Trans>Số dư ví chưa đủ để thanh toán</Trans>
      </h2>
      <section className="card delivery-panel">
        <p className="delivery-shortfall">
          <Trans>Còn thiếu {missing}</Trans>
        </p>
        <dl className="delivery-amounts delivery-amounts--totals">
          <AmountRow label={<Trans>Tổng thanh toán</Trans>} amount={format.vnd(quote.totalVnd)} strong />
          <AmountRow label={<Trans>Số dư khả dụng</Trans>} amount={format.vnd(quote.availableVnd)} />
        </dl>
        <p className="muted">
          <Trans>
            Lựa chọn của bạn đã được lưu. Sau khi nạp tiền, quay lại đây; số tiền sẽ được tính lại trước khi bạn xác nhận thanh toán.
          </Trans>
        </p>
        <div className="delivery-actions">
          <Link to="/wallet/recharge" search={{ amount: rechargeAmount, returnTo: DELIVERY_CREATE_PATH }} className="btn btn-primary btn-block">
            <Trans>Nạp tiền</Trans>
          </Link>
          <button type="button" className="btn btn-secondary btn-block" onClick={() => flow.send({ type: 'delivery.requote' })}>
            <Trans>Tôi đã nạp tiền, kiểm tra lại</Trans>
          </button>
          <button type="button" className="btn btn-secondary btn-block" onClick={() => flow.send({ type: 'delivery.back' })}>
            <Trans>Quay lại</Trans>
          </button>
        </div>
      </section>
      <section className="card">
        <DeliveryAmounts orders={quote.orders} feeVnd={quote.feeVnd} chargeableGrams={quote.chargeableGrams} />
      </section>
    </>
  );
}
