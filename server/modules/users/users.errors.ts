import { violatedUniqueConstraint } from '../../db/errors';
import { AppError, errors } from '../../errors';

/** What an agency calls its customers is unique within the agency (contract/agency.ts): a users index. */
export const agencyCodeTaken = () => new AppError(409, 'agency-code-taken');

/** Unique indexes of `users` (server/db/schema.ts) and the answer each one means. */
const conflicts: Record<string, () => AppError> = {
  users_user_name_key: errors.userNameInUse,
  users_email_key: errors.emailInUse,
  users_phone_key: errors.phoneInUse,
  users_agency_code_key: agencyCodeTaken,
};

/**
 * Duplicates are found by the database, not by a look-up first: two registrations racing for the
 * same name cannot both pass. Returns the 409 to throw, or undefined when `error` is not one.
 */
export function userConflict(error: unknown): AppError | undefined {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === undefined) return undefined;
  return conflicts[constraint]?.() ?? errors.conflict();
}

export const isCustomerCodeClash = (error: unknown) => violatedUniqueConstraint(error) === 'users_customer_code_key';
