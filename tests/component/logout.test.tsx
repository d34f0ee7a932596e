import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, reply } from './renderApp';

describe('logging out', () => {
  it('asks the server to end the session of the token it forgets', async () => {
    const app = await renderApp('/auth/logout', {
      signedIn: true,
      handler: ({ method, url }) => (method === 'POST' && url === '/auth/logout' ? reply(204) : undefined),
    });
    await app.waitForPath('/auth/login');
    expect(app.storage.getItem('jwt_token')).toBeNull();
    await vi.waitFor(() => expect(app.storage.getItem('muaho.revoke')).toBeNull());
    const logout = app.requests.filter((r) => r.url === '/auth/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]?.authorization).toBe('Bearer token-signed-in');
  });

  it('clears the device at once offline and ends the session when the connection returns', async () => {
    let online = false;
    const app = await renderApp('/auth/logout', {
      signedIn: true,
      handler: ({ method, url }) => {
        if (method !== 'POST' || url !== '/auth/logout') return undefined;
        if (!online) throw new Error('Network Error');
        return reply(204);
      },
    });
    await app.waitForPath('/auth/login');
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(app.storage.getItem('jwt_token')).toBeNull();
    await vi.waitFor(() => expect(app.requests.filter((r) => r.url === '/auth/logout')).toHaveLength(1));
    expect(JSON.parse(app.storage.getItem('muaho.revoke') ?? '[]')).toEqual(['token-signed-in']);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(app.storage.getItem('muaho.revoke')).toBeNull());
    const calls = app.requests.filter((r) => r.url === '/auth/logout');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.authorization).toBe('Bearer token-signed-in');
  });

  it('forgets the token to revoke once the server answers that its session has already ended', async () => {
    const app = await renderApp('/auth/logout', {
      signedIn: true,
      handler: ({ method, url }) =>
        method === 'POST' && url === '/auth/logout'
          ? reply(401, { message: 'Phiên đăng nhập đã hết hạn', code: 'user-token-expired' })
          : undefined,
    });
    await app.waitForPath('/auth/login');
    await vi.waitFor(() => expect(app.requests.some((r) => r.url === '/auth/logout')).toBe(true));
    await vi.waitFor(() => expect(app.storage.getItem('muaho.revoke')).toBeNull());
  });
});
