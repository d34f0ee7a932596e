import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OrderSummary } from '../../../contract/orders';
import { useFormat } from '../../i18n/useFormat';
import { OrderStatusBadge } from './OrderStatusBadge';

/** One order of the list: the whole row opens it. */
export function OrderRow({ order }: { order: OrderSummary }) {
  const format = useFormat();
  const lines = format.number(order.lineCount);
  const pieces = format.number(order.pieceCount);
  return (
    <li className="order-row">
      <Link to="/orderOrdering/$id" params={{ id: String(order.id) }} className="order-row__link">
        <img className="order-row__image" src={order.imageUrl} alt="" width={64} height={64} loading="lazy" referrerPolicy="no-referrer" />
        <span className="order-row__body">
          <span className="order-row__top">
            <strong className="order-row__code">{order.code}</strong>
            <OrderStatusBadge status={order.status} />
          </span>
          <span className="order-row__shop muted">{order.shop.nameVi ?? order.shop.name}</span>
          <span className="order-row__title">{order.title}</span>
          <span className="order-row__bottom">
            <span className="muted">
              <Trans>
                {lines} sản phẩm · {pieces} cái
              </Trans>
            </span>
            <strong>{format.vnd(order.totalVnd)}</strong>
          </span>
          <time className="muted order-row__date" dateTime={order.createdAt}>
            {format.dateTime(order.createdAt)}
          </time>
        </span>
      </Link>
    </li>
  );
}
