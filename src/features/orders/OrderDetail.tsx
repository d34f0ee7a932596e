import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { addressLine } from '../../../contract/addresses';
import type { Order } from '../../../contract/orders';
import { formatPhone } from '../../../contract/phone';
import { DetailHeader } from '../../components/DetailHeader';
import { shippingLineLabels, warehouseLabels } from '../../i18n/feeLabels';
import { useFormat } from '../../i18n/useFormat';
import { userText } from '../../i18n/userText';
import { OrderFees } from './OrderFees';
import { OrderItems } from './OrderItems';
import { OrderLogistics } from './OrderLogistics';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderTimeline } from './OrderTimeline';
import { serviceTitles } from './serviceExplanations';
import './orders.css';

/** What an order's page shows until the order has come; `toList` leads back to the list it came from. */
export const orderFallback = (toList: ReactNode) => ({
  className: 'order-detail',
  loading: <Trans>Đang tải đơn hàng…</Trans>,
  notFound: { icon: 'orders' as const, title: <Trans>Không tìm thấy đơn hàng</Trans>, action: toList },
});

/** The order's sections under its header; `children` are what the reader can do or needs to know first. */
export function OrderDetail({ order, children }: { order: Order; children: ReactNode }) {
  const { t } = useLingui();
  const format = useFormat();
  const code = order.code;
  return (
    <div className="page page--detail order-detail">
      <DetailHeader
        title={<Trans>Đơn {code}</Trans>}
        code={order.code}
        copyLabel={t`mã đơn`}
        badge={<OrderStatusBadge status={order.status} />}
      >
        <p className="muted">
          {order.shop.nameVi ?? order.shop.name} · <time dateTime={order.createdAt}>{format.dateTime(order.createdAt)}</time>
        </p>
        {children}
      </DetailHeader>
      <OrderItems items={order.items} />
      <OrderFees order={order} />
      <OrderLogistics order={order} />
      <OrderDelivery order={order} />
      <OrderTimeline events={order.events} />
    </div>
  );
}

/** Where it goes, by which route, with which services (the address as copied when ordering). */
function OrderDelivery({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const note = userText(order.note);
  const services = (Object.keys(serviceTitles) as Array<keyof typeof serviceTitles>).filter((name) => order.services[name]);
  return (
    <section className="card order-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="checkout-section-title">
        <Trans>Giao hàng</Trans>
      </h2>
      <p>
        <strong>
          {order.address.receiverName} · {formatPhone(order.address.phone)}
        </strong>
      </p>
      <p>{addressLine(order.address)}</p>
      <p className="muted">
        {i18n._(warehouseLabels[order.warehouse])} · {i18n._(shippingLineLabels[order.line])}
        {services.length > 0 && ` · ${services.map((name) => i18n._(serviceTitles[name])).join(', ')}`}
      </p>
      {order.note && (
        <p className="muted">
          <Trans>Ghi chú: {note}</Trans>
        </p>
      )}
    </section>
  );
}
