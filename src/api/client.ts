import axios, { AxiosError, type AxiosAdapter, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { takeEarlyRead } from './earlyReads';
import { ApiError, apiErrorFromResponse, timeoutError } from './errors';

export type ApiClientOptions = {
  /** `VITE_API_BASE_URL`, default `/api`. */
  baseURL: string;
  /** Read on every call, so a token stored by another tab or after login is used at once. */
  getToken: () => string | null;
  /** The language on screen, read on every call: the server words its messages in it. */
  getLocale?: () => string | null | undefined;
  /** Milliseconds a call may take (src/api/timeouts.ts), read on every call; none when absent. */
  getTimeoutMs?: () => number;
};

/**
 * The axios instance every endpoint function uses. It adds the bearer token and the
 * `Accept-Language` of the language on screen (not the browser's), answers a read the page's
 * shell asked for early from that answer, and turns every failure into an ApiError; it never
 * touches the UI or `window.location` (the session machine reacts to 401s through
 * bindUnauthorized()).
 */
export function createApiClient({ baseURL, getToken, getLocale, getTimeoutMs }: ApiClientOptions): AxiosInstance {
  const api = axios.create({ baseURL, headers: { Accept: 'application/json' } });
  api.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const locale = getLocale?.();
    if (locale) config.headers.set('Accept-Language', locale);
    // A call that names its own timeout keeps it.
    if (getTimeoutMs && !config.timeout) config.timeout = getTimeoutMs();
    // A read the page's shell already asked for is answered by it (src/api/earlyReads.ts).
    answerEarly(api, config);
    return config;
  });
  api.interceptors.response.use(undefined, (error: unknown) => {
    if (error instanceof AxiosError && isTimeout(error)) throw timeoutError();
    if (error instanceof AxiosError) {
      throw apiErrorFromResponse(error.response?.status ?? null, error.response?.data);
    }
    throw apiErrorFromResponse(null, undefined);
  });
  return api;
}

/**
 * Sends every 401 to `onUnauthorized` (the session actor). It runs after the error-mapping
 * interceptor, so it sees an ApiError; it is ejectable so tests can observe the client alone.
 * Returns the eject function.
 */
export function bindUnauthorized(api: AxiosInstance, onUnauthorized: (error: { code?: string; message?: string }) => void): () => void {
  const id = api.interceptors.response.use(undefined, (error: unknown) => {
    if (isUnauthorized(error)) onUnauthorized(error instanceof ApiError ? { code: error.code, message: error.message } : {});
    throw error;
  });
  return () => api.interceptors.response.eject(id);
}

function isUnauthorized(error: unknown): boolean {
  if (error instanceof AxiosError) return error.response?.status === 401;
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}

function isTimeout(error: AxiosError): boolean {
  return !error.response && (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT);
}

/**
 * For the request interceptor, once it has set the token: a GET with an early answer waiting is
 * answered by it, and goes to the network as usual when that answer did not succeed.
 */
function answerEarly(api: AxiosInstance, config: InternalAxiosRequestConfig): void {
  if ((config.method ?? 'get').toLowerCase() !== 'get') return;
  const token = /^Bearer (.+)$/.exec(String(config.headers.get('Authorization') ?? ''))?.[1];
  if (!token) return;
  const early = takeEarlyRead(api.getUri(config), token);
  if (!early) return;
  const network: AxiosAdapter = axios.getAdapter(config.adapter);
  config.adapter = async (request): Promise<AxiosResponse> => {
    const data = await early;
    if (data === undefined) return network(request);
    return { data, status: 200, statusText: 'OK', headers: {}, config: request, request: undefined };
  };
}
