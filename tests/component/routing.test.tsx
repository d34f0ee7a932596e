import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

/** Every route of the product, with params filled in; `/chat/{type}-{id}` style keys are one segment. */
const protectedPaths = [
  '/',
  '/counter',
  '/chat',
  '/chat/order-123',
  '/address',
  '/address/create',
  '/address/7',
  '/agency',
  '/agency/customer',
  '/agency/orderPob',
  '/orderPob',
  '/orderPob/create',
  '/orderPob/refund',
  '/orderPob/refundTaobaoInt',
  '/orderPob/42',
  '/package',
  '/profile',
  '/profile/changeInfo',
  '/profile/changePassword',
  '/delivery',
  '/delivery/create',
  '/wallet/recharge',
  '/wallet/withdraw',
  '/transaction',
  '/notification',
  '/orderOrdering',
  '/orderOrdering/create',
  '/orderOrdering/15',
  '/orderShipping',
  '/orderShipping/create',
  '/orderShipping/measureCode',
  '/orderShipping/calcShippingFee',
  '/orderShipping/9',
  '/orderComplaint',
  '/shoppingCart',
  '/taobaoIntOrder',
  '/taobaoIntOrder/refund',
  '/taobaoIntOrder/42',
  '/taobaoIntOrder/create',
  '/taobaoIntToken',
  '/chinaWebProduct',
  '/chinaWebProduct/taobao-6543210',
];

const publicPaths = [
  '/auth/login',
  '/auth/register',
  '/auth/forgotPassword',
  '/splashScreen',
  '/about',
  '/article',
  '/article/policy',
  '/article/12',
  '/staticPage/terms',
];

describe('routing', () => {
  it('sends an anonymous visitor of /profile to /auth/login', async () => {
    const app = await renderApp('/profile');
    await app.waitForPath('/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeInTheDocument();
  });

  it('shows "Page not found" with the path for an unknown path', async () => {
    await renderApp('/khong-co');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found: /khong-co' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Không tìm thấy trang – MuaHộ'));
  });

  it('shows "Page not found" for an unknown path to a signed-in person too', async () => {
    await renderApp('/orderOrdering/15/khong-co', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found: /orderOrdering/15/khong-co' })).toBeInTheDocument();
  });

  it.each(['/chat/khonghople', '/chinaWebProduct/amazon-123', '/chinaWebProduct/taobao-'])(
    'treats the unparsable key in %s as a page that does not exist',
    async (path) => {
      await renderApp(path, { signedIn: true });
      expect(await screen.findByRole('heading', { level: 1, name: `Page not found: ${path}` })).toBeInTheDocument();
    },
  );

  it('splits a {type}-{id} key into its two parts', async () => {
    const app = await renderApp('/chinaWebProduct/1688-778899', { signedIn: true });
    const match = app.router.state.matches.find((m) => m.routeId === '/_authed/chinaWebProduct/$key');
    expect(match?.params).toMatchObject({ key: '1688-778899', type: '1688', id: '778899' });
    // The product page asks the API for the same key.
    await waitFor(() => expect(app.requests.some((r) => r.url === '/ChinaWebProduct/1688-778899')).toBe(true));
  });

  it('names the document after the route ("Đăng nhập – MuaHộ")', async () => {
    const app = await renderApp('/auth/login');
    await waitFor(() => expect(document.title).toBe('Đăng nhập – MuaHộ'));
    await app.user.click(screen.getByRole('link', { name: 'Đăng ký tài khoản' }));
    await waitFor(() => expect(document.title).toBe('Đăng ký tài khoản – MuaHộ'));
  });

  // Login and register send a signed-in person home instead (tests/component/login.test.tsx).
  const signedInPaths = [...protectedPaths, ...publicPaths.filter((path) => path !== '/auth/login' && path !== '/auth/register')];
  it.each(signedInPaths)('renders %s for a signed-in person with a level-one heading', async (path) => {
    const app = await renderApp(path, { signedIn: true });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent(/Page not found|Internal Server Error|Page Not Found/);
    expect(app.pathname()).toBe(path);
    // Pages in the default layout show their route title as the header's heading.
    const title = heading.closest('header') ? `${heading.textContent} – MuaHộ` : expect.stringMatching(/^\S.* – MuaHộ$/);
    await waitFor(() => expect(document.title).toEqual(title));
  });

  it.each(publicPaths)('renders %s for an anonymous visitor with a level-one heading', async (path) => {
    const app = await renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent(/Page not found|Internal Server Error|Page Not Found/);
    expect(app.pathname()).toBe(path);
  });
});

describe('the default layout', () => {
  it('marks the active tab with aria-current', async () => {
    await renderApp('/orderOrdering/15', { signedIn: true });
    const tabs = await screen.findByRole('navigation', { name: 'Điều hướng chính' });
    expect(within(tabs).getByRole('link', { name: 'Đơn hàng' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Trang chủ' })).not.toHaveAttribute('aria-current');
    for (const name of ['Giỏ hàng', 'Thông báo', 'Tài khoản']) {
      expect(within(tabs).getByRole('link', { name })).toHaveAttribute('href');
    }
  });

  it('goes back in history with "Quay lại"', async () => {
    const app = await renderApp('/profile', { signedIn: true });
    await app.user.click(await screen.findByRole('link', { name: 'Đổi mật khẩu' }));
    await app.waitForPath('/profile/changePassword');
    await app.user.click(await screen.findByRole('button', { name: 'Quay lại' }));
    await app.waitForPath('/profile');
  });

  it('goes home with "Quay lại" when there is no history', async () => {
    const app = await renderApp('/agency', { signedIn: true });
    expect(await screen.findByText('Bạn chưa là đại lý của MuaHộ')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Quay lại' }));
    await app.waitForPath('/');
  });

  it('offers a skip link to the main content', async () => {
    const app = await renderApp('/', { signedIn: true });
    await app.user.click(await screen.findByRole('link', { name: 'Bỏ qua, đến nội dung chính' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('puts the app navigation before the page, so Tab reaches the side navigation first on a desktop', async () => {
    await renderApp('/', { signedIn: true });
    const nav = await screen.findByRole('navigation', { name: 'Điều hướng chính' });
    const skip = screen.getByRole('link', { name: 'Bỏ qua, đến nội dung chính' });
    expect(skip.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(nav.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('scrolls to the top when entering a page', async () => {
    const app = await renderApp('/', { signedIn: true });
    await app.user.click(await screen.findByRole('link', { name: 'Kiện hàng' }));
    await app.waitForPath('/package');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('the home page', () => {
  it('greets the person by name and links to every service', async () => {
    await renderApp('/', { signedIn: true });
    expect(await screen.findByText('Xin chào, Nguyễn Văn An')).toBeInTheDocument();
    const main = screen.getByRole('main');
    const expected = {
      'Tìm sản phẩm': '/chinaWebProduct',
      'Giỏ hàng': '/shoppingCart',
      'Đơn mua hộ': '/orderOrdering',
      'Ký gửi hàng': '/orderShipping/create',
      'Tính phí vận chuyển': '/orderShipping/calcShippingFee',
      'Tra cân đo': '/orderShipping/measureCode',
      'Kiện hàng': '/package',
      'Giao hàng': '/delivery',
      'Thanh toán hộ': '/orderPob',
      'Taobao quốc tế': '/taobaoIntOrder',
      'Khiếu nại': '/orderComplaint',
      'Nạp tiền': '/wallet/recharge',
      'Rút tiền': '/wallet/withdraw',
      'Lịch sử giao dịch': '/transaction',
      'Tin nhắn': '/chat',
      'Bài viết': '/article',
      'Đại lý': '/agency',
      'Sổ địa chỉ': '/address',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});

describe('the splash screen', () => {
  it('stays until the person moves on', async () => {
    await renderApp('/splashScreen', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'MuaHộ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bỏ qua' })).toBeInTheDocument();
  });
});
