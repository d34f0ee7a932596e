import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AgencyOrderSummary } from '../../../contract/agency';
import type { OrderSummary } from '../../../contract/orderList';
import { RowBody } from '../../components/RowList';
import { useFormat } from '../../i18n/useFormat';
import { OrderStatusBadge } from './OrderStatusBadge';

/**
 * One order of the list: the whole row opens it. An agency's order for its customer says whose it
 * is and opens on the agency's pages.
 */
export function OrderRow({ order }: { order: OrderSummary | AgencyOrderSummary }) {
  const format = useFormat();
  const lines = format.number(order.lineCount);
  const pieces = format.number(order.pieceCount);
  const customer = 'customer' in order ? order.customer : null;
  return (
    <li className="list-row">
      <Link to={customer ? '/agency/order/$id' : '/orderOrdering/$id'} params={{ id: String(order.id) }} className="list-row__link">
        <img className="list-row__image" src={order.imageUrl} alt="" width={64} height={64} loading="lazy" referrerPolicy="no-referrer" />
        <RowBody code={order.code} badge={<OrderStatusBadge status={order.status} />} createdAt={order.createdAt}>
          {customer && <CustomerOf customer={customer} />}
          <span className="list-row__shop muted">{order.shop.nameVi ?? order.shop.name}</span>
          <span className="list-row__title">{order.title}</span>
          <span className="list-row__bottom">
            <span className="muted">
              <Trans>
                {lines} sản phẩm · {pieces} cái
              </Trans>
            </span>
            <strong>{format.vnd(order.totalVnd)}</strong>
          </span>
        </RowBody>
      </Link>
    </li>
  );
}

/** Whose order it is; a former customer is known by nothing but having been one. */
export function CustomerOf({ customer }: { customer: AgencyOrderSummary['customer'] }) {
  const code = customer.agencyCode;
  const name = customer.fullName;
  return (
    <span className="list-row__customer">
      {code ? (
        <Trans>
          Khách <strong>{code}</strong> · {name}
        </Trans>
      ) : (
        <Trans>Khách cũ của đại lý</Trans>
      )}
    </span>
  );
}
