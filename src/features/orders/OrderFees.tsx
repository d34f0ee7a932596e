import { Trans, useLingui } from '@lingui/react/macro';
import { feeLineKinds, type FeeLine } from '../../../contract/fees';
import type { Order } from '../../../contract/orders';
import { CardSection } from '../../components/CardSection';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { useFormat } from '../../i18n/useFormat';
import { feeLineLabels } from '../../i18n/feeLabels';
import { pendingFeeLabels } from './labels';

/**
 * The order's money: each fee line as estimated at checkout beside what it is now (final once
 * everything is known), then deposit, paid, refunded and what is still owed.
 */
export function OrderFees({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const amountOf = (lines: FeeLine[], kind: FeeLine['kind']) => lines.find((line) => line.kind === kind)?.amountVnd;
  const kinds = feeLineKinds.filter(
    (kind) =>
      amountOf(order.estimatedFeeLines, kind) !== undefined || amountOf(order.feeLines, kind) !== undefined || order.pending.includes(kind),
  );
  const settled = order.pending.length === 0;
  const rate = format.vnd(order.rateVndPerCny);
  return (
    <CardSection className="order-section detail-aside" titleClassName="checkout-section-title" title={<Trans>Chi phí</Trans>}>
      <table className="order-fees">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Khoản</Trans>
            </th>
            <th scope="col">
              <Trans>Dự tính</Trans>
            </th>
            <th scope="col">{settled ? <Trans>Cuối cùng</Trans> : <Trans>Hiện tại</Trans>}</th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => {
            const estimated = amountOf(order.estimatedFeeLines, kind);
            const now = amountOf(order.feeLines, kind);
            return (
              <tr key={kind}>
                <th scope="row">{i18n._(feeLineLabels[kind])}</th>
                <td>{estimated === undefined ? '—' : format.vnd(estimated)}</td>
                <td
                  className={now === undefined ? 'muted' : estimated !== undefined && now !== estimated ? 'order-fees__changed' : undefined}
                >
                  {now === undefined ? i18n._(pendingFeeLabels[kind]) : format.vnd(now)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <SummaryList totals>
        <SummaryRow label={settled ? <Trans>Tổng tiền</Trans> : <Trans>Tổng tạm tính</Trans>} amount={format.vnd(order.totalVnd)} strong />
        <SummaryRow label={<Trans>Tiền cọc</Trans>} amount={format.vnd(order.depositVnd)} />
        <SummaryRow label={<Trans>Đã thanh toán</Trans>} amount={format.vnd(order.paidVnd)} />
        <SummaryRow label={<Trans>Đã hoàn vào ví</Trans>} amount={format.vnd(order.refundedVnd)} />
        <SummaryRow label={<Trans>Còn phải trả</Trans>} amount={format.vnd(order.remainingVnd)} strong />
      </SummaryList>
      <p className="muted checkout-hint">
        <Trans>Tỷ giá khóa khi đặt cọc: {rate}/¥. Phần còn lại thanh toán khi yêu cầu giao hàng.</Trans>
      </p>
    </CardSection>
  );
}
