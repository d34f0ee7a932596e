import type { ErrorCode } from '../../contract/errors';
import type { ValidationKey } from '../../contract/validation';
import type { WaitUnit } from '../../contract/wait';

/** Everything the server says to a person. One object per language; `vi` is complete. */
export interface Messages {
  errors: Record<ErrorCode, string>;
  validation: Record<ValidationKey, string>;
  /** For zod issues that carry no contract key (wrong type, missing object…). */
  invalidValue: string;
  forgotPasswordAccepted: string;
  /** The too-many-requests message with the real wait (Retry-After) in it. */
  tryAgainIn: (wait: { count: number; unit: WaitUnit }) => string;
  /** An amount in VND as people of this language read it (fills `{min}`/`{max}` in messages). */
  formatVnd: (amountVnd: number) => string;
  /** An amount in fen as ¥ (fills `{…Fen}` placeholders, e.g. `{maxFen}`). */
  formatCny: (amountFen: number) => string;
  /** A count (fills `{…Count}` placeholders, e.g. `{maxCount}`). */
  formatCount: (count: number) => string;
  /** A day as people of this language write it, on Vietnam's calendar (fills `{…On}` in messages). */
  formatDate: (at: Date) => string;
  mail: {
    resetCode: (input: { fullName: string; code: string; minutes: number }) => { subject: string; text: string };
  };
}
