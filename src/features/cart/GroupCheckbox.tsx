import { useEffect, useRef } from 'react';
import type { CartItem } from '../../../contract/cart';

/**
 * A tick box for many lines (a shop's, or the whole cart's): ticked when all are selected, mixed
 * when some are; ticking it selects all of them, unticking clears all.
 */
type Props = {
  items: readonly CartItem[];
  label: string;
  /** The label is read, not shown, where the text beside the box already says it (the shop's name). */
  labelHidden?: boolean;
  onSelect: (ids: number[], selected: boolean) => void;
  className?: string;
};

export function GroupCheckbox({ items, label, labelHidden = false, onSelect, className }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  const chosen = items.filter((item) => item.selected).length;
  const all = items.length > 0 && chosen === items.length;
  const some = chosen > 0 && !all;
  // `indeterminate` has no attribute: it is set on the element.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <label className={className ? `cart-check ${className}` : 'cart-check'}>
      <input
        ref={ref}
        type="checkbox"
        checked={all}
        aria-checked={some ? 'mixed' : all}
        onChange={() =>
          onSelect(
            items.map((item) => item.id),
            !all,
          )
        }
      />
      <span className={labelHidden ? 'visually-hidden' : undefined}>{label}</span>
    </label>
  );
}
