import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { FieldError } from '../../components/form/FieldError';
import { parseQuantity } from './selection';

/**
 * Quantity with − and + buttons and a box to type into. Bounds come from the seller's minimum and
 * the stock; a typed number outside them stays as typed, with the reason under the box.
 */
export function QuantityStepper({
  value,
  onChange,
  min,
  max,
  error,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  min: number;
  /** Null while the stock is not known (properties not chosen yet). */
  max: number | null;
  error: string | null;
  hint?: ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  const quantity = parseQuantity(value);
  const step = (delta: number) => {
    const base = quantity ?? min;
    const next = Math.max(min, max === null ? base + delta : Math.min(max, base + delta));
    onChange(String(next));
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field quantity">
      <label className="field__label" htmlFor={id}>
        {t`Số lượng`}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className="quantity__box">
        <button type="button" className="quantity__step" onClick={() => step(-1)} disabled={quantity !== null && quantity <= min} aria-label={t`Giảm số lượng`} aria-controls={id}>
          −
        </button>
        <input
          id={id}
          className="field__input quantity__input"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/[^\d]/g, '').slice(0, 6))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="quantity__step"
          onClick={() => step(1)}
          disabled={max !== null && quantity !== null && quantity >= max}
          aria-label={t`Tăng số lượng`}
          aria-controls={id}
        >
          +
        </button>
      </div>
      <FieldError id={errorId} message={error ?? undefined} />
    </div>
  );
}
