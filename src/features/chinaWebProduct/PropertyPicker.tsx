import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ProductProperty, Sku } from '../../../contract/products';
import { isAvailable, isSoldOut, type Selection } from './selection';

/**
 * One property (colour, size…) as a group of radio chips. A value no combination has in stock is
 * disabled; one that does not go with the other choices stays pickable (picking it drops them)
 * and says so, rather than trapping the buyer in their first choice.
 */
export function PropertyPicker({
  property,
  index,
  skus,
  selection,
  onChoose,
}: {
  property: ProductProperty;
  index: number;
  skus: ReadonlyArray<Sku>;
  selection: Selection;
  onChoose: (index: number, valueId: string) => void;
}) {
  const { t } = useLingui();
  const name = useId();
  const chosen = selection[index] ?? null;
  const label = property.nameVi ?? property.name;
  const chosenValue = property.values.find((value) => value.id === chosen);
  const chosenName = chosenValue ? (chosenValue.nameVi ?? chosenValue.name) : null;
  return (
    <fieldset className="property">
      <legend className="property__legend">
        <span>{label}</span>
        {property.nameVi && ' '}
        {property.nameVi && (
          <span className="property__original" lang="zh">
            {property.name}
          </span>
        )}
        {chosenName && <span className="property__chosen">: {chosenName}</span>}
      </legend>
      <div className="property__values">
        {property.values.map((value) => {
          const soldOut = isSoldOut({ skus }, index, value.id);
          const available = !soldOut && isAvailable({ skus }, selection, index, value.id);
          const valueName = value.nameVi ?? value.name;
          return (
            <label
              key={value.id}
              className={[
                'property__value',
                soldOut && 'property__value--sold-out',
                !soldOut && !available && 'property__value--unavailable',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <input
                type="radio"
                name={name}
                value={value.id}
                checked={chosen === value.id}
                disabled={soldOut}
                onChange={() => onChoose(index, value.id)}
              />
              {value.imageUrl && (
                <img
                  src={value.imageUrl}
                  alt=""
                  className="property__swatch"
                  referrerPolicy="no-referrer"
                  loading="lazy"
                  width={32}
                  height={32}
                />
              )}
              <span lang={value.nameVi ? undefined : 'zh'}>{valueName}</span>
              {soldOut ? (
                <>
                  {' '}
                  <span className="property__note">{t`Hết hàng`}</span>
                </>
              ) : !available ? (
                <>
                  {' '}
                  <span className="visually-hidden">{t`(không có với lựa chọn hiện tại)`}</span>
                </>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
