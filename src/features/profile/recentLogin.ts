import type { AxiosInstance } from 'axios';
import { reauthenticate } from '../../api/auth';
import { ApiError } from '../../api/errors';
import type { SessionActor } from '../../session/createSession';
import { tokenInfo } from '../../session/jwt';

/** The server wants the password again before a sensitive change (email, phone, password). */
export function isRecentLoginRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'requires-recent-login';
}

/**
 * Proves the password again and keeps this device signed in with the token that says so; the
 * API client reads the stored token on every call, so a retry right after carries the new one.
 */
export async function confirmPassword(api: AxiosInstance, session: SessionActor, password: string): Promise<void> {
  const { token } = await reauthenticate(api, { password });
  session.send({ type: 'session.tokenRefreshed', ...tokenInfo(token) });
}
