import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AgencyCustomer, AgencyCustomerSummary, AgencyInvite, AgencyPob, AgencySummary, MyAgencyInvite } from '../../contract/agency';
import { defaultSettings, publicSettingsOf } from '../../contract/settings';
import type { CurrentUser } from '../../contract/user';
import { samplePob, samplePobQuote } from '../fixtures/orderPob';
import { failure, inTurn, renderApp, reply, testUser, type StubHandler, type StubRequest, type StubResponse } from './renderApp';

const agencyUser: CurrentUser = { ...testUser, id: 9, role: 'agency', fullName: 'Đại lý Hoa Mai', customerCode: 'KH0009' };

const terms = defaultSettings.fees;

const summary: AgencySummary = {
  customers: 2,
  customersBalanceVnd: 1_500_000,
  openOrders: 3,
  monthOrdersVnd: 12_000_000,
  monthOrders: 4,
  pendingInvites: 1,
  wallet: { balanceVnd: 5_000_000, heldVnd: 0, availableVnd: 5_000_000 },
  terms: { depositBps: 5_000, purchaseFeeTiers: [{ fromVnd: 0, bps: 200 }], purchaseFeeMinVnd: 5_000 },
  customTerms: true,
};

const lan: AgencyCustomerSummary = {
  id: 31,
  customerCode: 'KH0031',
  agencyCode: 'LAN-01',
  fullName: 'Trần Thị Lan',
  phone: '+84912000111',
  balanceVnd: 1_000_000,
  openOrders: 2,
  joinedBy: 'created',
  joinedAt: '2026-11-01T03:00:00.000Z',
};

const lanDetail: AgencyCustomer = {
  ...lan,
  email: 'lan@example.com',
  wallet: { balanceVnd: 1_000_000, heldVnd: 0, availableVnd: 1_000_000 },
  orders: [
    { kind: 'buy', id: 5, code: 'MH2611-0005', status: 'purchased', totalVnd: 800_000, createdAt: '2026-11-20T03:00:00.000Z' },
    { kind: 'shipping', id: 7, code: 'KG2611-0007', status: 'arrivedChina', totalVnd: 0, createdAt: '2026-11-19T03:00:00.000Z' },
  ],
};

const pendingInvite: AgencyInvite = {
  id: 7,
  status: 'pending',
  customerCode: 'KH0044',
  fullName: null,
  agencyCode: 'MAI-02',
  createdAt: '2026-11-25T03:00:00.000Z',
  answeredAt: null,
};

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

const agencyPob: AgencyPob = {
  ...samplePob,
  customer: { id: lan.id, customerCode: lan.customerCode, agencyCode: lan.agencyCode, fullName: lan.fullName, left: false },
  payer: 'customer',
};

/** The agency's server: its home, customers, one customer, invitations and requests; `extra` answers first. */
function agencyServer(extra?: StubHandler): StubHandler {
  return async (request) => {
    const answer = await extra?.(request);
    if (answer) return answer;
    const { method, url } = request;
    if (url === '/Settings/Public') return reply(200, publicSettingsOf(1, defaultSettings));
    if (url === '/Wallet') return reply(200, summary.wallet);
    if (url === '/Agency/Summary') return reply(200, summary);
    if (method === 'GET' && url === '/Agency/Customer') return reply(200, page([lan]));
    if (method === 'GET' && url === `/Agency/Customer/${lan.id}`) return reply(200, lanDetail);
    if (url === `/Agency/Customer/${lan.id}/Transaction`) return reply(200, page([]));
    if (method === 'GET' && url === '/Agency/Invite') return reply(200, page([pendingInvite]));
    if (method === 'GET' && url === '/Agency/OrderPob') return reply(200, page([agencyPob]));
    return undefined;
  };
}

const posts = (requests: StubRequest[], url: string) => requests.filter((r) => r.method === 'POST' && r.url === url);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('an agency’s home', { timeout: 20_000 }, () => {
  it('shows the wallet, the customers’ figures and the terms in force', async () => {
    await renderApp('/agency', { signedIn: true, user: agencyUser, handler: agencyServer() });
    const wallet = await screen.findByRole('region', { name: 'Ví đại lý' });
    expect(within(wallet).getByText('5.000.000 ₫')).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Khách hàng và đơn hàng' });
    expect(within(figures).getByText('1.500.000 ₫')).toBeInTheDocument();
    expect(within(figures).getByText('12.000.000 ₫')).toBeInTheDocument();
    expect(within(figures).getByRole('link', { name: '1 lời mời đang chờ khách trả lời' })).toBeInTheDocument();
    const termsCard = screen.getByRole('region', { name: 'Bảng giá áp dụng' });
    expect(within(termsCard).getByText(/Giá riêng của đại lý/)).toBeInTheDocument();
    expect(within(termsCard).getByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Khách hàng của đại lý' })).toHaveAttribute('href', '/agency/customer');
    expect(screen.getByRole('link', { name: 'Thanh toán hộ cho khách' })).toHaveAttribute('href', '/agency/orderPob');
  });

  it('says "theo bảng giá chung" when the agency has no terms of its own', async () => {
    const general: StubHandler = ({ url }) =>
      url === '/Agency/Summary' ? reply(200, { ...summary, customTerms: false, terms: { ...terms } }) : undefined;
    await renderApp('/agency', { signedIn: true, user: agencyUser, handler: agencyServer(general) });
    expect(await screen.findByText('Theo bảng giá chung của MuaHộ.')).toBeInTheDocument();
  });

  it('tells a plain customer what an agency is instead of failing', async () => {
    await renderApp('/agency', { signedIn: true, handler: agencyServer() });
    expect(await screen.findByText('Bạn chưa là đại lý của MuaHộ')).toBeInTheDocument();
  });

  it('downloads the customers’ orders of a period with the bearer token, and refuses an inverted period', async () => {
    const exported: StubHandler = ({ url }) => (url === '/Agency/Export' ? reply(200, new Blob(['\uFEFFa,b\n'])) : undefined);
    URL.createObjectURL = () => 'blob:agency';
    URL.revokeObjectURL = () => {};
    const app = await renderApp('/agency', { signedIn: true, user: agencyUser, handler: agencyServer(exported) });
    const to = await screen.findByLabelText('Đến ngày');
    const from = screen.getByLabelText('Từ ngày');
    await app.user.clear(from);
    await app.user.type(from, '2026-11-01');
    await app.user.clear(to);
    await app.user.type(to, '2026-10-01');
    expect(screen.getByText('Ngày kết thúc không được trước ngày bắt đầu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tải tệp CSV' })).toBeDisabled();
    await app.user.clear(to);
    await app.user.type(to, '2026-11-30');
    await app.user.click(screen.getByRole('button', { name: 'Tải tệp CSV' }));
    await waitFor(() => expect(app.requests.some((r) => r.url === '/Agency/Export')).toBe(true));
    const request = app.requests.find((r) => r.url === '/Agency/Export')!;
    expect(request.params).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(request.authorization).toBe('Bearer token-signed-in');
  });
});

describe('an agency’s customers', { timeout: 20_000 }, () => {
  it('lists them with both codes, phone, balance and open orders, and searches by the address', async () => {
    const app = await renderApp('/agency/customer', { signedIn: true, user: agencyUser, handler: agencyServer() });
    const row = await screen.findByRole('link', { name: /LAN-01/ });
    expect(row).toHaveAttribute('href', `/agency/customer/${lan.id}`);
    expect(within(row).getByText('Mã MuaHộ KH0031')).toBeInTheDocument();
    expect(within(row).getByText('Trần Thị Lan')).toBeInTheDocument();
    expect(within(row).getByText(/0912 000 111 · 2 đơn đang xử lý/)).toBeInTheDocument();
    expect(within(row).getByText('1.000.000 ₫')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Tên, số điện thoại hoặc mã khách'), 'lan');
    await app.user.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() => expect(app.requests.filter((r) => r.url === '/Agency/Customer').at(-1)?.params).toMatchObject({ q: 'lan' }));
  });

  it('creates a customer, showing the server’s refusal of a phone under the phone field', async () => {
    const created = inTurn<StubResponse>([
      failure(409, 'Số điện thoại đã được dùng', 'phone-already-in-use'),
      reply(201, { ...lanDetail, id: 32, agencyCode: 'HOA-03' }),
    ]);
    const handler: StubHandler = ({ method, url }) => {
      if (method === 'POST' && url === '/Agency/Customer') return created();
      if (url === '/Agency/Customer/32') return reply(200, { ...lanDetail, id: 32, agencyCode: 'HOA-03' });
      if (url === '/Agency/Customer/32/Transaction') return reply(200, page([]));
      return undefined;
    };
    const app = await renderApp('/agency/customer', { signedIn: true, user: agencyUser, handler: agencyServer(handler) });
    await app.user.click(await screen.findByText('Tạo khách hàng mới'));
    await app.user.click(screen.getByRole('button', { name: 'Tạo khách hàng' }));
    // The contract's schema speaks first: nothing is sent with empty fields.
    expect(posts(app.requests, '/Agency/Customer')).toHaveLength(0);
    const form = screen.getByRole('button', { name: 'Tạo khách hàng' }).closest('form')!;
    await app.user.type(within(form).getByLabelText('Họ và tên'), 'Phạm Thu Hoa');
    await app.user.type(within(form).getByLabelText('Số điện thoại'), '0912000222');
    await app.user.type(within(form).getByLabelText('Email'), 'hoa@example.com');
    await app.user.type(within(form).getByLabelText(/Mã khách hàng của đại lý/), 'HOA-03');
    await app.user.click(screen.getByRole('button', { name: 'Tạo khách hàng' }));
    const phone = screen.getByLabelText('Số điện thoại');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Số điện thoại'));
    expect(posts(app.requests, '/Agency/Customer')[0]?.body).toEqual({
      fullName: 'Phạm Thu Hoa',
      phone: expect.any(String),
      email: 'hoa@example.com',
      agencyCode: 'HOA-03',
    });
    await app.user.clear(phone);
    await app.user.type(phone, '0912000333');
    await app.user.click(screen.getByRole('button', { name: 'Tạo khách hàng' }));
    await app.waitForPath('/agency/customer/32');
  });

  it('invites an existing customer by code and cancels a pending invitation', async () => {
    const handler: StubHandler = ({ method, url }) => {
      if (method === 'POST' && url === '/Agency/Invite') return reply(201, { ...pendingInvite, id: 8, customerCode: 'KH0050' });
      if (method === 'DELETE' && url === '/Agency/Invite/7') return reply(204);
      return undefined;
    };
    const app = await renderApp('/agency/customer', { signedIn: true, user: agencyUser, handler: agencyServer(handler) });
    await app.user.click(await screen.findByText('Mời khách đã có tài khoản'));
    await app.user.type(screen.getByLabelText('Mã khách hàng MuaHộ'), 'KH0050');
    const invite = screen.getByRole('button', { name: 'Gửi lời mời' }).closest('form')!;
    await app.user.type(within(invite).getByLabelText(/Mã khách hàng của đại lý/), 'MAI-05');
    await app.user.click(screen.getByRole('button', { name: 'Gửi lời mời' }));
    expect(await screen.findByText(/Đã gửi lời mời/)).toBeInTheDocument();
    expect(posts(app.requests, '/Agency/Invite')[0]?.body).toEqual({ customerCode: 'KH0050', agencyCode: 'MAI-05' });

    await app.user.click(screen.getByText('Lời mời đã gửi'));
    expect(await screen.findByText('Chờ trả lời')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Hủy lời mời KH0044' }));
    await waitFor(() => expect(app.requests.some((r) => r.method === 'DELETE' && r.url === '/Agency/Invite/7')).toBe(true));
  });
});

describe('a customer’s page for the agency', { timeout: 20_000 }, () => {
  it('shows details, wallet and orders, a buy order opening on the agency’s pages and a consignment on none', async () => {
    await renderApp(`/agency/customer/${lan.id}`, { signedIn: true, user: agencyUser, handler: agencyServer() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Trần Thị Lan' })).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Đơn hàng gần đây' });
    expect(within(orders).getByRole('link', { name: 'MH2611-0005' })).toHaveAttribute('href', '/agency/order/5');
    expect(within(orders).getByText('KG2611-0007')).toBeInTheDocument();
    expect(within(orders).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Thanh toán hộ cho khách' })).toHaveAttribute(
      'href',
      `/agency/orderPob/create?customerId=${lan.id}`,
    );
    expect(screen.getByRole('link', { name: 'Đặt hàng cho khách' })).toHaveAttribute('href', `/agency/order/create?customerId=${lan.id}`);
  });

  it('asks before a transfer, showing both balances, and a retry resends one key', async () => {
    const transfer = inTurn<StubResponse>([
      failure(503, 'Máy chủ bận', 'unavailable'),
      reply(201, {
        id: 1,
        amountVnd: 300_000,
        agencyWallet: { balanceVnd: 4_700_000, heldVnd: 0, availableVnd: 4_700_000 },
        customerWallet: { balanceVnd: 1_300_000, heldVnd: 0, availableVnd: 1_300_000 },
        createdAt: '2026-11-27T03:00:00.000Z',
      }),
    ]);
    const handler: StubHandler = ({ method, url }) =>
      method === 'POST' && url === `/Agency/Customer/${lan.id}/Transfer` ? transfer() : undefined;
    const app = await renderApp(`/agency/customer/${lan.id}`, { signedIn: true, user: agencyUser, handler: agencyServer(handler) });
    await app.user.type(await screen.findByLabelText('Số tiền chuyển'), '300000');
    await app.user.click(screen.getByRole('button', { name: 'Chuyển tiền' }));
    const dialog = await screen.findByRole('dialog', { name: /^Chuyển 300\.000\s₫ cho Trần Thị Lan\?$/ });
    expect(within(dialog).getByText('5.000.000 ₫ → 4.700.000 ₫')).toBeInTheDocument();
    expect(within(dialog).getByText('1.000.000 ₫ → 1.300.000 ₫')).toBeInTheDocument();
    const url = `/Agency/Customer/${lan.id}/Transfer`;
    expect(posts(app.requests, url)).toHaveLength(0);

    await app.user.click(within(dialog).getByRole('button', { name: /^Xác nhận chuyển 300\.000/ }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: /^Xác nhận chuyển 300\.000/ }));
    expect(await screen.findByText(/Đã chuyển 300.000 ₫/)).toBeInTheDocument();
    const sent = posts(app.requests, url);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.body).toEqual({ amountVnd: 300_000 });
    expect(sent[0]?.idempotencyKey).toBeTruthy();
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });

  it('refuses an amount above the agency’s available balance before asking', async () => {
    const app = await renderApp(`/agency/customer/${lan.id}`, { signedIn: true, user: agencyUser, handler: agencyServer() });
    await app.user.type(await screen.findByLabelText('Số tiền chuyển'), '6000000');
    await app.user.click(screen.getByRole('button', { name: 'Chuyển tiền' }));
    expect(await screen.findByText('Ví đại lý chỉ còn 5.000.000 ₫ khả dụng')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('pay on behalf for a customer', { timeout: 30_000 }, () => {
  it('lists the requests with the customer and the payer', async () => {
    await renderApp('/agency/orderPob', { signedIn: true, user: agencyUser, handler: agencyServer() });
    const row = await screen.findByRole('link', { name: new RegExp(samplePob.code) });
    expect(within(row).getByText('LAN-01 · Trần Thị Lan')).toBeInTheDocument();
    expect(within(row).getByText(/trả bằng Ví khách hàng/)).toBeInTheDocument();
  });

  it('quotes and pays for the chosen customer from the chosen wallet', async () => {
    const handler: StubHandler = ({ method, url }) => {
      if (method === 'POST' && url === '/Agency/OrderPob/Quote') return reply(200, samplePobQuote);
      if (method === 'POST' && url === '/Agency/OrderPob') return reply(201, agencyPob);
      return undefined;
    };
    const app = await renderApp(`/agency/orderPob/create?customerId=${lan.id}`, {
      signedIn: true,
      user: agencyUser,
      handler: agencyServer(handler),
    });
    expect(await screen.findByText(/Cho khách/)).toHaveTextContent('LAN-01');
    await app.user.click(screen.getByRole('radio', { name: 'Ví khách hàng' }));
    await app.waitForPath('/agency/orderPob/create');
    await waitFor(() => expect(app.history.location.search).toContain('payer=customer'));

    await screen.findByRole('heading', { level: 2, name: 'Yêu cầu thanh toán hộ' });
    await app.user.click(screen.getByLabelText('Link hoặc nội dung chia sẻ yêu cầu thanh toán'));
    await app.user.paste('https://m.tb.cn/h.5Xy1AbC?tk=aBcD');
    await app.user.type(screen.getByLabelText('Mã đơn hàng của người bán'), '3791234567890123456');
    await app.user.type(screen.getByLabelText('Số tiền cần thanh toán (¥)'), '123,45');
    await app.user.click(screen.getByRole('button', { name: 'Xem số tiền' }));

    await screen.findByRole('heading', { level: 2, name: 'Kiểm tra và xác nhận' });
    expect(posts(app.requests, '/Agency/OrderPob/Quote')[0]?.body).toMatchObject({
      customerId: lan.id,
      payer: 'customer',
      amountFen: 12_345,
    });
    expect(screen.getAllByText('Ví khách hàng').length).toBeGreaterThan(0);
    expect(posts(app.requests, '/Agency/OrderPob')).toHaveLength(0);
    await app.user.click(screen.getByRole('button', { name: /^Xác nhận thanh toán/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Đã gửi yêu cầu thanh toán hộ cho khách' })).toBeInTheDocument();
    const created = posts(app.requests, '/Agency/OrderPob');
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({ customerId: lan.id, payer: 'customer', expectedTotalVnd: samplePobQuote.totalVnd });
    expect(created[0]?.idempotencyKey).toBeTruthy();
    expect(screen.getByRole('link', { name: `Xem yêu cầu ${agencyPob.code}` })).toHaveAttribute('href', `/agency/orderPob/${agencyPob.id}`);
  });
});

describe('an invitation to a customer', { timeout: 20_000 }, () => {
  const invite: MyAgencyInvite = {
    id: 12,
    agencyName: 'Đại lý Hoa Mai',
    agencyCustomerCode: 'MAI-07',
    custom: true,
    terms: summary.terms,
    createdAt: '2026-11-26T03:00:00.000Z',
  };

  function inviteServer(): StubHandler {
    let answered = false;
    return ({ method, url }) => {
      if (url === '/AgencyInvite') return reply(200, { items: answered ? [] : [invite] });
      if (method === 'POST' && (url === '/AgencyInvite/12/Accept' || url === '/AgencyInvite/12/Decline')) {
        answered = true;
        return reply(200, { ok: true });
      }
      return undefined;
    };
  }

  it('shows the agency, the code and its terms on the profile, and accepts only after the confirm', async () => {
    const app = await renderApp('/profile', { signedIn: true, handler: inviteServer() });
    const card = await screen.findByRole('region', { name: 'Lời mời làm khách của đại lý' });
    expect(within(card).getByText('Đại lý Hoa Mai')).toBeInTheDocument();
    expect(within(card).getByText('MAI-07')).toBeInTheDocument();
    expect(within(card).getByText('50%')).toBeInTheDocument();
    await app.user.click(within(card).getByRole('button', { name: 'Nhận lời' }));
    const dialog = await screen.findByRole('dialog', { name: 'Làm khách hàng của Đại lý Hoa Mai?' });
    expect(posts(app.requests, '/AgencyInvite/12/Accept')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Nhận lời' }));
    expect(await screen.findByText('Bạn đã là khách hàng của Đại lý Hoa Mai.')).toBeInTheDocument();
    expect(posts(app.requests, '/AgencyInvite/12/Accept')).toHaveLength(1);
  });

  it('declines', async () => {
    const app = await renderApp('/profile', { signedIn: true, handler: inviteServer() });
    const card = await screen.findByRole('region', { name: 'Lời mời làm khách của đại lý' });
    await app.user.click(within(card).getByRole('button', { name: 'Từ chối' }));
    expect(await screen.findByText('Đã từ chối lời mời của Đại lý Hoa Mai.')).toBeInTheDocument();
    expect(posts(app.requests, '/AgencyInvite/12/Decline')).toHaveLength(1);
  });
});

describe('an invitation from an agency without prices of its own', { timeout: 20_000 }, () => {
  it('says prices stay the general ones instead of showing "giá riêng"', async () => {
    const invite: MyAgencyInvite = {
      id: 13,
      agencyName: 'Đại lý Hoa Mai',
      agencyCustomerCode: 'MAI-08',
      custom: false,
      terms,
      createdAt: '2026-11-26T03:00:00.000Z',
    };
    await renderApp('/profile', {
      signedIn: true,
      handler: ({ url }) => (url === '/AgencyInvite' ? reply(200, { items: [invite] }) : undefined),
    });
    const card = await screen.findByRole('region', { name: 'Lời mời làm khách của đại lý' });
    expect(within(card).getByText(/theo bảng giá chung của MuaHộ: nhận lời không đổi giá của bạn/)).toBeInTheDocument();
    expect(within(card).queryByText(/Giá riêng/)).not.toBeInTheDocument();
    expect(within(card).queryByText('Đặt cọc khi đặt hàng')).not.toBeInTheDocument();
  });
});

describe('a customer’s own agency', { timeout: 20_000 }, () => {
  it('shows the agency on the profile and leaves it only after the confirm', async () => {
    let left = false;
    const app = await renderApp('/profile', {
      signedIn: true,
      handler: ({ method, url }) => {
        if (url !== '/MyAgency') return undefined;
        if (method === 'DELETE') {
          left = true;
          return reply(204, undefined);
        }
        return reply(200, {
          agency: left
            ? null
            : {
                agencyName: 'Đại lý Hoa Mai',
                agencyCustomerCode: 'MAI-07',
                joinedBy: 'invited',
                joinedAt: '2026-11-01T03:00:00.000Z',
                custom: true,
                terms: summary.terms,
              },
        });
      },
    });
    const card = await screen.findByRole('region', { name: 'Đại lý của bạn' });
    expect(within(card).getByText('Đại lý Hoa Mai')).toBeInTheDocument();
    expect(within(card).getByText('MAI-07')).toBeInTheDocument();
    expect(within(card).getByText('50%')).toBeInTheDocument();
    await app.user.click(within(card).getByRole('button', { name: 'Rời đại lý' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rời Đại lý Hoa Mai?' });
    expect(left).toBe(false);
    await app.user.click(within(dialog).getByRole('button', { name: 'Rời đại lý' }));
    expect(await screen.findByText('Bạn đã rời Đại lý Hoa Mai.')).toBeInTheDocument();
    expect(left).toBe(true);
    expect(screen.queryByRole('region', { name: 'Đại lý của bạn' })).not.toBeInTheDocument();
  });
});

describe('an agency cancelling a request it made', { timeout: 20_000 }, () => {
  it('asks first, then says which wallet got the money back', async () => {
    let cancelled = false;
    const pending: AgencyPob = { ...agencyPob, status: 'pending' };
    const app = await renderApp(`/agency/orderPob/${pending.id}`, {
      signedIn: true,
      user: agencyUser,
      handler: agencyServer(({ method, url }) => {
        if (method === 'POST' && url === `/Agency/OrderPob/${pending.id}/Cancel`) {
          cancelled = true;
          return reply(200, { ...pending, status: 'cancelled', refundedVnd: pending.totalVnd });
        }
        if (url === `/Agency/OrderPob/${pending.id}`) return reply(200, cancelled ? { ...pending, status: 'cancelled' } : pending);
        return undefined;
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Hủy yêu cầu' }));
    const dialog = await screen.findByRole('dialog', { name: `Hủy yêu cầu ${pending.code}?` });
    expect(within(dialog).getByText(/hoàn vào ví của khách hàng/)).toBeInTheDocument();
    expect(cancelled).toBe(false);
    await app.user.click(within(dialog).getByRole('button', { name: 'Hủy yêu cầu' }));
    expect(await screen.findByText(/Đã hủy yêu cầu\. .* đã được hoàn vào ví khách hàng\./)).toBeInTheDocument();
    expect(posts(app.requests, `/Agency/OrderPob/${pending.id}/Cancel`)[0]?.idempotencyKey).toBeTruthy();
  });
});
