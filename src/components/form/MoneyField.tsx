import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
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

/** More digits would pass 2^53, where a JavaScript number stops being exact. */
const MAX_DIGITS = 15;

/**
 * An amount of đồng typed with digits only and shown grouped as the person's language writes
 * it ("1.000.000"). The form holds a whole number, or null while the box is empty, so the
 * schema (not the input) decides what is missing or out of range.
 *
 * A change that is not a plain amount ("-100000", "1e9", a decimal part) is not taken: the box keeps its
 * number and says why, because dropping the other characters would turn it into a different
 * amount without telling anyone. Spaces, the language's group separator and "₫" may be pasted.
 */
export function MoneyField<T extends FieldValues>({ label, name, control, hint, unit = '₫', autoFocus }: MoneyFieldProps<T>) {
  const { t } = useLingui();
  const format = useFormat();
  const { field, fieldState } = useController({ name, control });
  const [refusal, setRefusal] = useState<string | null>(null);
  const groupSeparator = format.number(1000).replace(/\d/g, '');
  const value = typeof field.value === 'number' && Number.isFinite(field.value) ? format.number(field.value) : '';
  const trailing = (
    <span className="field__unit" aria-hidden="true">
      {unit}
    </span>
  );
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={refusal ?? fieldState.error?.message}
      invalid={Boolean(refusal ?? fieldState.error)}
      trailing={trailing}
    >
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
            const text = event.target.value.replace(/[\s₫]/gu, '').split(groupSeparator).join('');
            if (!/^\d*$/.test(text)) return setRefusal(t`Chỉ nhập chữ số, không dấu trừ, dấu phẩy hay chữ cái.`);
            if (text.length > MAX_DIGITS) return setRefusal(t`Số tiền quá lớn.`);
            setRefusal(null);
            field.onChange(text === '' ? null : Number(text));
          }}
        />
      )}
    </FieldFrame>
  );
}
