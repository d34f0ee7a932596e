import { Trans, useLingui } from '@lingui/react/macro';
import type { Consignment } from '../../../contract/consignment';
import { CardSection } from '../../components/CardSection';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { feeLineLabels } from '../../i18n/feeLabels';
import { useFormat } from '../../i18n/useFormat';

/**
 * The order's money: the fee lines priced on the packages weighed so far, those still to come
 * ("Chưa có", priced once the warehouse weighs the parcels), then total, paid and what is owed.
 */
export function ConsignmentFees({ order }: { order: Consignment }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const pending = order.pending.filter((kind) => !order.feeLines.some((line) => line.kind === kind));
  const settled = pending.length === 0;
  const rate = format.vnd(order.rateVndPerCny);
  return (
    <CardSection className="consignment-section detail-aside" titleClassName="consignment-section__title" title={<Trans>Chi phí</Trans>}>
      <SummaryList>
        {order.feeLines.map((line) => (
          <SummaryRow key={line.kind} label={i18n._(feeLineLabels[line.kind])} amount={format.vnd(line.amountVnd)} />
        ))}
        {pending.map((kind) => (
          <SummaryRow key={kind} label={i18n._(feeLineLabels[kind])} amount={<Trans>Chưa có</Trans>} pending />
        ))}
      </SummaryList>
      <SummaryList totals>
        <SummaryRow label={settled ? <Trans>Tổng tiền</Trans> : <Trans>Tổng tạm tính</Trans>} amount={format.vnd(order.totalVnd)} strong />
        <SummaryRow label={<Trans>Đã thanh toán</Trans>} amount={format.vnd(order.paidVnd)} />
        <SummaryRow label={<Trans>Còn phải trả</Trans>} amount={format.vnd(order.remainingVnd)} strong />
      </SummaryList>
      {!settled && (
        <p className="muted consignment-hint">
          <Trans>Các khoản “Chưa có” được tính khi kho cân và đo kiện hàng của bạn.</Trans>
        </p>
      )}
      <p className="muted consignment-hint">
        <Trans>Tỷ giá khóa khi tạo đơn: {rate}/¥. Bạn thanh toán khi yêu cầu giao hàng.</Trans>
      </p>
    </CardSection>
  );
}
