import type { ReactNode } from 'react';
import { pobReasonRequestSchema, POB_TEXT_MAX } from '../../../../contract/orderPob';
import type { MoveCheck } from '../MoveDialog';
import { checked, MoveInputField, MoveTextField } from '../moveFields';

type I18n = Parameters<typeof checked>[0];

/** A reason the customer will read (a refusal, a refund): `missing` when empty, else the contract's limits. */
export function reasonCheck(i18n: I18n, reason: string, missing: string): MoveCheck<string> {
  if (!reason.trim()) return { problem: missing };
  return checked(i18n, pobReasonRequestSchema.safeParse({ reason }), (data) => data.reason);
}

/** A pay-on-behalf move's reason or note, within what the server keeps. */
export function PobTextField(props: { label: ReactNode; value: string; onChange: (value: string) => void; rows?: number }) {
  return <MoveTextField {...props} max={POB_TEXT_MAX} />;
}

/** An amount in ¥ as typed (`12,5` or `12.5`); the dialog reads it with yuanToFen. */
export function YuanField(props: { label: ReactNode; hint?: ReactNode; value: string; onChange: (value: string) => void }) {
  return <MoveInputField {...props} inputMode="decimal" />;
}
