import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Address, AddressRequest, Province, Ward } from '../../contract/addresses';
import { failure, renderApp, reply, type StubRequest, type StubResponse } from './renderApp';

const provinces: Province[] = [
  { code: '01', name: 'Hà Nội' },
  { code: '79', name: 'Hồ Chí Minh' },
];
const wards: Record<string, Ward[]> = {
  '01': [
    { code: '00004', name: 'Phường Ba Đình' },
    { code: '00008', name: 'Phường Ngọc Hà' },
  ],
  '79': [
    { code: '26734', name: 'Phường Sài Gòn' },
    { code: '26740', name: 'Phường Bến Thành' },
  ],
};

let nextId = 1;
function address(overrides: Partial<Address> = {}): Address {
  return {
    id: nextId++,
    receiverName: 'Nguyễn Văn An',
    phone: '+84912345678',
    provinceCode: '79',
    provinceName: 'Hồ Chí Minh',
    wardCode: '26740',
    wardName: 'Phường Bến Thành',
    street: '12 Lê Lợi',
    isDefault: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

type Options = {
  addresses?: Address[];
  onSave?: (body: AddressRequest) => StubResponse | undefined;
  onDelete?: (id: number) => StubResponse | undefined;
};

/** An address book of a small in-memory server: the default first, as GET /Address answers. */
async function openAddresses(path: string, { addresses = [], onSave, onDelete }: Options = {}) {
  const book = [...addresses];
  const sorted = () => [...book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const stored = (body: AddressRequest, id: number, previous?: Address): Address => {
    const province = provinces.find((p) => p.code === body.provinceCode)!;
    const ward = wards[body.provinceCode]!.find((w) => w.code === body.wardCode)!;
    return address({
      ...previous,
      id,
      receiverName: body.receiverName.trim(),
      phone: `+84${body.phone.replace(/\D/g, '').slice(1)}`,
      provinceCode: province.code,
      provinceName: province.name,
      wardCode: ward.code,
      wardName: ward.name,
      street: body.street.trim(),
      isDefault: book.length === 0 || Boolean(body.isDefault) || Boolean(previous?.isDefault),
    });
  };
  const handler = ({ method, url, body }: StubRequest): StubResponse | undefined => {
    if (method === 'GET' && url === '/Address/Provinces') return reply(200, provinces);
    const wardList = /^\/Address\/Provinces\/(\w+)\/Wards$/.exec(url);
    if (method === 'GET' && wardList) return reply(200, wards[wardList[1]!] ?? []);
    if (method === 'GET' && url === '/Address') return reply(200, sorted());
    if (method === 'POST' && url === '/Address') {
      const refused = onSave?.(body as AddressRequest);
      if (refused) return refused;
      const made = stored(body as AddressRequest, nextId++);
      if (made.isDefault) for (const a of book) a.isDefault = false;
      book.push(made);
      return reply(201, made);
    }
    const one = /^\/Address\/(\d+)(\/SetDefault)?$/.exec(url);
    if (!one) return undefined;
    const id = Number(one[1]);
    const found = book.find((a) => a.id === id);
    if (!found) return failure(404, 'Không tìm thấy địa chỉ', 'not-found');
    if (method === 'GET' && !one[2]) return reply(200, found);
    if (method === 'POST' && one[2]) {
      for (const a of book) a.isDefault = a.id === id;
      return reply(200, found);
    }
    if (method === 'PUT') {
      const refused = onSave?.(body as AddressRequest);
      if (refused) return refused;
      const updated = stored(body as AddressRequest, id, found);
      book.splice(book.indexOf(found), 1, updated);
      return reply(200, updated);
    }
    if (method === 'DELETE') {
      const refused = onDelete?.(id);
      if (refused) return refused;
      book.splice(book.indexOf(found), 1);
      return reply(204);
    }
    return undefined;
  };
  const app = await renderApp(path, { signedIn: true, handler });
  return { ...app, book };
}

const field = (name: string) => screen.getByLabelText(name);
const cards = () => within(screen.getByRole('list', { name: 'Địa chỉ nhận hàng' })).getAllByRole('listitem');

/** Fills the new-address form for Lê Văn Cường in Hà Nội; the ward list is enabled once the province's wards load. */
async function fillAddress(
  app: Awaited<ReturnType<typeof openAddresses>>,
  { phone = '0912345678', ward = 'Phường Ba Đình', street }: { phone?: string; ward?: string; street: string },
) {
  await app.user.type(await screen.findByLabelText('Tên người nhận'), 'Lê Văn Cường');
  await app.user.type(field('Số điện thoại'), phone);
  await app.user.selectOptions(screen.getByRole('combobox', { name: 'Tỉnh/Thành phố' }), 'Hà Nội');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Phường/Xã' })).toBeEnabled());
  await app.user.selectOptions(screen.getByRole('combobox', { name: 'Phường/Xã' }), ward);
  await app.user.type(field('Địa chỉ (số nhà, tên đường)'), street);
}

describe('the address book', () => {
  it('counts the street against its limit and refuses a longer one instead of cutting it', async () => {
    const app = await openAddresses('/address/create');
    const street = await screen.findByLabelText('Địa chỉ (số nhà, tên đường)');
    expect(screen.getByText('0/200')).toBeInTheDocument();
    await fillAddress(app, { street: '12 Lê Lợi' });
    expect(screen.getByText('9/200')).toBeInTheDocument();
    await app.user.clear(street);
    await app.user.click(street);
    await app.user.paste('Đường '.repeat(266) + '1234');
    expect(street).toHaveValue('Đường '.repeat(266) + '1234');
    expect(screen.getByText('1.600/200')).toBeInTheDocument();
    expect(street).toHaveAccessibleDescription('1.600 trên tối đa 200 ký tự');
    await app.user.click(screen.getByRole('button', { name: 'Lưu địa chỉ' }));
    expect(await screen.findByText('Nội dung quá dài')).toBeInTheDocument();
    expect(app.requests.filter((r) => r.method === 'POST' && r.url === '/Address')).toHaveLength(0);
  });

  it('invites the person to add a first address when there is none', async () => {
    await openAddresses('/address');
    expect(await screen.findByRole('heading', { name: 'Bạn chưa lưu địa chỉ nhận hàng nào' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Thêm địa chỉ' })).toHaveAttribute('href', '/address/create');
  });

  it('shows each address with its receiver, phone as people write it, full line and the default badge', async () => {
    const home = address({ isDefault: true });
    const office = address({
      receiverName: 'Trần Thị Bình',
      phone: '+84387654321',
      provinceCode: '01',
      provinceName: 'Hà Nội',
      wardCode: '00004',
      wardName: 'Phường Ba Đình',
      street: '5 Kim Mã',
    });
    await openAddresses('/address', { addresses: [office, home] });
    await screen.findByRole('list', { name: 'Địa chỉ nhận hàng' });
    expect(cards()).toHaveLength(2);
    const [first, second] = cards() as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Nguyễn Văn An' })).toBeInTheDocument();
    expect(within(first).getByText('Mặc định')).toBeInTheDocument();
    expect(within(first).getByText('0912 345 678')).toBeInTheDocument();
    expect(within(first).getByText('12 Lê Lợi, Phường Bến Thành, Hồ Chí Minh')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /làm mặc định/ })).not.toBeInTheDocument();
    expect(within(second).getByText('0387 654 321')).toBeInTheDocument();
    expect(within(second).getByText('5 Kim Mã, Phường Ba Đình, Hà Nội')).toBeInTheDocument();
    expect(within(second).queryByText('Mặc định')).not.toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Sửa địa chỉ của Trần Thị Bình' })).toHaveAttribute('href', `/address/${office.id}`);
    expect(screen.getByRole('link', { name: 'Thêm địa chỉ' })).toHaveAttribute('href', '/address/create');
  });

  it('keeps a right-to-left receiver name and street to themselves, so the text around them reads as typed', async () => {
    const rtl = address({ receiverName: 'سارة Nguyễn', street: '12 شارع Lê Lợi' });
    await openAddresses('/address', { addresses: [rtl] });
    await screen.findByRole('list', { name: 'Địa chỉ nhận hàng' });
    const [card] = cards() as [HTMLElement];
    expect(within(card).getByText('سارة Nguyễn').tagName).toBe('BDI');
    expect(within(card).getByText('12 شارع Lê Lợi, Phường Bến Thành, Hồ Chí Minh').tagName).toBe('BDI');
  });

  it('makes another address the default and says so', async () => {
    const home = address({ isDefault: true });
    const office = address({ receiverName: 'Trần Thị Bình' });
    const app = await openAddresses('/address', { addresses: [home, office] });
    await app.user.click(await screen.findByRole('button', { name: 'Đặt địa chỉ của Trần Thị Bình làm mặc định' }));
    expect(await screen.findByText('Đã đặt địa chỉ của Trần Thị Bình làm mặc định')).toBeInTheDocument();
    expect(app.requests.some((r) => r.method === 'POST' && r.url === `/Address/${office.id}/SetDefault`)).toBe(true);
    await waitFor(() => expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('Trần Thị Bình'));
    expect(within(cards()[0]!).getByText('Mặc định')).toBeInTheDocument();
  });

  it('names the receiver in the delete question exactly as typed, markup-like text included', async () => {
    const app = await openAddresses('/address', { addresses: [address({ receiverName: '<0>Lan</0> {0}' })] });
    await app.user.click(await screen.findByRole('button', { name: 'Xóa địa chỉ của <0>Lan</0> {0}' }));
    const confirm = screen.getByRole('dialog', { name: 'Xóa địa chỉ này?' });
    expect(confirm).toHaveTextContent('Địa chỉ của <0>Lan</0> {0} sẽ bị xóa khỏi sổ địa chỉ.');
  });

  it('asks before deleting, and explains why the default address cannot go', async () => {
    const home = address({ isDefault: true });
    const office = address({ receiverName: 'Trần Thị Bình' });
    const app = await openAddresses('/address', {
      addresses: [home, office],
      onDelete: (id) => (id === home.id ? failure(409, 'Default address in use', 'default-address-in-use') : undefined),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Xóa địa chỉ của Nguyễn Văn An' }));
    const confirm = screen.getByRole('dialog', { name: 'Xóa địa chỉ này?' });
    expect(within(confirm).getByRole('button', { name: 'Không xóa' })).toHaveFocus();
    await app.user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Không thể xóa địa chỉ mặc định khi bạn còn địa chỉ khác. Hãy đặt một địa chỉ khác làm mặc định rồi xóa địa chỉ này.',
    );
    expect(cards()).toHaveLength(2);

    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Xóa địa chỉ của Nguyễn Văn An' })).toHaveFocus());

    await app.user.click(screen.getByRole('button', { name: 'Xóa địa chỉ của Trần Thị Bình' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Đã xóa địa chỉ của Trần Thị Bình')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(app.book.map((a) => a.id)).toEqual([home.id]);
  });
});

describe('the address form', () => {
  it('shows the four messages of the product when nothing is filled in', async () => {
    const app = await openAddresses('/address/create');
    await app.user.click(await screen.findByRole('button', { name: 'Lưu địa chỉ' }));
    expect(await screen.findByText('Vui lòng điền vào tên')).toBeInTheDocument();
    expect(screen.getByText('Số điện thoại không đúng định dạng')).toBeInTheDocument();
    expect(screen.getByText('Địa chỉ không được để trống')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng chọn khu vực nhận hàng')).toBeInTheDocument();
    expect(field('Tên người nhận')).toHaveFocus();
    expect(app.requests.some((r) => r.method === 'POST' && r.url === '/Address')).toBe(false);
  });

  it('loads the wards of the chosen province, and starts the ward over when the province changes', async () => {
    const app = await openAddresses('/address/create');
    const ward = await screen.findByRole('combobox', { name: 'Phường/Xã' });
    expect(ward).toBeDisabled();
    expect(ward).toHaveAccessibleDescription('Chọn tỉnh/thành phố trước');

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Tỉnh/Thành phố' }), 'Hồ Chí Minh');
    await waitFor(() => expect(ward).toBeEnabled());
    expect(
      within(ward)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Chọn phường/xã', 'Phường Sài Gòn', 'Phường Bến Thành']);
    expect(app.requests.some((r) => r.url === '/Address/Provinces/79/Wards')).toBe(true);
    await app.user.selectOptions(ward, 'Phường Bến Thành');
    expect(ward).toHaveValue('26740');

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Tỉnh/Thành phố' }), 'Hà Nội');
    await waitFor(() => expect(within(ward).getByRole('option', { name: 'Phường Ba Đình' })).toBeInTheDocument());
    expect(ward).toHaveValue('');
  });

  it('saves a new address and goes back to where the checkout sent the person', async () => {
    const app = await openAddresses('/address/create?returnTo=%2ForderOrdering%2Fcreate%3Fstep%3Daddress');
    await fillAddress(app, { phone: '0912 345 678', ward: 'Phường Ngọc Hà', street: '8 Đội Cấn' });
    await app.user.click(screen.getByRole('checkbox', { name: 'Đặt làm địa chỉ mặc định' }));
    await app.user.click(screen.getByRole('button', { name: 'Lưu địa chỉ' }));

    await app.waitForPath('/orderOrdering/create');
    // The new address's id goes back too, so the checkout can choose it.
    expect(app.router.state.location.searchStr).toMatch(/^\?step=address&address=\d+$/);
    const sent = app.requests.find((r) => r.method === 'POST' && r.url === '/Address');
    expect(sent?.body).toEqual({
      receiverName: 'Lê Văn Cường',
      phone: '0912 345 678',
      provinceCode: '01',
      wardCode: '00008',
      street: '8 Đội Cấn',
      isDefault: true,
    });
  });

  it('ignores a returnTo that leads off the app and goes to the address book', async () => {
    const app = await openAddresses('/address/create?returnTo=%2F%2Fevil.example.com');
    await fillAddress(app, { street: '1 Hùng Vương' });
    await app.user.click(screen.getByRole('button', { name: 'Lưu địa chỉ' }));
    await app.waitForPath('/address');
    expect(await screen.findByRole('heading', { name: 'Lê Văn Cường' })).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses, with its words under the field', async () => {
    const app = await openAddresses('/address/create', {
      onSave: () => failure(400, 'Dữ liệu không hợp lệ', 'validation-failed', [{ path: 'street', message: 'Số nhà này không có thật' }]),
    });
    await fillAddress(app, { street: '999 Không Có' });
    await app.user.click(screen.getByRole('button', { name: 'Lưu địa chỉ' }));

    expect(await screen.findByText('Số nhà này không có thật')).toBeInTheDocument();
    expect(field('Địa chỉ (số nhà, tên đường)')).toHaveAccessibleDescription('Số nhà này không có thật');
    expect(field('Tên người nhận')).toHaveValue('Lê Văn Cường');
    expect(field('Số điện thoại')).toHaveValue('0912345678');
    expect(screen.getByRole('combobox', { name: 'Phường/Xã' })).toHaveValue('00004');
    expect(app.pathname()).toBe('/address/create');
  });

  it('says so when the address book is full', async () => {
    const app = await openAddresses('/address/create', { onSave: () => failure(409, 'Limit', 'address-limit-reached') });
    await fillAddress(app, { street: '1 Hùng Vương' });
    await app.user.click(screen.getByRole('button', { name: 'Lưu địa chỉ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sổ địa chỉ đã đủ 20 địa chỉ.');
  });

  it('opens an address for editing with its ward chosen, and saves the change', async () => {
    const office = address({ receiverName: 'Trần Thị Bình' });
    const app = await openAddresses(`/address/${office.id}`, { addresses: [address({ isDefault: true }), office] });
    const name = await screen.findByLabelText('Tên người nhận');
    expect(name).toHaveValue('Trần Thị Bình');
    expect(field('Số điện thoại')).toHaveValue('0912 345 678');
    expect(screen.getByRole('combobox', { name: 'Tỉnh/Thành phố' })).toHaveValue('79');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Phường/Xã' })).toHaveValue('26740'));

    await app.user.clear(field('Địa chỉ (số nhà, tên đường)'));
    await app.user.type(field('Địa chỉ (số nhà, tên đường)'), '14 Lê Lợi');
    await app.user.click(screen.getByRole('button', { name: 'Lưu địa chỉ' }));
    await app.waitForPath('/address');
    expect(await screen.findByText('14 Lê Lợi, Phường Bến Thành, Hồ Chí Minh')).toBeInTheDocument();
    expect(app.requests.find((r) => r.method === 'PUT')?.url).toBe(`/Address/${office.id}`);
  });

  it('says when the address does not exist', async () => {
    await openAddresses('/address/999');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy địa chỉ này' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về sổ địa chỉ' })).toHaveAttribute('href', '/address');
  });
});
