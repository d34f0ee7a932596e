import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { browserTimeoutMs, requestTimeoutMs } from '../../../src/api/timeouts';
import { activateDefaultLocale } from '../../../src/i18n';
import { stubAdapter } from './stubAdapter';

activateDefaultLocale();

describe('how long a call may take', () => {
  it('is 30 s on desktop, 60 s on mobile and 5 s while the device says it is offline', () => {
    expect(requestTimeoutMs({ mobile: false, online: true })).toBe(30_000);
    expect(requestTimeoutMs({ mobile: true, online: true })).toBe(60_000);
    expect(requestTimeoutMs({ mobile: true, online: false })).toBe(5_000);
    expect(requestTimeoutMs({ mobile: false, online: false })).toBe(5_000);
  });

  it('reads the device as a touch screen or a mobile user agent', () => {
    const win = (coarse: boolean, onLine: boolean, mobile?: boolean) => ({
      matchMedia: (q: string) => ({ matches: coarse && q === '(pointer: coarse)' }) as MediaQueryList,
      navigator: { onLine, userAgentData: mobile === undefined ? undefined : { mobile } },
    });
    expect(browserTimeoutMs(win(true, true))).toBe(60_000);
    expect(browserTimeoutMs(win(false, true))).toBe(30_000);
    expect(browserTimeoutMs(win(false, true, true))).toBe(60_000);
    expect(browserTimeoutMs(win(true, false))).toBe(5_000);
  });

  it('is set on every call, unless the call names its own', async () => {
    const api = createApiClient({ baseURL: '/api', getToken: () => null, getTimeoutMs: () => 5_000 });
    const stub = stubAdapter(() => ({ status: 200, data: {} }));
    api.defaults.adapter = stub.adapter;
    await api.get('/CurrentUser');
    await api.get('/Article', { timeout: 1_000 });
    expect(stub.seen.map((c) => c.timeout)).toEqual([5_000, 1_000]);
  });

  it('ends in a clear Vietnamese message that invites a retry', async () => {
    const api = createApiClient({ baseURL: '/api', getToken: () => null, getTimeoutMs: () => 5_000 });
    api.defaults.adapter = async (config) => {
      throw new AxiosError('timeout of 5000ms exceeded', AxiosError.ECONNABORTED, config);
    };
    const error = await api.get('/Wallet').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'timeout', status: null, message: 'Máy chủ không phản hồi kịp. Vui lòng thử lại.' });
  });
});
