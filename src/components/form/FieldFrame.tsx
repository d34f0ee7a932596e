import { useId, type ReactNode } from 'react';
import { CharCount } from './CharCount';
import { FieldError } from './FieldError';
import './form.css';

/** What the control inside a FieldFrame needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldFrameProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** The error's message (a contract key or text); `invalid` alone marks the control without one. */
  error?: string;
  invalid?: boolean;
  /** Drawn inside the control's box, after it (a password toggle, a unit). */
  trailing?: ReactNode;
  /**
   * What is typed against the field's limit, shown as "180/200" under the box. A screen reader
   * hears it with the field once the text is over the limit, not on every visit.
   */
  count?: { length: number; max: number };
  /** Added to the field's own class, for a field with a look of its own (the quantity stepper). */
  className?: string;
  /** In place of the box's own class, for controls that draw their own box (− input +). */
  boxClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The one layout of every form field: label, hint, the control in its box, the error. The hint
 * and error are tied to the control with aria-describedby, so a screen reader reads them with it.
 */
export function FieldFrame({
  label,
  hint,
  error,
  invalid = Boolean(error),
  trailing,
  count,
  className,
  boxClassName,
  children,
}: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const over = count !== undefined && count.length > count.max;
  const describedBy = [hint ? hintId : null, error ? errorId : null, over ? countId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className={boxClassName ?? (trailing ? 'field__box field__box--trailing' : 'field__box')}>
        {children({ id, 'aria-invalid': invalid || over ? true : undefined, 'aria-describedby': describedBy })}
        {trailing}
      </div>
      {count && <CharCount id={countId} length={count.length} max={count.max} />}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
