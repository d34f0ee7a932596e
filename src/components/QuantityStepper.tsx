import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FieldFrame } from './form/FieldFrame';
import './QuantityStepper.css';

/** A typed quantity: digits only (1–6 of them), else null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Quantity with − and + buttons and a box to type into. Bounds come from the seller's minimum and
 * the stock (or the cart's limit); a typed number outside them stays as typed, with the reason
 * under the box. `of` names the thing counted, for screen readers in a list of steppers (the cart).
 */
export function QuantityStepper({
  value,
  onChange,
  min,
  max,
  error,
  hint,
  of,
  onBlur,
}: {
  value: string;
  onChange: (value: string) => void;
  min: number;
  /** Null while the stock is not known (properties not chosen yet). */
  max: number | null;
  error: string | null;
  hint?: ReactNode;
  /** What is counted ("Áo khoác nữ"): added to the accessible names when several steppers share a page. */
  of?: string;
  onBlur?: () => void;
}) {
  const { t } = useLingui();
  const quantity = parseQuantity(value);
  const step = (delta: number) => {
    const base = quantity ?? min;
    const next = Math.max(min, max === null ? base + delta : Math.min(max, base + delta));
    onChange(String(next));
  };
  const label = t`Số lượng`;
  const named = (text: string) => (of ? `${text}: ${of}` : text);
  return (
    <FieldFrame label={label} hint={hint} error={error ?? undefined} className="quantity" boxClassName="quantity__box">
      {(control) => (
        <>
          <button
            type="button"
            className="quantity__step"
            onClick={() => step(-1)}
            disabled={quantity !== null && quantity <= min}
            aria-label={named(t`Giảm số lượng`)}
            aria-controls={control.id}
          >
            −
          </button>
          <input
            {...control}
            className="field__input quantity__input"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={value}
            // As typed: "-5" or "1e3" stays in the box with the reason under it, never read as 5 or 13.
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            aria-label={of ? named(label) : undefined}
          />
          <button
            type="button"
            className="quantity__step"
            onClick={() => step(1)}
            disabled={max !== null && quantity !== null && quantity >= max}
            aria-label={named(t`Tăng số lượng`)}
            aria-controls={control.id}
          >
            +
          </button>
        </>
      )}
    </FieldFrame>
  );
}
