import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import type { ReactNode } from 'react';
import { TextField } from '../../components/form/TextField';

/** A customer's code, typed as written: capitals, no autofill, no spelling fixes; the contract allows 20 characters. */
export function CodeField({
  label,
  hint,
  registration,
  error,
}: {
  label: ReactNode;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  return (
    <TextField
      label={label}
      hint={hint}
      registration={registration}
      error={error}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={20}
    />
  );
}
