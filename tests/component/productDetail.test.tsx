import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AddCartItemRequest, CartItem } from '../../contract/cart';
import type { Product } from '../../contract/products';
import { defaultSettings, publicSettingsOf } from '../../contract/settings';
import { type PublicSettings } from '../../contract/publicSettings';
import { sampleCoat as coat } from '../fixtures/products';
import { failure, renderApp, reply, type StubHandler, type StubResponse } from './renderApp';

const settings: PublicSettings = publicSettingsOf(1, defaultSettings);

/** What POST /ShoppingCart answers: the line as the server priced it. */
const addedLine = (body: AddCartItemRequest): CartItem => ({
  id: 71,
  site: body.site,
  itemId: body.itemId,
  skuId: body.skuId,
  title: coat.title,
  titleVi: coat.titleVi,
  imageUrl: coat.images[0]!,
  shop: coat.shop,
  properties: [],
  skuPriceFen: 1500,
  priceTiers: coat.priceTiers,
  minQuantity: coat.minQuantity,
  unitPriceFen: 1500,
  quantity: body.quantity,
  note: body.note ?? '',
  selected: true,
  createdAt: '2026-11-22T00:00:00.000Z',
  updatedAt: '2026-11-22T00:00:00.000Z',
});

const withProduct =
  (product: Product): StubHandler =>
  ({ url }) => {
    if (url === '/Settings/Public') return reply(200, settings);
    if (url === `/ChinaWebProduct/${product.site}-${product.itemId}`) return reply(200, product);
    return undefined;
  };

const open = (product: Product = coat) =>
  renderApp(`/chinaWebProduct/${product.site}-${product.itemId}`, { signedIn: true, handler: withProduct(product) });

const stockStatus = () =>
  screen.getByText(/^(Còn \d+ sản phẩm|Hết hàng|Chọn .* để xem giá và số hàng còn)$/, { selector: '[role="status"]' });

describe('the product page', () => {
  it('shows photos, titles, shop, price range in ¥ and đồng, and a link to the site', async () => {
    const app = await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Áo khoác nữ thu đông' })).toBeInTheDocument();
    expect(screen.getByText('女装外套 秋冬')).toHaveAttribute('lang', 'zh');
    expect(screen.getByText('Shop: Xưởng may Quảng Châu')).toBeInTheDocument();
    expect(screen.getByText(/^15,00\s¥ – 18,00\s¥$/)).toBeInTheDocument();
    expect(await screen.findByText(/≈ 54\.750\s₫ – 65\.700\s₫/)).toBeInTheDocument();
    expect(screen.getByText('Mua tối thiểu 2 sản phẩm')).toBeInTheDocument();

    const gallery = screen.getByRole('region', { name: 'Ảnh sản phẩm' });
    expect(within(gallery).getByRole('img', { name: 'Áo khoác nữ thu đông – ảnh 1' })).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(within(gallery).getByRole('button', { name: 'Ảnh trước' })).toBeDisabled();
    await app.user.click(within(gallery).getByRole('button', { name: 'Xem ảnh 3' }));
    expect(within(gallery).getByRole('button', { name: 'Xem ảnh 3' })).toHaveAttribute('aria-current', 'true');
    expect(within(gallery).getByRole('button', { name: 'Ảnh sau' })).toBeDisabled();

    const site = screen.getByRole('link', { name: /Xem trên 1688/ });
    expect(site).toHaveAttribute('href', coat.url);
    expect(site).toHaveAttribute('target', '_blank');
    expect(site.getAttribute('rel')).toContain('noopener');
  });

  it('offers no link to the site for goods of the built-in catalog, which are not on it', async () => {
    await open({ ...coat, url: null });
    expect(await screen.findByRole('heading', { level: 2, name: 'Áo khoác nữ thu đông' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Xem trên/ })).not.toBeInTheDocument();
  });

  it('selects the SKU from the chosen properties and shows its price and stock', async () => {
    const app = await open();
    await screen.findByRole('group', { name: /Màu/ });
    expect(stockStatus()).toHaveTextContent('Chọn Màu, Cỡ để xem giá và số hàng còn');

    await app.user.click(screen.getByRole('radio', { name: 'Đỏ' }));
    expect(stockStatus()).toHaveTextContent('Chọn Cỡ để xem giá và số hàng còn');
    await app.user.click(screen.getByRole('radio', { name: 'M' }));
    expect(stockStatus()).toHaveTextContent('Còn 23 sản phẩm');
    expect(screen.getByText(/^15,00\s¥$/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Màu/ })).toHaveTextContent('Màu 颜色: Đỏ');

    await app.user.click(screen.getByRole('radio', { name: 'Xanh dương' }));
    expect(stockStatus()).toHaveTextContent('Còn 5 sản phẩm');
    expect(screen.getByText(/^18,00\s¥$/)).toBeInTheDocument();
  });

  it('disables a value no combination has in stock', async () => {
    const app = await open();
    expect(await screen.findByRole('radio', { name: /Xanh lá/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Xanh lá/ })).toHaveAccessibleName('Xanh lá Hết hàng');
    expect(screen.getByRole('radio', { name: /^L/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Đỏ' })).toBeEnabled();
    // Blue comes in M only; red stays pickable, and picking it keeps M, which red has too.
    await app.user.click(screen.getByRole('radio', { name: 'Xanh dương' }));
    await app.user.click(screen.getByRole('radio', { name: 'M' }));
    await app.user.click(screen.getByRole('radio', { name: 'Đỏ' }));
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    expect(screen.getByText('Còn 23 sản phẩm')).toBeInTheDocument();
  });

  it.each(['-5', '1e3', '2,5'])('keeps %s in the quantity box with the reason, never reading it as another number', async (typed) => {
    const app = await open();
    const quantity = await screen.findByRole('textbox', { name: 'Số lượng' });
    await app.user.clear(quantity);
    await app.user.type(quantity, typed);
    expect(quantity).toHaveValue(typed);
    expect(quantity).toHaveAccessibleDescription('Nhập số lượng là số nguyên, từ 2 trở lên');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the quantity between the seller minimum and the stock', async () => {
    const app = await open();
    const quantity = await screen.findByRole('textbox', { name: 'Số lượng' });
    expect(quantity).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Giảm số lượng' })).toBeDisabled();

    await app.user.clear(quantity);
    await app.user.type(quantity, '1');
    expect(quantity).toHaveAccessibleDescription('Người bán chỉ nhận từ 2 sản phẩm');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await app.user.clear(quantity);
    expect(quantity).toHaveAccessibleDescription('Nhập số lượng là số nguyên, từ 2 trở lên');

    await app.user.click(screen.getByRole('radio', { name: 'Xanh dương' }));
    await app.user.click(screen.getByRole('radio', { name: 'M' }));
    await app.user.type(quantity, '6');
    expect(quantity).toHaveAccessibleDescription('Chỉ còn 5 sản phẩm');
    await app.user.clear(quantity);
    await app.user.type(quantity, '4');
    expect(quantity).not.toHaveAttribute('aria-invalid');
    await app.user.click(screen.getByRole('button', { name: 'Tăng số lượng' }));
    expect(quantity).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Tăng số lượng' })).toBeDisabled();
  });

  it('prices the line at the 1688 tier its quantity reaches', async () => {
    const app = await open();
    const tiers = await screen.findByRole('table', { name: 'Giá sỉ theo số lượng' });
    expect(within(tiers).getByRole('rowheader', { name: 'Từ 10 cái' }).nextElementSibling).toHaveTextContent(/12,00\s¥/);
    expect(within(tiers).getByRole('rowheader', { name: 'Từ 50 cái' }).nextElementSibling).toHaveTextContent(/10,00\s¥/);

    await app.user.click(screen.getByRole('radio', { name: 'Đỏ' }));
    await app.user.click(screen.getByRole('radio', { name: 'M' }));
    const quantity = screen.getByRole('textbox', { name: 'Số lượng' });
    const total = () => screen.getByText('Thành tiền').parentElement!;

    await app.user.clear(quantity);
    await app.user.type(quantity, '9');
    expect(total()).toHaveTextContent(/135,00\s¥/);
    expect(total()).toHaveTextContent(/≈ 492\.750\s₫/);

    await app.user.click(screen.getByRole('button', { name: 'Tăng số lượng' }));
    expect(quantity).toHaveValue('10');
    expect(total()).toHaveTextContent(/120,00\s¥/);
    expect(total()).toHaveTextContent(/≈ 438\.000\s₫/);
    expect(within(tiers).getByText('đang áp dụng').closest('tr')).toHaveTextContent('Từ 10 cái');
  });

  it('adds the chosen SKU, quantity and note to the cart and offers the way there', async () => {
    let answer: (value: StubResponse) => void = () => {};
    const app = await renderApp(`/chinaWebProduct/${coat.site}-${coat.itemId}`, {
      signedIn: true,
      handler: (request) =>
        request.method === 'POST' && request.url === '/ShoppingCart'
          ? new Promise<StubResponse>((resolve) => (answer = resolve))
          : withProduct(coat)(request),
    });
    const add = await screen.findByRole('button', { name: 'Thêm vào giỏ hàng' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Chọn Màu, Cỡ để xem giá và số hàng còn');

    await app.user.click(screen.getByRole('radio', { name: 'Đỏ' }));
    await app.user.click(screen.getByRole('radio', { name: 'M' }));
    await app.user.click(screen.getByRole('button', { name: 'Tăng số lượng' }));
    await app.user.type(screen.getByLabelText('Ghi chú cho người bán'), ' Gói kỹ giúp em ');
    expect(add).toBeEnabled();
    await app.user.click(add);

    const busy = screen.getByRole('button', { name: 'Đang thêm…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(app.requests.find((r) => r.method === 'POST' && r.url === '/ShoppingCart')?.body).toEqual({
      site: '1688',
      itemId: '655512345678',
      skuId: 'red-M',
      quantity: 3,
      note: 'Gói kỹ giúp em',
    });
    answer(reply(201, addedLine(app.requests.at(-1)!.body as AddCartItemRequest)));

    const done = await screen.findByText('Đã thêm vào giỏ hàng');
    expect(done.closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem giỏ hàng' })).toHaveAttribute('href', '/shoppingCart');
    expect(screen.queryByText('Giỏ hàng sẽ sớm có mặt')).not.toBeInTheDocument();
  });

  it('marks the cart for reloading after adding to it', async () => {
    const app = await renderApp(`/chinaWebProduct/${coat.site}-${coat.itemId}`, {
      signedIn: true,
      handler: (request) =>
        request.method === 'POST' && request.url === '/ShoppingCart'
          ? reply(201, addedLine(request.body as AddCartItemRequest))
          : withProduct(coat)(request),
    });
    // A cart loaded earlier in the session, still fresh.
    app.queryClient.setQueryData(['cart'], { items: [] });
    await app.user.click(await screen.findByRole('radio', { name: 'Xanh dương' }));
    await app.user.click(screen.getByRole('radio', { name: 'M' }));
    expect(app.queryClient.getQueryState(['cart'])?.isInvalidated).toBe(false);
    await app.user.click(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    await screen.findByText('Đã thêm vào giỏ hàng');
    expect(app.queryClient.getQueryState(['cart'])?.isInvalidated).toBe(true);
  });

  it.each([
    ['cart-full', 'Giỏ hàng đã đủ 200 sản phẩm. Hãy đặt hàng hoặc xóa bớt rồi thêm lại.'],
    ['product-unavailable', 'Loại hàng này vừa hết hoặc người bán đã ngừng bán. Hãy chọn loại khác.'],
    ['quantity-below-minimum', 'Người bán chỉ nhận từ 2 sản phẩm. Hãy tăng số lượng.'],
  ])('says what to do when the cart refuses the line (%s)', async (code, words) => {
    const app = await renderApp(`/chinaWebProduct/${coat.site}-${coat.itemId}`, {
      signedIn: true,
      handler: (request) =>
        request.method === 'POST' && request.url === '/ShoppingCart' ? failure(409, 'refused', code) : withProduct(coat)(request),
    });
    await app.user.click(await screen.findByRole('radio', { name: 'Đỏ' }));
    await app.user.click(screen.getByRole('radio', { name: 'M' }));
    await app.user.click(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeEnabled();
  });

  it('says when the product does not exist, with a way back to search', async () => {
    await renderApp('/chinaWebProduct/taobao-655512349999', {
      signedIn: true,
      handler: ({ url }) =>
        url === '/ChinaWebProduct/taobao-655512349999' ? failure(404, 'Không tìm thấy sản phẩm', 'not-found') : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy sản phẩm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang tìm kiếm' })).toHaveAttribute('href', '/chinaWebProduct');
  });

  it('offers to try again when the product cannot be loaded', async () => {
    let fail = true;
    const app = await renderApp('/chinaWebProduct/1688-655512345678', {
      signedIn: true,
      handler: (request) =>
        request.url === '/ChinaWebProduct/1688-655512345678' && fail
          ? failure(429, 'Thử lại sau ít phút', 'too-many-requests')
          : withProduct(coat)(request),
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Áo khoác nữ thu đông' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
