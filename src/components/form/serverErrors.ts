import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/errors';
import { errorMessageFor } from '../../i18n/errorMessages';
import { isOffline } from '../../pwa/useOnline';

/** Codes without details that still belong to one field. */
const fieldOfCode: Record<string, string> = {
  'username-already-in-use': 'userName',
  'email-already-in-use': 'email',
  'phone-already-in-use': 'phone',
  'wrong-password': 'currentPassword',
  'invalid-action-code': 'code',
  'expired-action-code': 'code',
  'password-does-not-meet-requirements': 'newPassword',
  'slug-taken': 'slug',
};

/**
 * The text for a failed call: the app's words for its code, else the server's (already
 * translated) message, else a generic one. A call
 * that got no answer while the browser is offline says so: the person can do something about it.
 */
export function errorText(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.code === 'network-request-failed' && isOffline()) {
    return t`Không có kết nối mạng. Vui lòng thử lại khi có mạng.`;
  }
  if (error instanceof ApiError) return errorMessageFor(i18n, error.code) ?? error.message;
  return t`Có lỗi xảy ra`;
}

/**
 * Puts the server's field messages under the fields of this form (only those it has), so the
 * person sees the problem where they typed; values stay as they are.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, fields: ReadonlyArray<Path<T>>, setError: UseFormSetError<T>) {
  if (!(error instanceof ApiError)) return;
  const known = new Set<string>(fields);
  for (const detail of error.details) {
    if (known.has(detail.path)) setError(detail.path as Path<T>, { type: 'server', message: detail.message });
  }
  const field = fieldOfCode[error.code];
  if (field && known.has(field) && error.details.length === 0) {
    setError(field as Path<T>, { type: 'server', message: errorText(error) ?? error.message });
  }
}
