import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { addressLine } from '../../../contract/addresses';
import type { Order } from '../../../contract/orders';
import { formatPhone } from '../../../contract/phone';
import { useApi } from '../../api/ApiProvider';
import { orderQuery } from '../../api/orders';
import { CopyButton } from '../../components/CopyButton';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailed } from '../../components/LoadFailed';
import { useFormat } from '../../i18n/useFormat';
import { serviceTitles } from './serviceExplanations';
import { shippingLineLabels, warehouseLabels } from '../../i18n/feeLabels';
import { OrderActions } from './OrderActions';
import { OrderFees } from './OrderFees';
import { OrderItems } from './OrderItems';
import { OrderLogistics } from './OrderLogistics';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderTimeline } from './OrderTimeline';
import './orders.css';

/** /orderOrdering/{id}: everything about one buy-for-me order, and what can be done with it. */
export function OrderDetailPage({ id }: { id: number }) {
  const api = useApi();
  const query = useQuery({
    ...orderQuery(api, id),
    enabled: id > 0,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
  const missing = id <= 0 || (query.isError && (query.error as { status?: number }).status === 404);

  if (missing) {
    return (
      <div className="page order-detail">
        <EmptyState
          icon="orders"
          title={<Trans>Không tìm thấy đơn hàng</Trans>}
          action={
            <Link to="/orderOrdering" className="btn btn-primary">
              <Trans>Xem đơn mua hộ</Trans>
            </Link>
          }
        />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="page order-detail">
        <p className="card muted" role="status">
          <Trans>Đang tải đơn hàng…</Trans>
        </p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="page order-detail">
        <LoadFailed className="order-detail__error" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  return <OrderDetail order={query.data} />;
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useLingui();
  const format = useFormat();
  const code = order.code;
  return (
    <div className="page order-detail">
      <header className="card order-header">
        <h2 className="order-header__code">
          <Trans>Đơn {code}</Trans>
        </h2>
        <CopyButton value={order.code} label={t`mã đơn`} />
        <OrderStatusBadge status={order.status} />
        <p className="muted">
          {order.shop.nameVi ?? order.shop.name} · <time dateTime={order.createdAt}>{format.dateTime(order.createdAt)}</time>
        </p>
        <OrderActions order={order} />
      </header>
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
  const note = order.note;
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
