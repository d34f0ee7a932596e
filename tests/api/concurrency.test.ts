import { describe, expect, it } from 'vitest';
import { useTestApp, databases, newUserData, registerUser } from './helpers';

/** Races the database must settle (PGlite runs them one by one; PostgreSQL really in parallel). */
describe.each(databases())('requests racing each other on $name', (kind) => {
  const t = useTestApp(kind, { env: { PASSWORD_HASH_CONCURRENCY: '8' } });

  it('lets exactly one of several simultaneous registrations of one user name through', async () => {
    const userName = newUserData().userName;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newUserData({ userName }) })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('spends a reset code once even when it is sent several times at once', async () => {
    const { body } = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgotpassword', payload: { userName: body.userName } });
    const code = t.mailer.sent.at(-1)?.code ?? '';
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/resetpassword',
          payload: { userName: body.userName, code, newPassword: `mật khẩu mới số ${i} thật dài` },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
  });

  it('counts parallel wrong guesses exactly: no more than 5 are ever compared', async () => {
    const { body } = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgotpassword', payload: { userName: body.userName } });
    const code = t.mailer.sent.at(-1)?.code ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/resetpassword',
          payload: { userName: body.userName, code: wrong, newPassword: 'một mật khẩu mới dài' },
        }),
      ),
    );
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetpassword',
      payload: { userName: body.userName, code, newPassword: 'một mật khẩu mới dài' },
    });
    expect(right.json<{ code: string }>().code).toBe('invalid-action-code');
  });
});
