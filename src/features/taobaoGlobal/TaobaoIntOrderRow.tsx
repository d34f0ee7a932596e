import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TaobaoIntOrderSummary } from '../../../contract/taobaoIntOrders';
import { RowBody } from '../../components/RowList';
import { useFormat } from '../../i18n/useFormat';
import { userText } from '../../i18n/userText';
import { TaobaoIntStatusBadge } from '../../components/taobaoGlobal/TaobaoIntStatusBadge';

/** One order of the list: the whole row opens it. */
export function TaobaoIntOrderRow({ order }: { order: TaobaoIntOrderSummary }) {
  const format = useFormat();
  const lines = format.number(order.lineCount);
  const pieces = format.number(order.pieceCount);
  const account = userText(order.accountName);
  const refunded = format.vnd(order.refundedVnd);
  const yuan = format.cny(order.totalFen);
  return (
    <li className="list-row">
      <Link to="/taobaoIntOrder/$id" params={{ id: String(order.id) }} className="list-row__link">
        {/* Taobao images refuse other sites' Referer. */}
        <img className="list-row__image" src={order.imageUrl} alt="" width={64} height={64} loading="lazy" referrerPolicy="no-referrer" />
        <RowBody code={order.code} badge={<TaobaoIntStatusBadge status={order.status} />} createdAt={order.createdAt}>
          <span className="list-row__shop muted">
            <Trans>Tài khoản {account}</Trans>
          </span>
          <span className="list-row__title">{order.title}</span>
          <span className="list-row__bottom">
            <span className="muted">
              <Trans>
                {lines} sản phẩm · {pieces} cái · {yuan}
              </Trans>
            </span>
            <strong>{format.vnd(order.totalVnd)}</strong>
          </span>
          {order.refundedVnd > 0 && (
            <span className="muted">
              <Trans>Đã hoàn {refunded} vào ví</Trans>
            </span>
          )}
        </RowBody>
      </Link>
    </li>
  );
}
