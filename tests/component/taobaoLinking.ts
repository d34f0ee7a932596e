import { screen } from '@testing-library/react';
import type { TaobaoAccount } from '../../contract/taobaoGlobal';
import { sampleTaobaoAccount } from '../fixtures/taobaoIntOrders';
import { reply, type renderApp, type StubHandler } from './renderApp';

/** A server whose person has no linked account until the link form posts one. */
export function linkingServer(serverWith: (accounts: TaobaoAccount[]) => StubHandler): StubHandler {
  let accounts: TaobaoAccount[] = [];
  return async (request) => {
    if (request.method === 'POST' && request.url === '/TaobaoIntToken') {
      accounts = [sampleTaobaoAccount];
      return reply(201, sampleTaobaoAccount);
    }
    return serverWith(accounts)(request);
  };
}

/** Fills /taobaoIntToken's form with valid tokens and sends it. */
export async function linkAccount(app: Awaited<ReturnType<typeof renderApp>>) {
  await app.user.type(await screen.findByLabelText('Tên tài khoản'), 'shop-hanoi');
  await app.user.type(screen.getByLabelText('Mã truy cập (access token)'), 'tok-0123456789abcdef');
  await app.user.type(screen.getByLabelText('Hạn dùng của mã truy cập'), '2030-05-01T09:30');
  await app.user.click(screen.getByRole('button', { name: 'Liên kết' }));
}
