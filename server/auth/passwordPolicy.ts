import { createRequire } from 'node:module';

type PasswordList = { test(password: string): boolean };
let commonPasswords: PasswordList | undefined;
/** The list decodes itself when loaded: at the first password checked, not at every start. */
const commonPasswordList = (): PasswordList =>
  (commonPasswords ??= createRequire(import.meta.url)('fxa-common-password-list') as PasswordList);

/**
 * NIST 800-63B: length (checked by the contract's schema) plus a block-list, no composition rules.
 * The list is Mozilla's top common passwords of 8+ characters; a password equal to the account's
 * own user name, email or phone is refused for the same reason.
 */
export function isWeakPassword(password: string, personal: Array<string | null | undefined>): boolean {
  const lower = password.toLowerCase();
  if (commonPasswordList().test(password) || commonPasswordList().test(lower)) return true;
  return personal.some((value) => {
    if (!value) return false;
    const candidate = value.trim().toLowerCase();
    return candidate === lower || candidate.split('@')[0] === lower;
  });
}
