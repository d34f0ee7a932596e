import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError as RhfFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './FieldError';
import './form.css';

export type TextFieldProps = {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: RhfFieldError;
  hint?: ReactNode;
  /** Drawn inside the input's box, after it (the password toggle). */
  trailing?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur'>;

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ label, registration, error, hint, trailing, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error?.message ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className={trailing ? 'field__box field__box--trailing' : 'field__box'}>
        <input
          id={id}
          type={type}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
          {...registration}
        />
        {trailing}
      </div>
      <FieldError id={errorId} message={error?.message} />
    </div>
  );
}
