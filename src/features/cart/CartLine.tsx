import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MAX_LINE_QUANTITY, type CartItem } from '../../../contract/cart';
import { fenToVnd } from '../../../contract/fees';
import { parseQuantity, QuantityStepper } from '../../components/QuantityStepper';
import { useFormat } from '../../i18n/useFormat';
import { CartNote } from './CartNote';

type Props = {
  /** The line as shown: a quantity being saved is already laid over it. */
  item: CartItem;
  rateVndPerCny: number | undefined;
  /** Why the last quantity change was undone. */
  quantityError: string | undefined;
  onQuantity: (item: CartItem, quantity: number) => void;
  onQuantityInvalid: (id: number) => void;
  onSelect: (item: CartItem, selected: boolean) => void;
  onRemove: (item: CartItem) => void;
};

/** One cart line: tick box, photo, titles, chosen properties, price, quantity, note, remove. */
export function CartLine({ item, rateVndPerCny, quantityError, onQuantity, onQuantityInvalid, onSelect, onRemove }: Props) {
  const { t } = useLingui();
  const format = useFormat();
  // What the box holds while it cannot be sent (empty, under the minimum); null shows the line's quantity.
  const [typed, setTyped] = useState<string | null>(null);
  const title = item.titleVi ?? item.title;
  const min = Math.max(1, item.minQuantity);
  const typedProblem =
    typed === null ? null : parseQuantity(typed) === null ? t`Nhập số lượng từ ${min} đến 9.999` : t`Người bán chỉ nhận từ ${min} sản phẩm`;

  const onQuantityText = (text: string) => {
    const quantity = parseQuantity(text);
    if (quantity !== null && quantity >= min && quantity <= MAX_LINE_QUANTITY) {
      setTyped(null);
      if (quantity !== item.quantity) onQuantity(item, quantity);
    } else {
      setTyped(text);
      onQuantityInvalid(item.id);
    }
  };

  return (
    <li className="cart-line">
      {/* The label makes the whole 44px square the tap target of the small box. */}
      <label className="cart-line__select">
        <input
          type="checkbox"
          checked={item.selected}
          onChange={(event) => onSelect(item, event.target.checked)}
          aria-label={t`Chọn ${title}`}
        />
      </label>
      <img className="cart-line__image" src={item.imageUrl} alt="" width={80} height={80} loading="lazy" referrerPolicy="no-referrer" />
      <div className="cart-line__body">
        <h4 className="cart-line__title" lang={item.titleVi ? undefined : 'zh'}>
          {title}
        </h4>
        {item.properties.length > 0 && (
          <p className="cart-line__properties">
            {item.properties.map((p) => `${p.nameVi ?? p.name}: ${p.valueVi ?? p.value}`).join(' · ')}
          </p>
        )}
        <p className="cart-line__price">
          <span className="cart-line__cny">{format.cny(item.unitPriceFen)}</span>
          {rateVndPerCny !== undefined && (
            <span className="cart-line__vnd"> ≈ {format.vnd(fenToVnd(item.unitPriceFen, rateVndPerCny))}</span>
          )}
          <span className="visually-hidden">
            {' '}
            <Trans>mỗi sản phẩm</Trans>
          </span>
        </p>
        <QuantityStepper
          value={typed ?? String(item.quantity)}
          onChange={onQuantityText}
          onBlur={() => setTyped(null)}
          min={min}
          max={MAX_LINE_QUANTITY}
          of={title}
          error={typedProblem ?? quantityError ?? null}
          hint={min > 1 ? <Trans>Tối thiểu {min} sản phẩm</Trans> : undefined}
        />
        <CartNote item={item} title={title} />
        <button
          type="button"
          className="btn btn-secondary cart-line__remove"
          onClick={() => onRemove(item)}
          aria-label={t`Xóa ${title} khỏi giỏ hàng`}
        >
          <Trans>Xóa</Trans>
        </button>
      </div>
    </li>
  );
}
