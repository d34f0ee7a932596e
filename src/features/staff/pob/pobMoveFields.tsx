import type { ReactNode } from 'react';
import { pobReasonRequestSchema, POB_TEXT_MAX } from '../../../../contract/orderPob';
import { v } from '../../../../contract/validation';
import { FieldFrame } from '../../../components/form/FieldFrame';
import { translateValidation } from '../../../i18n/validationMessages';
import type { MoveCheck } from '../MoveDialog';

type I18n = Parameters<typeof translateValidation>[0];

/** The first problem of a contract schema's check, in words. */
export function problemOf(i18n: I18n, issues: readonly { message: string }[]): string {
  return translateValidation(i18n, issues[0]?.message ?? v.required);
}

/** A reason the customer will read (a refusal, a refund): `missing` when empty, else the contract's limits. */
export function reasonCheck(i18n: I18n, reason: string, missing: string): MoveCheck<string> {
  if (!reason.trim()) return { problem: missing };
  const parsed = pobReasonRequestSchema.safeParse({ reason });
  return parsed.success ? { body: parsed.data.reason } : { problem: problemOf(i18n, parsed.error.issues) };
}

/** A move's reason or note, as typed, counted against what the server keeps. */
export function PobTextField({
  label,
  value,
  onChange,
  rows,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Lines of a text box; a one-line input without. */
  rows?: number;
}) {
  return (
    <FieldFrame label={label} count={{ length: value.length, max: POB_TEXT_MAX }}>
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

/** An amount in ¥ as typed (`12,5` or `12.5`); the dialog reads it with yuanToFen. */
export function YuanField({
  label,
  hint,
  value,
  onChange,
}: {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FieldFrame label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          className="field__input"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldFrame>
  );
}
