import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export type StubAnswer = { status: number; data?: unknown } | 'network-error';

/**
 * An axios adapter answering from a function, for unit tests of the client alone. The real
 * server is exercised by tests/api (app.inject) and tests/e2e (a real browser).
 */
export function stubAdapter(answer: (config: InternalAxiosRequestConfig) => StubAnswer) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const result = answer(config);
    if (result === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = {
      data: result.data,
      status: result.status,
      statusText: String(result.status),
      headers: new AxiosHeaders(),
      config,
    };
    if (result.status >= 400) {
      throw new AxiosError(`Request failed with status code ${result.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    return response;
  };
  return { adapter, seen };
}
