import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { CartShopGroup } from '../../../contract/cart';
import { productSiteNames as siteNames } from '../../../contract/productSites';
import { GroupCheckbox } from './GroupCheckbox';

/** One seller's lines (an order is made per shop), with a tick box for all of them. */
export function CartShop({
  group,
  onSelect,
  children,
}: {
  group: CartShopGroup;
  onSelect: (ids: number[], selected: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const shop = group.shop.nameVi ?? group.shop.name;
  return (
    <section className="card cart-shop" aria-labelledby={headingId}>
      <div className="cart-shop__head">
        <GroupCheckbox items={group.items} label={t`Chọn cả shop ${shop}`} labelHidden onSelect={onSelect} className="cart-shop__check" />
        <h3 id={headingId} className="cart-shop__name">
          <span className="cart-shop__site">{siteNames[group.site]}</span> {shop}
        </h3>
      </div>
      <ul className="cart-shop__lines">{children}</ul>
    </section>
  );
}
