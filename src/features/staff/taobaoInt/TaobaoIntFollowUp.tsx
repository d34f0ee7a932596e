import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffTaobaoIntOrder, TaobaoIntRefund } from '../../../../contract/taobaoIntOrders';
import { CardSection } from '../../../components/CardSection';
import { PackageCard } from '../../../components/PackageCard';
import { taobaoIntRefundKindLabels } from '../../../components/taobaoGlobal/labels';
import { TaobaoIntRefundBadge } from '../../../components/taobaoGlobal/TaobaoIntStatusBadge';
import { useFormat } from '../../../i18n/useFormat';

/** The parcels the China warehouse scanned in under the order's tracking codes: its consignment's. */
export function TaobaoIntParcels({ order }: { order: StaffTaobaoIntOrder }) {
  const { consignment } = order;
  return (
    <CardSection title={<Trans>Kiện hàng đã khớp</Trans>} className="staff-tbg__parcels" titleClassName="staff-tbg__title">
      {consignment === null || order.parcels.length === 0 ? (
        <p className="muted">
          <Trans>Kho Trung Quốc chưa nhận kiện nào của đơn này.</Trans>
        </p>
      ) : (
        <ul className="card-list">
          {order.parcels.map((parcel) => (
            <PackageCard
              key={parcel.id}
              pkg={{ ...parcel, order: { kind: 'shipping', id: consignment.id, code: consignment.code } }}
              showOrder={false}
            />
          ))}
        </ul>
      )}
    </CardSection>
  );
}

/** The order's refund requests, which the platform's sellers decide: what was asked, why, and what came back. */
export function TaobaoIntRefunds({ order }: { order: StaffTaobaoIntOrder }) {
  if (order.refunds.length === 0) return null;
  const titleOf = (refund: TaobaoIntRefund) => order.lines.find((line) => line.id === refund.lineId)?.titleVi ?? refund.title;
  return (
    <CardSection title={<Trans>Hoàn tiền</Trans>} className="staff-tbg__refund-list" titleClassName="staff-tbg__title">
      <ul className="staff-tbg__refunds">
        {order.refunds.map((refund) => (
          <RefundItem key={refund.id} refund={refund} title={titleOf(refund)} />
        ))}
      </ul>
    </CardSection>
  );
}

function RefundItem({ refund, title }: { refund: TaobaoIntRefund; title: string }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const kind = i18n._(taobaoIntRefundKindLabels[refund.kind]);
  const refusal = refund.refusal;
  return (
    <li className="staff-tbg__refund">
      <p className="staff-tbg__purchase-head">
        <strong>
          <bdi>{title}</bdi>
        </strong>
        <TaobaoIntRefundBadge status={refund.status} />
      </p>
      <p>{refund.origin === 'customer' ? <Trans>{kind} · khách yêu cầu</Trans> : <Trans>{kind} · Taobao quốc tế tự hoàn</Trans>}</p>
      <p>
        <bdi>{refund.reason}</bdi>
      </p>
      <RefundAmount refund={refund} />
      {refusal && (
        <p>
          <Trans>
            Lý do từ chối: <bdi>{refusal}</bdi>
          </Trans>
        </p>
      )}
      <p className="muted">
        <time dateTime={refund.createdAt}>{format.dateTime(refund.createdAt)}</time>
      </p>
    </li>
  );
}

/** What the platform refunded in ¥ and what the wallet got for it, once known. */
export function RefundAmount({ refund }: { refund: TaobaoIntRefund }) {
  const format = useFormat();
  if (refund.amountFen === null) return null;
  const yuan = format.cny(refund.amountFen);
  const credited = refund.amountVnd === null ? null : format.vnd(refund.amountVnd);
  return (
    <p>
      {credited ? (
        <Trans>
          Hoàn {yuan} · đã cộng {credited} vào ví
        </Trans>
      ) : (
        <Trans>Hoàn {yuan}</Trans>
      )}
    </p>
  );
}
