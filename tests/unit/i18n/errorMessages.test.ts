import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { errorText } from '../../../src/components/form/serverErrors';
import { activateDefaultLocale, activateLocale, i18n } from '../../../src/i18n';
import { errorMessageFor } from '../../../src/i18n/errorMessages';

/** The error codes a person can meet, each of which a person must be told about in plain Vietnamese. */
const authCodes = [
  'email-already-in-use',
  'wrong-password',
  'user-not-found',
  'invalid-credential',
  'expired-action-code',
  'invalid-action-code',
  'user-disabled',
  'user-token-expired',
  'missing-password',
  'password-does-not-meet-requirements',
  'requires-recent-login',
  'admin-restricted-operation',
  'network-request-failed',
];

describe('error messages', () => {
  afterEach(() => activateDefaultLocale());

  it("has the app's own Vietnamese words for every auth code", () => {
    activateDefaultLocale();
    const texts = authCodes.map((code) => errorMessageFor(i18n, code));
    for (const text of texts) expect(text).toMatch(/\p{L}/u);
    // No two different problems read the same (user-token-expired and the client's own expiry may).
    expect(new Set(texts).size).toBe(authCodes.length);
  });

  it("shows the server's words for too-many-requests: only the server knows the real wait", () => {
    activateDefaultLocale();
    const message = 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 14 phút.';
    expect(errorMessageFor(i18n, 'too-many-requests')).toBeNull();
    expect(errorText(new ApiError(message, 429, 'too-many-requests'))).toBe(message);
  });

  it("prefers the app's words, falls back to the server's message for codes it does not know", () => {
    activateDefaultLocale();
    expect(errorText(new ApiError('Account locked', 403, 'user-disabled'))).toBe(
      'Tài khoản của bạn đã bị khoá. Vui lòng liên hệ bộ phận hỗ trợ.',
    );
    expect(errorText(new ApiError('Số dư không đủ', 409, 'insufficient-funds-x'))).toBe('Số dư không đủ');
  });

  it('never treats an inherited property name as a code', () => {
    expect(errorMessageFor(i18n, 'toString')).toBeNull();
    expect(errorMessageFor(i18n, '__proto__')).toBeNull();
  });

  it('follows the chosen language', async () => {
    await activateLocale('en');
    expect(errorMessageFor(i18n, 'invalid-credential')).toBe('Wrong user name or password');
  });
});
