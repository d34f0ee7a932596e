import { describe, expect, it } from 'vitest';
import type { ForgotPasswordResponse } from '../../contract/auth';
import type { CurrentUser } from '../../contract/user';
import { bearer, useTestApp, databases, injectError, newUserData, registerUser } from './helpers';

describe.each(databases())('the server’s language on $name', (kind) => {
  const t = useTestApp(kind);

  /** A registration with a phone number that is not Vietnamese: one known message and one field detail. */
  const badRegistration = (acceptLanguage?: string) =>
    injectError(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: newUserData({ phone: '12345' }),
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });

  it('words the same bad request in Vietnamese, Chinese and English, with the same codes', async () => {
    const [vi, zh, en] = await Promise.all([badRegistration('vi'), badRegistration('zh'), badRegistration('en')]);
    for (const answer of [vi, zh, en]) {
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('validation-failed');
      expect(answer.body.details).toEqual([expect.objectContaining({ path: 'phone', code: 'phone-invalid' })]);
    }
    expect([vi.body.message, zh.body.message, en.body.message]).toEqual([
      'Dữ liệu không hợp lệ',
      '提交的数据无效',
      'The data sent is not valid',
    ]);
    expect([vi, zh, en].map((answer) => answer.body.details?.[0]?.message)).toEqual([
      'Số điện thoại không đúng định dạng',
      '手机号格式不正确',
      'This phone number is not valid',
    ]);
  });

  it('answers in Vietnamese without an Accept-Language header', async () => {
    const { body } = await badRegistration();
    expect(body.message).toBe('Dữ liệu không hợp lệ');
  });

  it.each([
    ['zh-CN', '提交的数据无效'],
    ['zh-Hans-CN,zh;q=0.9', '提交的数据无效'],
    ['en-US,en;q=0.9', 'The data sent is not valid'],
    ['fr-FR, en;q=0.5, zh;q=0.8', '提交的数据无效'],
    ['en;q=0, vi;q=0.1', 'Dữ liệu không hợp lệ'],
    ['ko-KR,ja;q=0.9', 'Dữ liệu không hợp lệ'],
  ])('picks the best match for %s', async (header, message) => {
    expect((await badRegistration(header)).body.message).toBe(message);
  });

  it('answers unknown API paths and the forgot-password notice in the asked language', async () => {
    const missing = await injectError(t.app, { method: 'GET', url: '/api/nope', headers: { 'accept-language': 'zh-CN' } });
    expect(missing.body).toEqual({ code: 'not-found', message: '未找到' });
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword',
      payload: { userName: 'khong_ton_tai' },
      headers: { 'accept-language': 'en' },
    });
    expect(forgot.json<ForgotPasswordResponse>().message).toMatch(/^If the account exists/);
  });

  it('starts an account in the language it was registered in', async () => {
    const body = newUserData();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      headers: { 'accept-language': 'en' },
    });
    const { token } = registered.json<{ token: string }>();
    const me = await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) });
    expect(me.json<CurrentUser>().locale).toBe('en');
    const plain = await registerUser(t.app);
    const them = await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(plain.token) });
    expect(them.json<CurrentUser>().locale).toBe('vi');
  });

  it('mails the reset code in the account’s language, whatever language asked for it', async () => {
    const { token, body } = await registerUser(t.app);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/CurrentUser/ChangeInformation',
      headers: bearer(token),
      payload: { fullName: body.fullName, email: body.email, phone: body.phone, locale: 'zh' },
    });
    expect(changed.json<CurrentUser>().locale).toBe('zh');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword',
      payload: { userName: body.userName },
      headers: { 'accept-language': 'en' },
    });
    const mail = t.mailer.sent.at(-1);
    expect(mail?.to).toBe(body.email.toLowerCase());
    expect(mail?.subject).toBe(`MuaHộ 重置密码验证码：${mail?.code}`);
    expect(mail?.text).toContain('10 分钟内有效');
  });
});
