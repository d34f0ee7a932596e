import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, ErrorCode } from '../../contract/errors';
import { buildApp } from '../../server/app';
import { dictionaries } from '../../server/i18n';
import { memoryMailer } from '../../server/mail/memoryMailer';
import { bearer, useTestApp, databases, injectError, newUserData, registerUser, testConfig } from './helpers';

/** Vietnamese has letters outside ASCII; an English library message would have none. */
const vietnamese = /[ăâđêôơưàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/i;

describe.each(databases())('bad requests on $name', (kind) => {
  const t = useTestApp(kind);

  const post = (payload: string, contentType = 'application/json', url = '/api/auth/register') =>
    injectError(t.app, { method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it('refuses a NUL character in any body field, query parameter or path parameter with a 400, not a database error', async () => {
    const { status, body } = await post(JSON.stringify(newUserData({ fullName: 'Nguyễn\u0000An' })));
    expect(status).toBe(400);
    expect(body.code).toBe('validation-failed');
    expect(body.details).toEqual([
      {
        path: 'fullName',
        message: 'Có ký tự không hợp lệ (ký tự điều khiển hoặc ký tự đảo chiều văn bản)',
        code: 'text-invalid-characters',
      },
    ]);

    const { token } = await registerUser(t.app);
    const search = await injectError(t.app, { method: 'GET', url: '/api/ChinaWebProduct?q=%C3%A1o%00', headers: bearer(token) });
    expect(search.status).toBe(400);
    expect(search.body.details?.[0]?.path).toBe('querystring.q');

    const page = await injectError(t.app, { method: 'GET', url: '/api/StaticPage/gioi%00thieu' });
    expect(page.status).toBe(400);
    expect(page.body.details?.[0]?.path).toBe('params.idOrSlug');
  });

  it('refuses control and text-direction characters on the field that holds them, in any body or query', async () => {
    for (const fullName of ['An\u202Egnaig', 'Nguyễn\u2066An\u2069', 'An\u0007', 'Nguyễn\nAn', 'An\u009B', 'An\u007F']) {
      const { status, body } = await post(JSON.stringify(newUserData({ fullName })));
      expect(status, JSON.stringify(fullName)).toBe(400);
      expect(body.details).toEqual([expect.objectContaining({ path: 'fullName', code: 'text-invalid-characters' })]);
    }
  });

  it('stores text as NFC, trimmed, without invisible characters, and leaves passwords exactly as typed', async () => {
    // "Nguyễn" with its marks as separate code points, a zero-width space and a byte-order mark.
    const decomposed = 'Nguye\u0302\u0303n\u200B An\uFEFF  ';
    const password = ' mật khẩu có dấu cách ở hai đầu ';
    const { token, body } = await registerUser(t.app, { fullName: decomposed, password });
    const me = (await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) })).json<{ fullName: string }>();
    expect(me.fullName).toBe('Nguyễn An');
    expect(me.fullName).toBe('Nguyễn An'.normalize('NFC'));
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName: body.userName, password } });
    expect(login.statusCode).toBe(200);
    // An emoji family keeps its zero-width joiners.
    const family = '👨\u200D👩\u200D👧';
    const named = await registerUser(t.app, { fullName: `Nhà ${family}` });
    const seen = (await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(named.token) })).json<{
      fullName: string;
    }>();
    expect(seen.fullName).toBe(`Nhà ${family}`);
  });

  it('answers malformed JSON with 400 invalid-json', async () => {
    const { status, body } = await post('{"userName": "abc",');
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'invalid-json', message: 'Dữ liệu gửi lên không phải JSON hợp lệ' });
  });

  it('answers an empty JSON body with 400 invalid-json', async () => {
    const { status, body } = await post('');
    expect(status).toBe(400);
    expect(body.code).toBe('invalid-json');
  });

  it('refuses a prototype-poisoning body', async () => {
    const { status } = await post('{"__proto__": {"role": "admin"}, "userName": "abc"}');
    expect(status).toBe(400);
  });

  it('answers wrong types with 400 validation-failed and a Vietnamese message per field', async () => {
    const { status, body } = await post(JSON.stringify({ userName: 42, fullName: [], email: true, phone: {}, password: null }));
    expect(status).toBe(400);
    expect(body.code).toBe('validation-failed');
    expect(body.details?.map((detail) => detail.path).sort()).toEqual(['email', 'fullName', 'password', 'phone', 'userName']);
    for (const detail of body.details ?? []) expect(detail.message).toMatch(vietnamese);
  });

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"hello"'],
    ['deep nesting', `${'['.repeat(2000)}${']'.repeat(2000)}`],
  ])('answers %s as a body with a 4xx, never a 500', async (_name, payload) => {
    for (const url of ['/api/auth/register', '/api/auth/login', '/api/auth/forgotpassword', '/api/auth/resetpassword']) {
      const { status, body } = await post(payload, 'application/json', url);
      expect(status, url).toBeGreaterThanOrEqual(400);
      expect(status, url).toBeLessThan(500);
      expect(body.message).toMatch(vietnamese);
    }
  });

  it('answers an oversized body with 413', async () => {
    const { status, body } = await post(JSON.stringify({ ...newUserData(), fullName: 'a'.repeat(70 * 1024) }));
    expect(status).toBe(413);
    expect(body).toEqual({ code: 'payload-too-large', message: 'Dữ liệu gửi lên quá lớn' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'answers a %s body with 415',
    async (contentType) => {
      const { status, body } = await post('userName=abc', contentType);
      expect(status).toBe(415);
      expect(body).toEqual({ code: 'unsupported-media-type', message: 'Định dạng dữ liệu không được hỗ trợ' });
    },
  );

  it('answers a POST without a body with 400 validation-failed', async () => {
    const { status, body } = await injectError(t.app, { method: 'POST', url: '/api/auth/login' });
    expect(status).toBe(400);
    expect(body.code).toBe('validation-failed');
  });

  it('answers an unknown /api path, or a known one with the wrong method, with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/Nope/Deeper?x=1'],
      ['GET', '/api/auth/login'],
      ['GET', '/api'],
    ] as const) {
      const { status, body, response } = await injectError(t.app, { method, url });
      expect(status, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(body).toEqual({ code: 'not-found', message: 'Không tìm thấy' });
    }
  });

  it('answers in Vietnamese when the browser asks only for languages the app does not speak', async () => {
    const { body } = await injectError(t.app, { method: 'GET', url: '/api/nope', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(body.message).toBe('Không tìm thấy');
  });

  describe("Fastify's own refusals answer like every other error, in the caller's language", () => {
    const longId = 'x'.repeat(200);
    const cases: Array<{ name: string; request: InjectOptions; status: number; code: ErrorCode }> = [
      {
        name: 'a path parameter over the length limit (DELETE)',
        request: { method: 'DELETE', url: `/api/Address/${longId}` },
        status: 414,
        code: 'url-too-long',
      },
      {
        name: 'a path parameter over the length limit (GET)',
        request: { method: 'GET', url: `/api/Address/${longId}` },
        status: 414,
        code: 'url-too-long',
      },
      {
        name: 'a path parameter over the length limit (PUT)',
        request: { method: 'PUT', url: `/api/Address/${longId}`, payload: {} },
        status: 414,
        code: 'url-too-long',
      },
      { name: 'a lone % in the path (DELETE)', request: { method: 'DELETE', url: '/api/Address/%' }, status: 400, code: 'invalid-url' },
      {
        name: 'a cut percent-encoding in the path (GET)',
        request: { method: 'GET', url: '/api/Address/%E0%A4%A' },
        status: 400,
        code: 'invalid-url',
      },
      {
        name: 'a bad percent-encoding on an unknown path',
        request: { method: 'GET', url: '/api/nope/%zz' },
        status: 400,
        code: 'invalid-url',
      },
      {
        name: 'a body of an unsupported type',
        request: { method: 'POST', url: '/api/auth/login', payload: 'a=b', headers: { 'content-type': 'application/xml' } },
        status: 415,
        code: 'unsupported-media-type',
      },
      {
        name: 'a body over the size limit',
        request: {
          method: 'POST',
          url: '/api/auth/login',
          payload: JSON.stringify({ userName: 'a'.repeat(70 * 1024) }),
          headers: { 'content-type': 'application/json' },
        },
        status: 413,
        code: 'payload-too-large',
      },
      {
        name: 'a body that is not JSON',
        request: { method: 'POST', url: '/api/auth/login', payload: '{"userName":', headers: { 'content-type': 'application/json' } },
        status: 400,
        code: 'invalid-json',
      },
      {
        name: 'an empty JSON body',
        request: { method: 'POST', url: '/api/auth/login', payload: '', headers: { 'content-type': 'application/json' } },
        status: 400,
        code: 'invalid-json',
      },
    ];

    it.each(cases)('$name: $status $code', async ({ request, status, code }) => {
      for (const [language, locale] of [
        ['vi', 'vi'],
        ['zh-CN', 'zh'],
        ['en-US', 'en'],
      ] as const) {
        const {
          status: answered,
          body,
          response,
        } = await injectError(t.app, {
          ...request,
          headers: { ...request.headers, 'accept-language': language },
        });
        expect(answered, language).toBe(status);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(body, language).toEqual({ code, message: dictionaries[locale].errors[code] });
      }
    });
  });

  it('sends the security headers with API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe.each(databases())('unexpected failures on $name', (kind) => {
  it('answer 500 internal with "Có lỗi xảy ra" and no trace of the cause', async () => {
    const database = await kind.open();
    const app = await buildApp({ db: database.db, sql: database.sql, config: testConfig(), mailer: memoryMailer(), logger: false });
    // Started (its job queue with it) while the database was there.
    await app.ready();
    // A database that went away: every query now throws something the client must not see.
    await database.close();
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userName: 'ai_do', password: 'mật khẩu gì đó' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json<ApiErrorBody>()).toEqual({ code: 'internal', message: 'Có lỗi xảy ra' });
    } finally {
      await app.close();
    }
  });
});

describe('a transaction the database stopped for another one (deadlock, serialization failure)', () => {
  it('answers 503 try-again with Retry-After, since nothing of it was written', async () => {
    const database = await databases()[0]!.open();
    const app = await buildApp({ db: database.db, sql: database.sql, config: testConfig(), mailer: memoryMailer(), logger: false });
    // As Drizzle wraps the driver's error: the SQLSTATE is on the cause.
    for (const code of ['40P01', '40001']) {
      app.get(`/api/test-stopped-${code}`, async () => {
        throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('deadlock detected'), { code }) });
      });
    }
    try {
      for (const code of ['40P01', '40001']) {
        const response = await app.inject({ method: 'GET', url: `/api/test-stopped-${code}` });
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('1');
        expect(response.json<ApiErrorBody>()).toEqual({
          code: 'try-again',
          message: 'Hệ thống đang xử lý một yêu cầu khác trên cùng dữ liệu. Vui lòng thử lại.',
        });
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
