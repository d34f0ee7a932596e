import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ConsignmentSummary } from '../../../contract/consignment';
import { RowBody } from '../../components/RowList';
import { useFormat } from '../../i18n/useFormat';
import { ConsignmentStatusBadge } from '../../components/consignment/ConsignmentStatusBadge';

/** One consignment of the list: the whole row opens it. */
export function ConsignmentRow({ order }: { order: ConsignmentSummary }) {
  const format = useFormat();
  const matched = format.number(order.matchedCount);
  const codes = format.number(order.trackingCodeCount);
  const packages = format.number(order.packageCount);
  const total = format.vnd(order.totalVnd);
  const remaining = format.vnd(order.remainingVnd);
  return (
    <li className="list-row">
      <Link to="/orderShipping/$id" params={{ id: String(order.id) }} className="list-row__link">
        <RowBody code={order.code} badge={<ConsignmentStatusBadge status={order.status} />} createdAt={order.createdAt}>
          <span className="list-row__title">{order.goods}</span>
          <span className="muted">
            <Trans>
              {matched}/{codes} mã đã về kho · {packages} kiện
            </Trans>
          </span>
          <span className="list-row__bottom">
            <span className="muted">
              <Trans>Còn phải trả {remaining}</Trans>
            </span>
            <strong>
              <Trans>Tổng {total}</Trans>
            </strong>
          </span>
        </RowBody>
      </Link>
    </li>
  );
}
