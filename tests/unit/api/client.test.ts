import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../src/api/auth';
import { bindUnauthorized, createApiClient } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { activateDefaultLocale } from '../../../src/i18n';
import { stubAdapter, type StubAnswer } from './stubAdapter';

activateDefaultLocale();

function client(answer: StubAnswer, token: string | null = null) {
  const api = createApiClient({ baseURL: '/api', getToken: () => token });
  const stub = stubAdapter(() => answer);
  api.defaults.adapter = stub.adapter;
  return { api, seen: stub.seen };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.restoreAllMocks());

describe('the API client', () => {
  it('sends the stored token as a bearer token', async () => {
    const { api, seen } = client({ status: 200, data: {} }, 'jwt-1');
    await api.get('/CurrentUser');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  it('sends no Authorization header without a token', async () => {
    const { api, seen } = client({ status: 200, data: {} }, null);
    await api.get('/Article');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends the language on screen as Accept-Language, read on every call', async () => {
    let locale: string | null = 'vi';
    const api = createApiClient({ baseURL: '/api', getToken: () => null, getLocale: () => locale });
    const stub = stubAdapter(() => ({ status: 200, data: {} }));
    api.defaults.adapter = stub.adapter;
    await api.get('/Article');
    locale = 'zh';
    await api.get('/Article');
    locale = null;
    await api.get('/Article');
    expect(stub.seen.map((request) => request.headers.get('Accept-Language') ?? null)).toEqual(['vi', 'zh', null]);
  });

  it("raises the body's message", async () => {
    const { api } = client({ status: 409, data: { message: 'Email đã được sử dụng', code: 'email-already-in-use' } });
    const error = await failure(api.post('/auth/register', {}));
    expect(error).toMatchObject({ message: 'Email đã được sử dụng', status: 409, code: 'email-already-in-use' });
  });

  it("raises the body's Message (capitalised, as older services send it)", async () => {
    const { api } = client({ status: 400, data: { Message: 'Sai dữ liệu' } });
    expect((await failure(api.get('/x'))).message).toBe('Sai dữ liệu');
  });

  it('raises "Có lỗi xảy ra" when the body has no message', async () => {
    const { api } = client({ status: 502, data: '<html>Bad gateway</html>' });
    expect((await failure(api.get('/x'))).message).toBe('Có lỗi xảy ra');
  });

  it('raises "Có lỗi xảy ra" with the code network-request-failed when no answer came', async () => {
    const { api } = client('network-error');
    const error = await failure(api.get('/x'));
    expect(error).toMatchObject({ message: 'Có lỗi xảy ra', status: null, code: 'network-request-failed' });
  });

  it('keeps field details from a validation answer', async () => {
    const details = [{ path: 'phone', message: 'Số điện thoại không đúng định dạng', code: 'phone-invalid' }];
    const { api } = client({ status: 400, data: { message: 'Dữ liệu không hợp lệ', code: 'validation-failed', details } });
    expect((await failure(api.post('/auth/register', {}))).details).toEqual(details);
  });

  it('tells the session about every 401 until unbound', async () => {
    const { api } = client({ status: 401, data: { message: 'Vui lòng đăng nhập lại', code: 'unauthorized' } }, 'old');
    const onUnauthorized = vi.fn();
    const unbind = bindUnauthorized(api, onUnauthorized);
    await failure(api.get('/CurrentUser'));
    await failure(api.get('/Wallet'));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    unbind();
    await failure(api.get('/Wallet'));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('does not call a 403 or 404 a lost session', async () => {
    const onUnauthorized = vi.fn();
    for (const status of [403, 404, 500]) {
      const { api } = client({ status, data: {} });
      bindUnauthorized(api, onUnauthorized);
      await failure(api.get('/x'));
    }
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("logs a failed login and raises the server's message", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = client({ status: 401, data: { message: 'Tên đăng nhập hoặc mật khẩu không đúng', code: 'invalid-credential' } });
    const error = await failure(login(api, { userName: 'lan', password: 'sai-mat-khau' }));
    expect(error.message).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
    expect(log).toHaveBeenCalledWith('login failed', error);
  });
});
