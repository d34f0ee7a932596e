import type { ReactNode } from 'react';
import { v } from '../../../contract/validation';
import { FieldFrame } from '../../components/form/FieldFrame';
import { translateValidation } from '../../i18n/validationMessages';
import type { MoveCheck } from './MoveDialog';

type I18n = Parameters<typeof translateValidation>[0];
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };

/** The first problem of a contract schema's check, in words. */
export function problemOf(i18n: I18n, issues: readonly { message: string }[]): string {
  return translateValidation(i18n, issues[0]?.message ?? v.required);
}

/** A contract schema's verdict on a dialog's fields as a move's check: the body (or `pick` of it) to send, or the first problem. */
export function checked<T, B = T>(i18n: I18n, parsed: Parsed<T>, pick?: (data: T) => B): MoveCheck<B> {
  if (!parsed.success) return { problem: problemOf(i18n, parsed.error.issues) };
  return { body: pick ? pick(parsed.data) : (parsed.data as unknown as B) };
}

/** A move's reason or note, as typed, counted against what the server keeps (`max`). */
export function MoveTextField({
  label,
  value,
  onChange,
  max,
  rows,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  max: number;
  /** Lines of a text box; a one-line input without. */
  rows?: number;
}) {
  return (
    <FieldFrame label={label} count={{ length: value.length, max }}>
      {(control) =>
        rows ? (
          <textarea {...control} className="field__input" rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input {...control} className="field__input" value={value} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
        )
      }
    </FieldFrame>
  );
}

/**
 * A one-line value the dialog's check reads as typed: an amount in whole ₫ (`numeric`) or ¥ with
 * a decimal point (`decimal`), or a code (no `inputMode`; never spell-checked).
 */
export function MoveInputField({
  label,
  hint,
  value,
  onChange,
  inputMode,
}: {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'numeric' | 'decimal';
}) {
  return (
    <FieldFrame label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          className="field__input"
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldFrame>
  );
}
