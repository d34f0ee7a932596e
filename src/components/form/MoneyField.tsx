import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormat } from '../../i18n/useFormat';
import { FieldFrame } from './FieldFrame';

export type MoneyFieldProps<T extends FieldValues> = {
  label: ReactNode;
  name: FieldPath<T>;
  control: Control<T>;
  hint?: ReactNode;
  /** Shown after the number inside the box; "₫" by default. */
  unit?: ReactNode;
  autoFocus?: boolean;
};

/**
 * An amount of đồng typed with digits only and shown grouped as the person's language writes
 * it ("1.000.000"). The form holds a whole number, or null while the box is empty, so the
 * schema (not the input) decides what is missing or out of range.
 */
export function MoneyField<T extends FieldValues>({ label, name, control, hint, unit = '₫', autoFocus }: MoneyFieldProps<T>) {
  const format = useFormat();
  const { field, fieldState } = useController({ name, control });
  const value = typeof field.value === 'number' && Number.isFinite(field.value) ? format.number(field.value) : '';
  const trailing = (
    <span className="field__unit" aria-hidden="true">
      {unit}
    </span>
  );
  return (
    <FieldFrame label={label} hint={hint} error={fieldState.error?.message} invalid={Boolean(fieldState.error)} trailing={trailing}>
      {(controlProps) => (
        <input
          {...controlProps}
          ref={field.ref}
          name={field.name}
          className="field__input field__input--money"
          inputMode="numeric"
          autoComplete="off"
          autoFocus={autoFocus}
          value={value}
          onBlur={field.onBlur}
          onChange={(event) => {
            // Digits only: separators, spaces and a pasted "₫" fall away; 15 digits stay below 2^53.
            const digits = event.target.value.replace(/\D/g, '').slice(0, 15);
            field.onChange(digits === '' ? null : Number(digits));
          }}
        />
      )}
    </FieldFrame>
  );
}
