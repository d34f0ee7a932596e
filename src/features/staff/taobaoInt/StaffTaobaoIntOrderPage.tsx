import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { StaffTaobaoIntOrder } from '../../../../contract/taobaoIntOrders';
import { useApi } from '../../../api/ApiProvider';
import { staffTaobaoIntOrderQuery } from '../../../api/staffTaobaoInt';
import { CardSection } from '../../../components/CardSection';
import { SummaryList, SummaryRow } from '../../../components/SummaryList';
import { Timeline } from '../../../components/Timeline';
import { taobaoIntOrderStatusLabels } from '../../../components/taobaoGlobal/labels';
import { TaobaoIntStatusBadge } from '../../../components/taobaoGlobal/TaobaoIntStatusBadge';
import { feeLineLabels, shippingLineLabels, warehouseLabels } from '../../../i18n/feeLabels';
import { useFormat } from '../../../i18n/useFormat';
import { ConsoleFacts, Fact } from '../ConsoleFacts';
import { BackToList, ConsoleDetailPage } from '../ConsoleDetailPage';
import { ConsolePage } from '../ConsolePage';
import { CustomerFacts } from '../CustomerFacts';
import { TaobaoIntAdvance } from './TaobaoIntAdvance';
import { TaobaoIntParcels, TaobaoIntRefunds } from './TaobaoIntFollowUp';
import { TaobaoIntPurchases } from './TaobaoIntPurchases';
import './taobaoInt.css';

const backToList = <BackToList to="/staff/taobaoInt" />;

/**
 * `/staff/taobaoInt/$id`: one Taobao Global order whole from a deep link (GET
 * /Staff/TaobaoIntOrder/:id): whose it is, its figures in ¥ and ₫, the platform's purchase orders
 * with their goods and tracking codes, the parcels the China warehouse matched, its refunds and
 * history, and, when the simulator plays the platform, the step it can take next.
 */
export function StaffTaobaoIntOrderPage({ id }: { id: number }) {
  const { t } = useLingui();
  const api = useApi();
  return (
    <ConsoleDetailPage
      options={staffTaobaoIntOrderQuery(api, id)}
      id={id}
      list="/staff/taobaoInt"
      notFoundTitle={<Trans>Không tìm thấy đơn</Trans>}
      notFound={
        <Trans>
          Không có đơn Taobao quốc tế nào ở địa chỉ này. Tìm đơn trong <Link to="/staff/taobaoInt">danh sách đơn Taobao quốc tế</Link>.
        </Trans>
      }
      title={<Trans>Đơn Taobao quốc tế</Trans>}
      loading={t`Đang tải đơn…`}
    >
      {(order) => <OrderDetail order={order} />}
    </ConsoleDetailPage>
  );
}

function OrderDetail({ order }: { order: StaffTaobaoIntOrder }) {
  const { t } = useLingui();
  const code = order.code;
  return (
    <ConsolePage title={t`Đơn ${code}`} actions={backToList}>
      <div className="staff-tbg">
        <OrderFacts order={order} />
        <OrderFigures order={order} />
        {order.simulator && <TaobaoIntAdvance order={order} next={order.simulator.next} />}
        <TaobaoIntPurchases order={order} />
        <TaobaoIntParcels order={order} />
        <TaobaoIntRefunds order={order} />
        <CardSection title={<Trans>Lịch sử</Trans>} className="staff-tbg__history" titleClassName="staff-tbg__title">
          <Timeline events={order.events} labels={taobaoIntOrderStatusLabels} />
        </CardSection>
      </div>
    </ConsolePage>
  );
}

/** Whose order, through which linked account, where the goods go on to, and how the server follows it on the platform. */
function OrderFacts({ order }: { order: StaffTaobaoIntOrder }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const services = [order.services.crate && t`Đóng gỗ`, order.services.insurance && t`Bảo hiểm`].filter(Boolean).join(', ');
  return (
    <section className="card staff-tbg__summary" aria-label={t`Tóm tắt đơn`}>
      <TaobaoIntStatusBadge status={order.status} />
      <ConsoleFacts>
        <CustomerFacts userId={order.userId} customerCode={order.customerCode} customer={order.customer} />
        <Fact label={<Trans>Tài khoản Taobao quốc tế</Trans>}>
          <bdi>{order.accountName}</bdi>
        </Fact>
        <Fact label={<Trans>Về Việt Nam</Trans>}>
          {i18n._(warehouseLabels[order.warehouse])} · {i18n._(shippingLineLabels[order.line])}
          {services && ` · ${services}`}
        </Fact>
        <Fact label={<Trans>Đơn ký gửi</Trans>}>{order.consignment?.code}</Fact>
        <Fact label={<Trans>Mã vận đơn</Trans>}>{order.trackingCodes.join(', ')}</Fact>
        <Fact label={<Trans>Lời nhắn cho người bán</Trans>}>{order.note && <bdi>{order.note}</bdi>}</Fact>
        <Fact label={<Trans>Tạo lúc</Trans>}>{format.dateTime(order.createdAt)}</Fact>
        <Fact label={<Trans>Đồng bộ lần cuối</Trans>}>{order.lastSyncedAt ? format.dateTime(order.lastSyncedAt) : t`Chưa đồng bộ`}</Fact>
        <Fact label={<Trans>Lỗi đồng bộ gần nhất</Trans>}>
          {order.syncError && <bdi className="staff-tbg__sync-error">{order.syncError}</bdi>}
        </Fact>
      </ConsoleFacts>
    </section>
  );
}

/** The ¥ the platform priced, and each line converted once at the locked rate, as the wallet paid and got back. */
function OrderFigures({ order }: { order: StaffTaobaoIntOrder }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const rate = format.vnd(order.rateVndPerCny);
  return (
    <section className="card staff-tbg__figures" aria-label={t`Số tiền`}>
      <SummaryList>
        <SummaryRow label={<Trans>Tiền hàng (¥)</Trans>} amount={format.cny(order.goodsFen)} />
        <SummaryRow label={<Trans>Phí vận chuyển nội địa TQ (¥)</Trans>} amount={format.cny(order.domesticShippingFen)} />
        <SummaryRow label={<Trans>Tổng (¥)</Trans>} amount={format.cny(order.totalFen)} strong />
      </SummaryList>
      <SummaryList totals>
        {order.feeLines.map((line) => (
          <SummaryRow key={line.kind} label={i18n._(feeLineLabels[line.kind])} amount={format.vnd(line.amountVnd)} />
        ))}
        <SummaryRow label={<Trans>Tổng thanh toán (tỷ giá {rate}/¥)</Trans>} amount={format.vnd(order.totalVnd)} strong />
        <SummaryRow label={<Trans>Đã trừ ví</Trans>} amount={format.vnd(order.paidVnd)} />
        {order.refundedVnd > 0 && <SummaryRow label={<Trans>Đã hoàn vào ví</Trans>} amount={format.vnd(order.refundedVnd)} />}
      </SummaryList>
    </section>
  );
}
