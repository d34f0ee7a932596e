import { Trans, useLingui } from '@lingui/react/macro';
import { productUrl } from '../../../../contract/productLinks';
import type { StaffTaobaoIntOrder, TaobaoIntLine, TaobaoIntPurchase } from '../../../../contract/taobaoIntOrders';
import { CardSection } from '../../../components/CardSection';
import { purchaseStateLabels } from '../../../components/taobaoGlobal/labels';
import { TaobaoIntRefundBadge } from '../../../components/taobaoGlobal/TaobaoIntStatusBadge';
import { useFormat } from '../../../i18n/useFormat';
import '../ConsoleFacts.css';

/**
 * The platform's purchase orders (one per seller) with the goods each holds as sub-orders, its
 * state there, its ¥ and its tracking codes. Goods the platform has not made a purchase order for
 * yet stand apart under their seller.
 */
export function TaobaoIntPurchases({ order }: { order: StaffTaobaoIntOrder }) {
  const { t } = useLingui();
  const unplaced = order.lines.filter((line) => line.purchaseId === null);
  return (
    <CardSection title={<Trans>Đơn mua trên Taobao quốc tế</Trans>} className="staff-tbg__purchase-list" titleClassName="staff-tbg__title">
      <ul className="staff-tbg__purchases">
        {order.purchases.map((purchase) => (
          <li key={purchase.purchaseId} className="staff-tbg__purchase">
            <PurchaseHead purchase={purchase} />
            <Lines lines={order.lines.filter((line) => line.purchaseId === purchase.purchaseId)} />
          </li>
        ))}
        {unplaced.length > 0 && (
          <li className="staff-tbg__purchase">
            <p className="staff-tbg__purchase-head">
              <strong>{t`Chưa có đơn mua trên Taobao quốc tế`}</strong>
            </p>
            <Lines lines={unplaced} />
          </li>
        )}
      </ul>
    </CardSection>
  );
}

function PurchaseHead({ purchase }: { purchase: TaobaoIntPurchase }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const id = purchase.purchaseId;
  const goods = format.cny(purchase.goodsFen);
  const shipping = format.cny(purchase.domesticShippingFen);
  // A state the platform added later is shown as it came.
  const state = purchase.state ? i18n._(purchaseStateLabels[purchase.state]) : purchase.platformState;
  return (
    <>
      <p className="staff-tbg__purchase-head">
        <strong>
          <bdi>{purchase.supplier}</bdi>
        </strong>
        <span>{state}</span>
      </p>
      <p className="muted">
        {t`Mã đơn mua ${id}`} ·{' '}
        <Trans>
          Tiền hàng {goods} · ship nội địa {shipping}
        </Trans>
      </p>
      {purchase.trackingCodes.length > 0 && (
        <ul className="console-chips" aria-label={t`Mã vận đơn của đơn mua ${id}`}>
          {purchase.trackingCodes.map((code) => (
            <li key={code.code}>
              <strong>{code.code}</strong>
              {code.carrier && <> · {code.carrier}</>}
              {code.shippedAt && (
                <>
                  {' '}
                  · <time dateTime={code.shippedAt}>{format.dateTime(code.shippedAt)}</time>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Each sub-order: the goods linked to their page, what was bought at what price, and its refund. */
function Lines({ lines }: { lines: TaobaoIntLine[] }) {
  const format = useFormat();
  return (
    <ul className="staff-tbg__lines">
      {lines.map((line) => {
        const quantity = format.number(line.quantity);
        const unit = format.cny(line.unitPriceFen);
        const subOrder = line.subOrderId;
        return (
          <li key={line.id} className="staff-tbg__line">
            <img src={line.imageUrl} alt="" width={48} height={48} loading="lazy" referrerPolicy="no-referrer" />
            <div>
              <a href={productUrl({ site: line.site, itemId: line.itemId })} target="_blank" rel="noopener noreferrer">
                <bdi>{line.titleVi ?? line.title}</bdi>
              </a>
              {line.properties.length > 0 && (
                <p className="muted">{line.properties.map((property) => property.valueVi ?? property.value).join(' / ')}</p>
              )}
              <p>
                {quantity} × {unit} = <strong>{format.cny(line.amountFen)}</strong>
              </p>
              {subOrder && (
                <p className="muted">
                  <Trans>Mã đơn con {subOrder}</Trans>
                </p>
              )}
              {line.refund && <TaobaoIntRefundBadge status={line.refund.status} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
