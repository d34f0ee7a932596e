import axios, { isAxiosError, type AxiosInstance } from 'axios';
import {
  forgotPasswordResponseSchema,
  tokenResponseSchema,
  type ForgotPasswordRequest,
  type LoginRequest,
  type ReauthenticateRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '../../contract/auth';
import { apiPaths } from '../../contract/paths';

/** Login and register failures are logged (the product's rule) before the server's message is raised. */
async function logged<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error(`${what} failed`, error);
    throw error;
  }
}

export function login(api: AxiosInstance, body: LoginRequest) {
  return logged('login', async () => tokenResponseSchema.parse((await api.post(apiPaths.login, body)).data));
}

export function register(api: AxiosInstance, body: RegisterRequest) {
  return logged('register', async () => tokenResponseSchema.parse((await api.post(apiPaths.register, body)).data));
}

export async function forgotPassword(api: AxiosInstance, body: ForgotPasswordRequest) {
  return forgotPasswordResponseSchema.parse((await api.post(apiPaths.forgotPassword, body)).data);
}

export async function resetPassword(api: AxiosInstance, body: ResetPasswordRequest) {
  return tokenResponseSchema.parse((await api.post(apiPaths.resetPassword, body)).data);
}

/** A new token for the same session before the current one expires. */
export async function refreshToken(api: AxiosInstance) {
  return tokenResponseSchema.parse((await api.post(apiPaths.refresh)).data);
}

/** A fresh proof of the password for sensitive changes (`requires-recent-login`); same session. */
export async function reauthenticate(api: AxiosInstance, body: ReauthenticateRequest) {
  return tokenResponseSchema.parse((await api.post(apiPaths.reauthenticate, body)).data);
}

/**
 * Ends the session of `token`, which is no longer the stored one: a bare instance with the same
 * base URL and adapter, so the client's interceptors neither put the current token on it nor
 * report its 401 (an already ended session) to the session now running.
 */
export async function revokeSession(api: AxiosInstance, token: string): Promise<'ended' | 'retry'> {
  const bare = axios.create({ baseURL: api.defaults.baseURL, adapter: api.defaults.adapter, timeout: 15_000 });
  try {
    await bare.post(apiPaths.logout, undefined, { headers: { Authorization: `Bearer ${token}` } });
    return 'ended';
  } catch (error) {
    // A 4xx will not change by asking again (401: the session has already ended); no answer or
    // a 5xx may.
    const status = isAxiosError(error) ? error.response?.status : undefined;
    return status !== undefined && status < 500 ? 'ended' : 'retry';
  }
}

/** Ends every session of the account, this device's included. */
export async function logoutEverywhere(api: AxiosInstance) {
  await api.post(apiPaths.logoutAll);
}
