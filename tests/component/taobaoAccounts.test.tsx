import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaobaoAccount } from '../../contract/taobaoGlobal';
import { sampleTaobaoAccount } from '../fixtures/taobaoIntOrders';
import { failure, renderApp, reply, type StubHandler, type StubRequest } from './renderApp';

const account = (over: Partial<TaobaoAccount>): TaobaoAccount => ({ ...sampleTaobaoAccount, ...over });

const links = (requests: StubRequest[]) => requests.filter((r) => r.method === 'POST' && r.url === '/TaobaoIntToken');

function server(accounts: TaobaoAccount[], answer = reply(201, account({ id: 3, accountName: 'shop-saigon' }))): StubHandler {
  return ({ method, url }) => {
    if (method === 'GET' && url === '/TaobaoIntToken') return reply(200, accounts);
    if (method === 'POST' && url === '/TaobaoIntToken') return answer;
    if (method === 'POST' && url === '/TaobaoIntToken/2/Default') return reply(200, account({ id: 2, accountName: 'old-shop' }));
    return undefined;
  };
}

describe('linked Taobao Global accounts', () => {
  it('shows each link by its name and token hint, and asks to link again one that stopped working', async () => {
    const app = await renderApp('/taobaoIntToken', {
      signedIn: true,
      handler: server([account({}), account({ id: 2, accountName: 'old-shop', isDefault: false, needsRelink: true, renewable: false })]),
    });
    await screen.findByText('shop-hanoi');
    const [first, second] = document.querySelectorAll<HTMLElement>('.taobao-account');
    expect(within(first!).getByText('Mặc định')).toBeInTheDocument();
    expect(within(first!).getByText(/Mã ••••a1b2 · tự gia hạn/)).toBeInTheDocument();
    expect(within(second!).getByText('Cần liên kết lại')).toBeInTheDocument();

    await app.user.click(within(second!).getByRole('button', { name: 'Liên kết lại' }));
    expect(screen.getByRole('heading', { name: 'Liên kết lại old-shop' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tên tài khoản')).toHaveValue('old-shop');
  });

  it('refuses a token with spaces and an expired one without a refresh token, before sending', async () => {
    const app = await renderApp('/taobaoIntToken', { signedIn: true, handler: server([]) });
    await screen.findByText('Bạn chưa liên kết tài khoản Taobao quốc tế nào');
    await app.user.type(screen.getByLabelText('Tên tài khoản'), 'shop-saigon');
    await app.user.type(screen.getByLabelText('Mã truy cập (access token)'), 'abc def ghi');
    await app.user.type(screen.getByLabelText('Hạn dùng của mã truy cập'), '2020-01-01T10:00');
    await app.user.click(screen.getByRole('button', { name: 'Liên kết' }));

    expect(screen.getByLabelText('Mã truy cập (access token)')).toHaveAccessibleDescription(/8–512 ký tự, không có khoảng trắng/);
    await app.user.clear(screen.getByLabelText('Mã truy cập (access token)'));
    await app.user.type(screen.getByLabelText('Mã truy cập (access token)'), 'tok-0123456789abcdef');
    await app.user.click(screen.getByRole('button', { name: 'Liên kết' }));
    expect(screen.getByLabelText('Hạn dùng của mã truy cập')).toHaveAccessibleDescription(/Mã token đã hết hạn/);
    expect(links(app.requests)).toEqual([]);
  });

  it('sends the tokens once, with the expiry in Vietnam time, and clears them from the form', async () => {
    const app = await renderApp('/taobaoIntToken', { signedIn: true, handler: server([]) });
    await screen.findByText('Bạn chưa liên kết tài khoản Taobao quốc tế nào');
    await app.user.type(screen.getByLabelText('Tên tài khoản'), 'shop-saigon');
    await app.user.type(screen.getByLabelText('Mã truy cập (access token)'), 'tok-0123456789abcdef');
    await app.user.type(screen.getByLabelText('Mã làm mới (refresh token, không bắt buộc)'), 'ref-0123456789abcdef');
    await app.user.type(screen.getByLabelText('Hạn dùng của mã truy cập'), '2030-05-01T09:30');
    await app.user.click(screen.getByRole('button', { name: 'Liên kết' }));

    expect(await screen.findByText('Đã liên kết shop-saigon.')).toBeInTheDocument();
    expect(links(app.requests)[0]?.body).toEqual({
      accountName: 'shop-saigon',
      accessToken: 'tok-0123456789abcdef',
      refreshToken: 'ref-0123456789abcdef',
      expiresAt: '2030-05-01T09:30:00+07:00',
    });
    expect(screen.getByLabelText('Mã truy cập (access token)')).toHaveValue('');
    expect(screen.getByLabelText('Mã làm mới (refresh token, không bắt buộc)')).toHaveValue('');
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    const app = await renderApp('/taobaoIntToken', {
      signedIn: true,
      handler: server([], failure(409, 'Bạn đã liên kết tối đa 10 tài khoản', 'taobao-account-limit-reached')),
    });
    await screen.findByText('Bạn chưa liên kết tài khoản Taobao quốc tế nào');
    await app.user.type(screen.getByLabelText('Tên tài khoản'), 'shop-saigon');
    await app.user.type(screen.getByLabelText('Mã truy cập (access token)'), 'tok-0123456789abcdef');
    await app.user.type(screen.getByLabelText('Hạn dùng của mã truy cập'), '2030-05-01T09:30');
    await app.user.click(screen.getByRole('button', { name: 'Liên kết' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn đã liên kết tối đa 10 tài khoản');
    expect(screen.getByLabelText('Tên tài khoản')).toHaveValue('shop-saigon');
  });
});
