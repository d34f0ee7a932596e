import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, databases, newUserData, registerUser, useTestApp } from './helpers';

function writeBuild(dist: string) {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>MuaHộ</title>');
  writeFileSync(join(dist, 'assets', 'x.js'), 'console.log(1)');
}

describe.each(databases())('what browsers and proxies may keep, on $name', (kind) => {
  const t = useTestApp(kind, { client: writeBuild });

  it('keeps no signed-in answer: each carries Cache-Control: no-store', async () => {
    const { token } = await registerUser(t.app);
    for (const [method, url] of [
      ['GET', '/api/CurrentUser'],
      ['GET', '/api/Wallet'],
      ['GET', '/api/Address'],
      ['GET', '/api/Address/999999'],
      ['DELETE', '/api/Address/999999'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(token) });
      expect(response.headers['cache-control'], `${method} ${url} (${response.statusCode})`).toBe('no-store');
    }
  });

  it('keeps no answer that holds a token, nor a refusal', async () => {
    const data = newUserData();
    const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: data });
    expect(registered.statusCode).toBe(200);
    expect(registered.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: data.userName, password: data.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/CurrentUser' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('leaves the policy of routes that chose one, and of the client’s files, as it was', async () => {
    const { token } = await registerUser(t.app);
    const provinces = await t.app.inject({ method: 'GET', url: '/api/Address/Provinces', headers: bearer(token) });
    expect(provinces.headers['cache-control']).toBe('public, max-age=86400');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/x.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await t.app.inject({ method: 'GET', url: '/' });
    expect(index.headers['cache-control']).toBe('no-cache');
  });
});
