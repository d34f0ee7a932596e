import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldError as RhfFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';

export type SelectFieldProps = {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: RhfFieldError;
  hint?: ReactNode;
  children: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'children'>;

/** A labelled native select (the phone's own picker), laid out like every other field. */
export function SelectField({ label, registration, error, hint, children, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error?.message} invalid={Boolean(error)}>
      {(control) => (
        <select className={className ? `field__input ${className}` : 'field__input'} {...control} {...select} {...registration}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
