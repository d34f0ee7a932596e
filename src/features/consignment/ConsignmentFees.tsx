import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { Consignment } from '../../../contract/consignment';
import { feeLineLabels } from '../../i18n/feeLabels';
import { useFormat } from '../../i18n/useFormat';

/**
 * The order's money: the fee lines priced on the packages weighed so far, those still to come
 * ("Chưa có", priced once the warehouse weighs the parcels), then total, paid and what is owed.
 */
export function ConsignmentFees({ order }: { order: Consignment }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const pending = order.pending.filter((kind) => !order.feeLines.some((line) => line.kind === kind));
  const settled = pending.length === 0;
  const rate = format.vnd(order.rateVndPerCny);
  return (
    <section className="card consignment-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="consignment-section__title">
        <Trans>Chi phí</Trans>
      </h2>
      <dl className="fee-lines">
        {order.feeLines.map((line) => (
          <Row key={line.kind} label={i18n._(feeLineLabels[line.kind])} amount={format.vnd(line.amountVnd)} />
        ))}
        {pending.map((kind) => (
          <div key={kind} className="fee-lines__row fee-lines__row--pending">
            <dt>{i18n._(feeLineLabels[kind])}</dt>
            <dd className="muted">
              <Trans>Chưa có</Trans>
            </dd>
          </div>
        ))}
      </dl>
      <dl className="fee-lines fee-lines--totals">
        <Row label={settled ? <Trans>Tổng tiền</Trans> : <Trans>Tổng tạm tính</Trans>} amount={format.vnd(order.totalVnd)} strong />
        <Row label={<Trans>Đã thanh toán</Trans>} amount={format.vnd(order.paidVnd)} />
        <Row label={<Trans>Còn phải trả</Trans>} amount={format.vnd(order.remainingVnd)} strong />
      </dl>
      {!settled && (
        <p className="muted consignment-hint">
          <Trans>Các khoản “Chưa có” được tính khi kho cân và đo kiện hàng của bạn.</Trans>
        </p>
      )}
      <p className="muted consignment-hint">
        <Trans>Tỷ giá khóa khi tạo đơn: {rate}/¥. Bạn thanh toán khi yêu cầu giao hàng.</Trans>
      </p>
    </section>
  );
}

function Row({ label, amount, strong = false }: { label: ReactNode; amount: string; strong?: boolean }) {
  return (
    <div className={`fee-lines__row${strong ? ' fee-lines__row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{strong ? <strong>{amount}</strong> : amount}</dd>
    </div>
  );
}
