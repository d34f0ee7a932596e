import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { groupByShop, type CartItem } from '../../../contract/cart';
import { OrderLine } from './OrderLine';

/** The selected cart lines grouped by shop, as the orders they will become (one per shop). */
export function ShopGroups({ items }: { items: CartItem[] }) {
  const headingId = useId();
  const groups = groupByShop(items);
  const count = groups.length;
  return (
    <section className="card checkout-shops" aria-labelledby={headingId}>
      <h3 id={headingId} className="checkout-section-title">
        <Trans>Sẽ tạo {count} đơn (mỗi shop một đơn)</Trans>
      </h3>
      {groups.map((group) => (
        <div key={group.key} className="checkout-shop">
          <p className="checkout-shop__name">{group.shop.nameVi ?? group.shop.name}</p>
          <ul className="order-lines">
            {group.items.map((item) => (
              <OrderLine key={item.id} line={item} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
