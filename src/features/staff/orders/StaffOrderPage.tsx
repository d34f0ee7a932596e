import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { StaffOrder } from '../../../../contract/orders';
import { productUrl } from '../../../../contract/productLinks';
import { useApi } from '../../../api/ApiProvider';
import { staffOpsKeys, staffOrderQuery } from '../../../api/staffOps';
import { FormAlert } from '../../../components/form/FormAlert';
import { packageStatusLabels } from '../../../i18n/packageStatusLabels';
import { orderStatusLabels } from '../../../i18n/statusLabels';
import { useFormat } from '../../../i18n/useFormat';
import { BackToList, ConsoleDetailPage } from '../ConsoleDetailPage';
import { ConsolePage } from '../ConsolePage';
import { ConsoleCard } from '../ConsoleCard';
import { CustomerLink } from '../CustomerFacts';
import { OrderMoveForm, staffMovesFrom, moveLabel } from './OrderMoveForm';
import { StaffOrderStatus } from './StaffOrderStatus';
import './StaffOrderPage.css';

const backToList = <BackToList to="/staff/orders" />;

/**
 * One order for the purchasing desk (GET /Staff/OrderOrdering/:id), whole from the first load:
 * its items, what the purchase and the seller brought, its parcels and timeline, and its next
 * moves. A move's answer becomes the page's data at once; the move also refreshes the staff lists.
 */
export function StaffOrderPage({ id }: { id: number }) {
  const { t } = useLingui();
  const api = useApi();
  return (
    <ConsoleDetailPage
      options={staffOrderQuery(api, id)}
      id={id}
      list="/staff/orders"
      notFoundTitle={<Trans>Không tìm thấy đơn</Trans>}
      notFound={
        <Trans>
          Không có đơn mua hộ nào ở địa chỉ này. Tìm đơn trong <Link to="/staff/orders">danh sách đơn mua hộ</Link>.
        </Trans>
      }
      title={<Trans>Đơn mua hộ</Trans>}
      loading={t`Đang tải đơn…`}
    >
      {(order) => <OrderDetail order={order} />}
    </ConsoleDetailPage>
  );
}

function OrderDetail({ order }: { order: StaffOrder }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ReturnType<typeof staffMovesFrom>[number] | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const moves = staffMovesFrom(order.status);
  return (
    <ConsolePage title={<Trans>Đơn {order.code}</Trans>} actions={backToList}>
      <OrderFacts order={order} />
      <OrderItems order={order} />
      <OrderPackages order={order} />
      <ConsoleCard title={<Trans>Lịch sử đơn</Trans>}>
        <OrderTimeline order={order} />
      </ConsoleCard>

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
            to={chosen}
            order={order}
            onCancel={() => setChosen(null)}
            onMoved={(moved) => {
              // The move answers the order alone; whose it is stays what the page read.
              queryClient.setQueryData<StaffOrder>(staffOpsKeys.order(order.id), (old) =>
                old ? { ...moved, userId: old.userId, customerCode: old.customerCode } : old,
              );
              setChosen(null);
              setDone(t`Đã chuyển đơn sang “${i18n._(orderStatusLabels[moved.status])}”.`);
            }}
          />
        )}
      </section>
    </ConsolePage>
  );
}

/** Whose order, its figures, and what the purchase and the seller brought (invoice codes, China shipping, tracking codes). */
function OrderFacts({ order }: { order: StaffOrder }) {
  const { t } = useLingui();
  const { vnd, dateTime, number } = useFormat();
  const domesticShipping = order.feeLines.find((line) => line.kind === 'domesticShipping');
  return (
    <section className="card staff-order__summary" aria-label={t`Tóm tắt đơn`}>
      <StaffOrderStatus status={order.status} />
      <dl>
        <dt>
          <Trans>Khách hàng</Trans>
        </dt>
        <dd>
          <CustomerLink userId={order.userId} customerCode={order.customerCode} />
        </dd>
        <dt>
          <Trans>Shop</Trans>
        </dt>
        <dd>{order.shop.name}</dd>
        <dt>
          <Trans>Sản phẩm</Trans>
        </dt>
        <dd>{t`${number(order.lineCount)} mẫu · ${number(order.pieceCount)} cái`}</dd>
        <dt>
          <Trans>Tổng tiền</Trans>
        </dt>
        <dd>{vnd(order.totalVnd)}</dd>
        <dt>
          <Trans>Đã trả</Trans>
        </dt>
        <dd>{vnd(order.paidVnd)}</dd>
        <dt>
          <Trans>Còn phải trả</Trans>
        </dt>
        <dd>{vnd(order.remainingVnd)}</dd>
        <dt>
          <Trans>Ngày tạo</Trans>
        </dt>
        <dd>{dateTime(order.createdAt)}</dd>
        {order.invoiceCodes.length > 0 && (
          <>
            <dt>
              <Trans>Mã hóa đơn của người bán</Trans>
            </dt>
            <dd>{order.invoiceCodes.join(', ')}</dd>
          </>
        )}
        {domesticShipping && (
          <>
            <dt>
              <Trans>Phí ship nội địa Trung Quốc</Trans>
            </dt>
            <dd>{vnd(domesticShipping.amountVnd)}</dd>
          </>
        )}
        {order.trackingCodes.length > 0 && (
          <>
            <dt>
              <Trans>Mã vận đơn</Trans>
            </dt>
            <dd>{order.trackingCodes.join(', ')}</dd>
          </>
        )}
        {order.note && (
          <>
            <dt>
              <Trans>Ghi chú của khách</Trans>
            </dt>
            <dd>{order.note}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** Each item linked to its page on the shopping site, with what was ordered and what was bought. */
function OrderItems({ order }: { order: StaffOrder }) {
  const { vnd, cny, number } = useFormat();
  return (
    <ConsoleCard title={<Trans>Sản phẩm</Trans>}>
      <ul className="staff-order__items">
        {order.items.map((item) => (
          <li key={item.id}>
            <a href={productUrl({ site: item.site, itemId: item.itemId })} target="_blank" rel="noopener noreferrer">
              {item.titleVi ?? item.title}
            </a>{' '}
            <span>
              {item.properties.map((p) => p.value).join(' / ')} · {number(item.quantity)} × {cny(item.unitPriceFen)} (≈{' '}
              {vnd(Math.round((item.unitPriceFen * order.rateVndPerCny) / 100))})
            </span>
            {item.quantityBought != null && (
              <span>
                {' '}
                <Trans>
                  · mua được {number(item.quantityBought)} × {cny(item.actualUnitPriceFen ?? item.unitPriceFen)}
                </Trans>
              </span>
            )}
            {item.note && <span className="muted"> — {item.note}</span>}
          </li>
        ))}
      </ul>
    </ConsoleCard>
  );
}

function OrderPackages({ order }: { order: StaffOrder }) {
  const { i18n } = useLingui();
  const { number } = useFormat();
  if (order.packages.length === 0) return null;
  return (
    <ConsoleCard title={<Trans>Kiện hàng</Trans>}>
      <ul className="staff-order__items">
        {order.packages.map((p) => (
          <li key={p.id}>
            {p.code}
            {p.trackingCode ? ` (${p.trackingCode})` : ''} · {number(p.chargeableGrams / 1000)} kg · {i18n._(packageStatusLabels[p.status])}
          </li>
        ))}
      </ul>
    </ConsoleCard>
  );
}

function OrderTimeline({ order }: { order: StaffOrder }) {
  const { i18n } = useLingui();
  const { dateTime } = useFormat();
  return (
    <ol className="staff-order__timeline">
      {order.events.map((event, index) => (
        <li key={index}>
          <time dateTime={event.at}>{dateTime(event.at)}</time> {i18n._(orderStatusLabels[event.status])}
          {event.note ? ` — ${event.note}` : ''}
        </li>
      ))}
    </ol>
  );
}
