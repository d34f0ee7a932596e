import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Order } from '../../../../contract/orders';
import { productUrl } from '../../../../contract/productLinks';
import { useApi } from '../../../api/ApiProvider';
import { staffOrdersQuery } from '../../../api/staffOps';
import { LoadFailed } from '../../../components/LoadFailed';
import { FormAlert } from '../../../components/form/FormAlert';
import { useFormat } from '../../../i18n/useFormat';
import { orderStatusLabels } from '../../../i18n/statusLabels';
import { ConsolePage } from '../ConsolePage';
import { OrderMoveForm, staffMovesFrom, moveLabel } from './OrderMoveForm';
import { StaffOrderStatus } from './StaffOrderStatus';
import './StaffOrderPage.css';

/**
 * One order for the purchasing desk. Staff have no endpoint that reads one order, so the page
 * finds it in the staff list by its code (`?code=`); once moved, the server's answer — the full
 * order with items, packages and timeline — is shown.
 */
export function StaffOrderPage({ id, code }: { id: number; code: string | undefined }) {
  const { t, i18n } = useLingui();
  const { vnd, cny, dateTime, number } = useFormat();
  const api = useApi();
  const list = useQuery({ ...staffOrdersQuery(api, { q: code, page: 1, tab: 'all' }), enabled: Boolean(code) });
  const [full, setFull] = useState<Order | null>(null);
  const [chosen, setChosen] = useState<ReturnType<typeof staffMovesFrom>[number] | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const row = full ?? list.data?.items.find((one) => one.id === id);
  if (!row) {
    if (code && list.isPending) return <p role="status">{t`Đang tải…`}</p>;
    if (list.error) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} className="staff-order__failed" />;
    return (
      <ConsolePage title={<Trans>Không tìm thấy đơn</Trans>}>
        <p>
          <Trans>
            Mở đơn từ <Link to="/staff/orders">danh sách đơn mua hộ</Link>.
          </Trans>
        </p>
      </ConsolePage>
    );
  }

  const moves = staffMovesFrom(row.status);
  return (
    <ConsolePage
      title={<Trans>Đơn {row.code}</Trans>}
      actions={
        <Link to="/staff/orders" className="btn btn-secondary btn-small">
          <Trans>Về danh sách</Trans>
        </Link>
      }
    >
      <section className="card staff-order__summary" aria-label={t`Tóm tắt đơn`}>
        <StaffOrderStatus status={row.status} />
        <dl>
          <dt>
            <Trans>Shop</Trans>
          </dt>
          <dd>{row.shop.name}</dd>
          <dt>
            <Trans>Sản phẩm</Trans>
          </dt>
          <dd>{t`${number(row.lineCount)} mẫu · ${number(row.pieceCount)} cái`}</dd>
          <dt>
            <Trans>Tổng tiền</Trans>
          </dt>
          <dd>{vnd(row.totalVnd)}</dd>
          <dt>
            <Trans>Đã trả</Trans>
          </dt>
          <dd>{vnd(row.paidVnd)}</dd>
          <dt>
            <Trans>Ngày tạo</Trans>
          </dt>
          <dd>{dateTime(row.createdAt)}</dd>
        </dl>
      </section>

      {full && (
        <>
          <section className="card" aria-labelledby="staff-order-items">
            <h2 id="staff-order-items">
              <Trans>Sản phẩm</Trans>
            </h2>
            <ul className="staff-order__items">
              {full.items.map((item) => (
                <li key={item.id}>
                  <a href={productUrl({ site: item.site, itemId: item.itemId })} target="_blank" rel="noopener noreferrer">
                    {item.titleVi ?? item.title}
                  </a>{' '}
                  <span>
                    {item.properties.map((p) => p.value).join(' / ')} · {number(item.quantity)} × {cny(item.unitPriceFen)} (≈{' '}
                    {vnd(Math.round((item.unitPriceFen * full.rateVndPerCny) / 100))})
                  </span>
                  {item.quantityBought != null && (
                    <span>
                      {' '}
                      <Trans>
                        · mua được {number(item.quantityBought)} × {cny(item.actualUnitPriceFen ?? item.unitPriceFen)}
                      </Trans>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="staff-order-timeline">
            <h2 id="staff-order-timeline">
              <Trans>Lịch sử đơn</Trans>
            </h2>
            <ol className="staff-order__timeline">
              {full.events.map((event, index) => (
                <li key={index}>
                  <time dateTime={event.at}>{dateTime(event.at)}</time> {i18n._(orderStatusLabels[event.status])}
                  {event.note ? ` — ${event.note}` : ''}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}

      <FormAlert message={done} tone="success" />
      <section aria-labelledby="staff-order-moves">
        <h2 id="staff-order-moves">
          <Trans>Chuyển trạng thái</Trans>
        </h2>
        {moves.length === 0 ? (
          <p>
            <Trans>Đơn đã kết thúc, không còn bước nào.</Trans>
          </p>
        ) : (
          <div className="staff-order__moves">
            {moves.map((to) => (
              <button
                key={to}
                type="button"
                className={`btn btn-small ${chosen === to ? 'btn-primary' : 'btn-secondary'}`}
                aria-pressed={chosen === to}
                onClick={() => {
                  setDone(null);
                  setChosen(to);
                }}
              >
                {i18n._(moveLabel[to])}
              </button>
            ))}
          </div>
        )}
        {chosen && moves.includes(chosen) && (
          <OrderMoveForm
            key={chosen}
            orderId={row.id}
            to={chosen}
            order={full}
            onCancel={() => setChosen(null)}
            onMoved={(moved) => {
              setFull(moved);
              setChosen(null);
              setDone(t`Đã chuyển đơn sang “${i18n._(orderStatusLabels[moved.status])}”.`);
            }}
          />
        )}
      </section>
    </ConsolePage>
  );
}
