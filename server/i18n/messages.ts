import type { ErrorCode } from '../../contract/errors';
import type { ValidationKey } from '../../contract/validation';

/** Everything the server says to a person. One object per language; `vi` is complete. */
export interface Messages {
  errors: Record<ErrorCode, string>;
  validation: Record<ValidationKey, string>;
  /** For zod issues that carry no contract key (wrong type, missing object…). */
  invalidValue: string;
  forgotPasswordAccepted: string;
  mail: {
    resetCode: (input: { fullName: string; code: string; minutes: number }) => { subject: string; text: string };
  };
}
