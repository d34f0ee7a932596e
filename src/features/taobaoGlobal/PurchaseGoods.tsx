import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TaobaoIntLine, TaobaoIntOrder, TaobaoIntPurchase } from '../../../contract/taobaoIntOrders';
import { CardSection } from '../../components/CardSection';
import { CopyButton } from '../../components/CopyButton';
import { useFormat } from '../../i18n/useFormat';
import { userText } from '../../i18n/userText';
import { purchaseStateLabels } from '../../components/taobaoGlobal/labels';
import { LineRefund } from './LineRefund';
import { TaobaoIntGoodsLine } from './TaobaoIntGoodsLine';

/** One seller's part of the order: its purchase order on the platform once made, and its lines (sub-orders). */
type SellerPart = { key: string; supplier: string; purchase: TaobaoIntPurchase | undefined; lines: TaobaoIntLine[] };

/** Lines by the purchase order they were bought in, or by seller while none is made yet. */
function partsOf(order: TaobaoIntOrder): SellerPart[] {
  const parts = new Map<string, SellerPart>();
  for (const line of order.lines) {
    const key = line.purchaseId ?? `seller:${line.supplier}`;
    const part = parts.get(key) ?? {
      key,
      supplier: line.supplier,
      purchase: order.purchases.find((purchase) => purchase.purchaseId === line.purchaseId),
      lines: [],
    };
    part.lines.push(line);
    parts.set(key, part);
  }
  return [...parts.values()];
}

/**
 * The goods, per seller as the platform split them, each line a sub-order with its own refund:
 * the seller's purchase order, its state and tracking codes, then its lines.
 */
export function PurchaseGoods({ order }: { order: TaobaoIntOrder }) {
  const notPaidYet = order.status === 'awaitingPayment' || order.status === 'paying';
  return (
    <CardSection className="tbg-section" titleClassName="tbg-section__title" title={<Trans>Hàng hóa</Trans>}>
      {notPaidYet && (
        <p className="muted">
          <Trans>Bạn có thể yêu cầu hoàn tiền từng sản phẩm sau khi Taobao quốc tế xác nhận thanh toán.</Trans>
        </p>
      )}
      {partsOf(order).map((part) => (
        <SellerGoods key={part.key} part={part} order={order} />
      ))}
    </CardSection>
  );
}

function SellerGoods({ part, order }: { part: SellerPart; order: TaobaoIntOrder }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const seller = userText(part.supplier);
  const sellerName = part.supplier;
  const { purchase } = part;
  const state = purchase ? (purchase.state ? i18n._(purchaseStateLabels[purchase.state]) : purchase.platformState) : null;
  const goods = purchase ? format.cny(purchase.goodsFen) : '';
  const shipping = purchase ? format.cny(purchase.domesticShippingFen) : '';
  return (
    <section className="tbg-seller" aria-labelledby={headingId}>
      <div className="tbg-seller__head">
        <h3 id={headingId} className="tbg-seller__name">
          <Trans>Người bán: {seller}</Trans>
        </h3>
        {state && <span className="tbg-seller__state">{state}</span>}
      </div>
      {purchase && (
        <p className="muted">
          <Trans>
            Tiền hàng {goods} · Vận chuyển nội địa {shipping}
          </Trans>
        </p>
      )}
      {purchase && purchase.trackingCodes.length > 0 && (
        <ul className="tbg-codes" aria-label={t`Mã vận đơn của người bán ${sellerName}`}>
          {purchase.trackingCodes.map((tracking) => {
            const code = tracking.code;
            const carrier = tracking.carrier;
            const shippedAt = tracking.shippedAt ? format.dateTime(tracking.shippedAt) : null;
            return (
              <li key={code} className="tbg-code">
                <span>
                  <span className="muted">
                    <Trans>Mã vận đơn</Trans>
                  </span>{' '}
                  <strong className="tbg-code__value">{code}</strong>
                  {carrier && <span className="muted"> · {carrier}</span>}
                  {shippedAt && (
                    <span className="muted">
                      {' '}
                      · <Trans>gửi {shippedAt}</Trans>
                    </span>
                  )}
                </span>
                <CopyButton value={code} label={t`mã vận đơn ${code}`} />
              </li>
            );
          })}
        </ul>
      )}
      <ul className="tbg-lines">
        {part.lines.map((line) => (
          <TaobaoIntGoodsLine key={line.id} line={line}>
            <LineRefund orderId={order.id} orderStatus={order.status} line={line} />
          </TaobaoIntGoodsLine>
        ))}
      </ul>
    </section>
  );
}
