import { Trans } from '@lingui/react/macro';
import type { OrderItem } from '../../../contract/orders';
import { CardSection } from '../../components/CardSection';
import { useFormat } from '../../i18n/useFormat';
import { OrderLine } from './OrderLine';

/** The order's lines: what was ordered, and once bought, how many the seller sold and at what price. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const format = useFormat();
  return (
    <CardSection className="order-section" titleClassName="checkout-section-title" title={<Trans>Sản phẩm</Trans>}>
      <ul className="order-lines">
        {items.map((item) => {
          const ordered = format.number(item.quantity);
          const bought = item.quantityBought === null ? null : format.number(item.quantityBought);
          const price = format.cny(item.unitPriceFen);
          const actualPrice =
            item.actualUnitPriceFen !== null && item.actualUnitPriceFen !== item.unitPriceFen ? format.cny(item.actualUnitPriceFen) : null;
          const short = item.quantityBought !== null && item.quantityBought < item.quantity;
          return (
            <OrderLine key={item.id} line={item}>
              <p className="muted">
                <Trans>
                  Đặt {ordered} × {price}
                </Trans>
                {actualPrice && (
                  <>
                    {' · '}
                    <Trans>giá mua thực {actualPrice}</Trans>
                  </>
                )}
              </p>
              {bought !== null && (
                <p className={short ? 'order-line__short' : 'muted'}>
                  <Trans>Đã mua {bought}</Trans>
                </p>
              )}
              {item.note && <p className="muted">{item.note}</p>}
            </OrderLine>
          );
        })}
      </ul>
    </CardSection>
  );
}
