import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldError as RhfFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';

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
  return (
    <FieldFrame label={label} hint={hint} error={error?.message} invalid={Boolean(error)} trailing={trailing}>
      {(control) => <input type={type} className="field__input" {...control} {...input} {...registration} />}
    </FieldFrame>
  );
}
