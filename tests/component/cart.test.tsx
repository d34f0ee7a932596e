import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AddCartItemRequest, CartItem, SelectCartItemsRequest, UpdateCartItemRequest } from '../../contract/cart';
import { failure, renderApp, reply, type StubRequest, type StubResponse } from './renderApp';
import { collapsed as text, defaultPublicSettings as settings, vndText as vnd } from './pageText';

let nextId = 1;
function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: nextId++,
    site: 'taobao',
    itemId: '600000000001',
    skuId: 'sku-1',
    title: '连衣裙 夏季',
    titleVi: 'Váy liền mùa hè',
    imageUrl: 'https://img.example.com/dress.jpg',
    shop: { id: 'shop-a', name: '美丽女装', nameVi: 'Thời trang Mỹ Lệ' },
    properties: [{ name: '颜色', nameVi: 'Màu', value: '红色', valueVi: 'Đỏ' }],
    skuPriceFen: 4_550,
    priceTiers: [],
    minQuantity: 1,
    unitPriceFen: 4_550,
    quantity: 2,
    note: '',
    selected: true,
    createdAt: '2026-11-20T00:00:00.000Z',
    updatedAt: '2026-11-20T00:00:00.000Z',
    ...overrides,
  };
}

const dress = () => line();
const skirt = () =>
  line({
    itemId: '600000000002',
    skuId: 'sku-2',
    title: '半身裙',
    titleVi: 'Chân váy',
    properties: [],
    skuPriceFen: 2_990,
    unitPriceFen: 2_990,
    quantity: 1,
  });
/** A 1688 line: 12,00 ¥ from 10 pieces, at least 2. */
const socks = () =>
  line({
    site: '1688',
    itemId: '655500000003',
    skuId: null,
    title: '袜子',
    titleVi: null,
    shop: { id: 'factory-9', name: '义乌袜厂', nameVi: null },
    properties: [],
    skuPriceFen: 1_500,
    priceTiers: [{ minQuantity: 10, priceFen: 1_200 }],
    minQuantity: 2,
    unitPriceFen: 1_500,
    quantity: 4,
  });

type Options = {
  items?: CartItem[];
  onPatch?: (id: number, body: UpdateCartItemRequest) => StubResponse | undefined;
  onAdd?: (body: AddCartItemRequest) => StubResponse | undefined;
  onSelect?: (body: SelectCartItemsRequest) => StubResponse | undefined;
};

/** /shoppingCart against a small in-memory cart. */
async function openCart({ items = [dress(), skirt(), socks()], onPatch, onAdd, onSelect }: Options = {}) {
  const server = { items: [...items] };
  const handler = ({ method, url, body }: StubRequest): StubResponse | undefined => {
    if (method === 'GET' && url === '/Settings/Public') return reply(200, settings);
    if (method === 'GET' && url === '/ShoppingCart') return reply(200, { items: server.items });
    if (method === 'POST' && url === '/ShoppingCart/Select') {
      const refused = onSelect?.(body as SelectCartItemsRequest);
      if (refused) return refused;
      const { ids, selected } = body as SelectCartItemsRequest;
      server.items = server.items.map((item) => (ids.includes(item.id) ? { ...item, selected } : item));
      return reply(200, { items: server.items });
    }
    if (method === 'POST' && url === '/ShoppingCart') {
      const refused = onAdd?.(body as AddCartItemRequest);
      if (refused) return refused;
      const added = line({ ...(body as AddCartItemRequest), id: nextId++, selected: false });
      server.items = [added, ...server.items];
      return reply(201, added);
    }
    const one = /^\/ShoppingCart\/(\d+)$/.exec(url);
    if (!one) return undefined;
    const id = Number(one[1]);
    const found = server.items.find((item) => item.id === id);
    if (!found) return failure(404, 'Không tìm thấy', 'not-found');
    if (method === 'PATCH') {
      const changes = body as UpdateCartItemRequest;
      const refused = onPatch?.(id, changes);
      if (refused) return refused;
      const quantity = changes.quantity ?? found.quantity;
      const tier = [...found.priceTiers].reverse().find((t) => quantity >= t.minQuantity);
      const updated = { ...found, ...changes, quantity, unitPriceFen: tier ? tier.priceFen : found.skuPriceFen };
      server.items = server.items.map((item) => (item.id === id ? updated : item));
      return reply(200, updated);
    }
    if (method === 'DELETE') {
      server.items = server.items.filter((item) => item.id !== id);
      return reply(204);
    }
    return undefined;
  };
  const app = await renderApp('/shoppingCart', { signedIn: true, handler });
  await screen.findByRole('button', { name: /^Đặt hàng/ });
  /** The id of the line shown with this title. */
  const idOf = (title: string) => items.find((item) => (item.titleVi ?? item.title) === title)!.id;
  return { ...app, server, idOf };
}

const shop = (name: string) => screen.getByRole('region', { name: new RegExp(name) });
const summary = () => screen.getByRole('region', { name: 'Tạm tính' });
const figure = (label: string) => within(summary()).getByText(label).nextElementSibling;

/**
 * The estimate written out by hand for the test (goods in fen × 3.650 ₫/¥, rounded half up, per
 * shop; purchase fee 3 %, at least 10.000 ₫; deposit 70 % of goods + fee), not by contract/fees.ts.
 */
function expectedShop(fen: number) {
  const goods = Math.round((fen * 3_650) / 100);
  const fee = Math.max(Math.round((goods * 300) / 10_000), 10_000);
  return { goods, fee, deposit: Math.round(((goods + fee) * 7_000) / 10_000) };
}
function expectedTotal(...shops: number[]) {
  return shops.map(expectedShop).reduce((a, b) => ({ goods: a.goods + b.goods, fee: a.fee + b.fee, deposit: a.deposit + b.deposit }));
}
function expectSummary(total: { goods: number; fee: number; deposit: number }) {
  expect(figure('Tiền hàng')).toHaveTextContent(text(vnd(total.goods)));
  expect(figure('Phí mua hàng')).toHaveTextContent(text(vnd(total.fee)));
  expect(figure('Đặt cọc dự kiến')).toHaveTextContent(text(vnd(total.deposit)));
}

describe('the shopping cart', () => {
  it('sends the person to find products when it is empty', async () => {
    await renderApp('/shoppingCart', {
      signedIn: true,
      handler: ({ url }) =>
        url === '/ShoppingCart' ? reply(200, { items: [] }) : url === '/Settings/Public' ? reply(200, settings) : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Giỏ hàng của bạn đang trống' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tìm sản phẩm' })).toHaveAttribute('href', '/chinaWebProduct');
  });

  it('groups the lines by shop, with the site, titles, properties and prices in ¥ and đồng', async () => {
    await openCart();
    const fashion = shop('Thời trang Mỹ Lệ');
    expect(within(fashion).getByRole('heading', { level: 3 })).toHaveTextContent('Taobao Thời trang Mỹ Lệ');
    expect(within(fashion).getAllByRole('listitem')).toHaveLength(2);
    expect(within(fashion).getByRole('heading', { name: 'Váy liền mùa hè' })).toBeInTheDocument();
    expect(within(fashion).getByText('Màu: Đỏ')).toBeInTheDocument();
    expect(within(fashion).getByText(/^45,50\s¥$/)).toBeInTheDocument();
    expect(within(fashion).getByText(text(`≈ ${vnd(166_075)}`))).toBeInTheDocument();

    const factory = shop('义乌袜厂');
    expect(within(factory).getByRole('heading', { level: 3 })).toHaveTextContent('1688 义乌袜厂');
    expect(within(factory).getByRole('heading', { name: '袜子' })).toHaveAttribute('lang', 'zh');
    expect(within(factory).getByText('Tối thiểu 2 sản phẩm')).toBeInTheDocument();
    expect(within(factory).getByRole('textbox', { name: 'Số lượng: 袜子' })).toHaveValue('4');
  });

  it('estimates goods, purchase fee and deposit of the selected lines, an order per shop', async () => {
    const app = await openCart();
    // Shop A: 2 × 45,50 ¥ + 1 × 29,90 ¥; factory: 4 × 15,00 ¥.
    expectSummary(expectedTotal(2 * 4_550 + 2_990, 4 * 1_500));
    expect(screen.getByRole('button', { name: 'Đặt hàng (3)' })).toBeEnabled();

    await app.user.click(screen.getByRole('checkbox', { name: 'Chọn Chân váy' }));
    await waitFor(() => expectSummary(expectedTotal(2 * 4_550, 4 * 1_500)));
    expect(app.requests.find((r) => r.url === '/ShoppingCart/Select')?.body).toEqual({ ids: [app.idOf('Chân váy')], selected: false });
    expect(screen.getByRole('checkbox', { name: 'Chọn cả shop Thời trang Mỹ Lệ' })).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByRole('button', { name: 'Đặt hàng (2)' })).toBeEnabled();
  });

  it('selects and clears a whole shop, and the whole cart, with one request each', async () => {
    const app = await openCart();
    const shopBox = await screen.findByRole('checkbox', { name: 'Chọn cả shop Thời trang Mỹ Lệ' });
    await app.user.click(shopBox);
    await waitFor(() => expect(shopBox).not.toBeChecked());
    expect(app.requests.filter((r) => r.url === '/ShoppingCart/Select').at(-1)?.body).toEqual({
      ids: [app.idOf('Váy liền mùa hè'), app.idOf('Chân váy')],
      selected: false,
    });
    expect(screen.getByRole('checkbox', { name: 'Chọn Váy liền mùa hè' })).not.toBeChecked();
    await waitFor(() => expectSummary(expectedTotal(4 * 1_500)));

    const all = screen.getByRole('checkbox', { name: 'Chọn tất cả (3)' });
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    await app.user.click(all);
    await waitFor(() => expect(all).toBeChecked());
    expect(app.requests.filter((r) => r.url === '/ShoppingCart/Select').at(-1)?.body).toEqual({
      ids: [app.idOf('Váy liền mùa hè'), app.idOf('Chân váy'), app.idOf('袜子')],
      selected: true,
    });

    await app.user.click(all);
    await waitFor(() => expect(all).not.toBeChecked());
    const order = screen.getByRole('button', { name: 'Đặt hàng (0)' });
    expect(order).toBeDisabled();
    expect(order).toHaveAccessibleDescription('Chọn ít nhất một sản phẩm để đặt hàng.');
    expectSummary({ goods: 0, fee: 0, deposit: 0 });
  });

  it('puts the selection back and says so when the server refuses it', async () => {
    const app = await openCart({ onSelect: () => failure(503, 'Máy chủ đang bảo trì', 'unavailable') });
    const box = screen.getByRole('checkbox', { name: 'Chọn Chân váy' });
    await app.user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('Không đổi được lựa chọn. Máy chủ đang bảo trì');
    expect(box).toBeChecked();
  });

  it('shows a new quantity at once, re-priced by its tier, and saves it once after the taps stop', async () => {
    const app = await openCart();
    const factory = shop('义乌袜厂');
    const quantity = within(factory).getByRole('textbox', { name: 'Số lượng: 袜子' });
    await app.user.clear(quantity);
    await app.user.type(quantity, '9');
    await app.user.click(within(factory).getByRole('button', { name: 'Tăng số lượng: 袜子' }));
    expect(quantity).toHaveValue('10');
    // 10 pieces reach the 12,00 ¥ tier, before the server has answered.
    expect(within(factory).getByText(/^12,00\s¥$/)).toBeInTheDocument();
    expectSummary(expectedTotal(2 * 4_550 + 2_990, 10 * 1_200));

    await waitFor(() => expect(app.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1), { timeout: 3000 });
    expect(app.requests.find((r) => r.method === 'PATCH')).toMatchObject({
      url: `/ShoppingCart/${app.idOf('袜子')}`,
      body: { quantity: 10 },
    });
    expect(app.server.items.find((i) => i.id === app.idOf('袜子'))?.quantity).toBe(10);
  });

  it('puts the quantity back with the reason when the server refuses it', async () => {
    const app = await openCart({
      onPatch: (_id, body) => (body.quantity !== undefined ? failure(409, 'Hết hàng', 'product-unavailable') : undefined),
    });
    const fashion = shop('Thời trang Mỹ Lệ');
    const quantity = within(fashion).getByRole('textbox', { name: 'Số lượng: Váy liền mùa hè' });
    await app.user.click(within(fashion).getByRole('button', { name: 'Tăng số lượng: Váy liền mùa hè' }));
    expect(quantity).toHaveValue('3');
    expectSummary(expectedTotal(3 * 4_550 + 2_990, 4 * 1_500));

    await waitFor(() => expect(quantity).toHaveValue('2'), { timeout: 3000 });
    expect(quantity).toHaveAccessibleDescription(
      'Không đổi được số lượng, đã trả lại số cũ. Sản phẩm này đã hết hàng hoặc người bán đã ngừng bán.',
    );
    expectSummary(expectedTotal(2 * 4_550 + 2_990, 4 * 1_500));
  });

  it('does not send a quantity under the seller minimum, and says why', async () => {
    const app = await openCart();
    const factory = shop('义乌袜厂');
    const quantity = within(factory).getByRole('textbox', { name: 'Số lượng: 袜子' });
    await app.user.clear(quantity);
    await app.user.type(quantity, '1');
    expect(quantity).toHaveAccessibleDescription('Tối thiểu 2 sản phẩm Người bán chỉ nhận từ 2 sản phẩm');
    await app.user.tab();
    expect(quantity).toHaveValue('4');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(app.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('saves the note for the seller when the box is left', async () => {
    const app = await openCart();
    const note = screen.getByRole('textbox', { name: 'Ghi chú cho người bán: Chân váy' });
    await app.user.type(note, '  Size M nếu hết S ');
    await app.user.tab();
    expect(await within(note.parentElement!).findByText('Đã lưu ghi chú')).toBeInTheDocument();
    expect(app.requests.find((r) => r.method === 'PATCH')).toMatchObject({
      url: `/ShoppingCart/${app.idOf('Chân váy')}`,
      body: { note: 'Size M nếu hết S' },
    });
  });

  it('removes a line at once and offers to undo it', async () => {
    const app = await openCart();
    await app.user.click(screen.getByRole('button', { name: 'Xóa Váy liền mùa hè khỏi giỏ hàng' }));
    expect(screen.queryByRole('heading', { name: 'Váy liền mùa hè' })).not.toBeInTheDocument();
    expect(await screen.findByText('Đã xóa “Váy liền mùa hè” khỏi giỏ hàng.')).toBeInTheDocument();
    const undo = screen.getByRole('button', { name: 'Hoàn tác' });
    expect(undo).toHaveFocus();
    expect(app.requests.find((r) => r.method === 'DELETE')?.url).toBe(`/ShoppingCart/${app.idOf('Váy liền mùa hè')}`);
    await waitFor(() => expectSummary(expectedTotal(2_990, 4 * 1_500)));

    await app.user.click(undo);
    expect(await screen.findByRole('heading', { name: 'Váy liền mùa hè' })).toBeInTheDocument();
    expect(app.requests.find((r) => r.method === 'POST' && r.url === '/ShoppingCart')?.body).toEqual({
      site: 'taobao',
      itemId: '600000000001',
      skuId: 'sku-1',
      quantity: 2,
      note: '',
    });
    // The line was selected before; it is again.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Chọn Váy liền mùa hè' })).toBeChecked());
    expect(screen.queryByText('Đã xóa “Váy liền mùa hè” khỏi giỏ hàng.')).not.toBeInTheDocument();
  });

  it('saves a quantity still waiting for its pause before going to the checkout', async () => {
    const app = await openCart();
    await app.user.click(screen.getByRole('button', { name: 'Tăng số lượng: Chân váy' }));
    await app.user.click(screen.getByRole('button', { name: 'Đặt hàng (3)' }));
    await app.waitForPath('/orderOrdering/create');
    expect(app.server.items.find((i) => i.id === app.idOf('Chân váy'))?.quantity).toBe(2);
  });

  it('stays on the cart when a waiting quantity is refused at checkout time', async () => {
    const app = await openCart({ onPatch: () => failure(409, 'Hết hàng', 'product-unavailable') });
    await app.user.click(screen.getByRole('button', { name: 'Tăng số lượng: Chân váy' }));
    await app.user.click(screen.getByRole('button', { name: 'Đặt hàng (3)' }));
    const quantity = screen.getByRole('textbox', { name: 'Số lượng: Chân váy' });
    await waitFor(() => expect(quantity).toHaveValue('1'));
    expect(quantity).toHaveAccessibleDescription(/^Không đổi được số lượng/);
    expect(app.pathname()).toBe('/shoppingCart');
  });
});
