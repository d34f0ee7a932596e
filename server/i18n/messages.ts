import type { ErrorCode } from '../../contract/errors';
import type { ValidationKey } from '../../contract/validation';

/** Everything the server says to a person. One object per language; `vi` is complete. */
export interface Messages {
  errors: Record<ErrorCode, string>;
  validation: Record<ValidationKey, string>;
  /** For zod issues that carry no contract key (wrong type, missing object…). */
  invalidValue: string;
  forgotPasswordAccepted: string;
  /** An amount in VND as people of this language read it (fills `{min}`/`{max}` in messages). */
  formatVnd: (amountVnd: number) => string;
  mail: {
    resetCode: (input: { fullName: string; code: string; minutes: number }) => { subject: string; text: string };
  };
}
