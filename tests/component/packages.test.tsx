import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerPackage, PackageLookup } from '../../contract/packages';
import { renderApp, reply, type StubRequest } from './renderApp';
import { getsOf, pageOf } from './lists';
import { weighedBox } from '../fixtures/warehouse';

const parcel = (id: number, overrides: Partial<CustomerPackage> = {}): CustomerPackage => ({
  id,
  code: `PK${id}-1`,
  trackingCode: `YT77881234${id}`,
  ...weighedBox,
  status: 'inChina',
  photos: [],
  createdAt: '2026-11-20T03:00:00.000Z',
  order: { kind: 'buy', id: 40 + id, code: `MH261120A${id}` },
  ...overrides,
});

const lists = (requests: StubRequest[]) => getsOf(requests, '/Package');

describe('the package list', () => {
  it('shows each parcel with its codes, weights side by side, status and order, and filters by status and code', async () => {
    const app = await renderApp('/package', {
      signedIn: true,
      handler: ({ url, params }) => {
        if (url !== '/Package') return undefined;
        const items = params.status === 'inVietnam' ? [] : [parcel(2, { status: 'inTransit', trackingCode: null }), parcel(1)];
        return pageOf(items);
      },
    });

    const list = await screen.findByRole('list', { name: 'Tất cả kiện hàng' });
    const [newest, older] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(newest).toHaveTextContent('PK2-1');
    expect(newest).toHaveTextContent('Đang vận chuyển');
    expect(within(newest).queryByText('Mã vận đơn')).not.toBeInTheDocument();
    expect(older).toHaveTextContent('YT778812341');
    expect(within(older).getByText('Cân nặng').nextSibling).toHaveTextContent('6 kg');
    expect(within(older).getByText('Quy đổi').nextSibling).toHaveTextContent('10 kg');
    expect(within(older).getByText('Tính phí').nextSibling).toHaveTextContent('10 kg');
    expect(within(older).getByText('Kích thước').nextSibling).toHaveTextContent('50 × 40 × 30 cm');
    expect(within(older).getByRole('link', { name: 'Đơn mua hộ MH261120A1' })).toHaveAttribute('href', '/orderOrdering/41');
    expect(within(older).getByRole('button', { name: /mã kiện PK1-1/ })).toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Kho VN nhận' }));
    expect(await screen.findByText('Không có kiện hàng nào khớp')).toBeInTheDocument();
    expect(lists(app.requests).at(-1)?.params).toMatchObject({ status: 'inVietnam', page: 1 });

    await app.user.type(screen.getByRole('searchbox', { name: 'Mã kiện hoặc mã vận đơn' }), 'YT7788{Enter}');
    // The list is drawn deferred: the previous search's stays on screen for the moment the new
    // one takes to start, so wait for the request itself rather than for what is on screen.
    await waitFor(() => expect(lists(app.requests).at(-1)?.params).toMatchObject({ status: 'inVietnam', q: 'YT7788' }));
    expect(await screen.findByText('Không có kiện hàng nào khớp')).toBeInTheDocument();
  });
});

/** The code lookup page, answering each code from `answers` and any other code with nothing of the customer's. */
const openLookup = (answers: Record<string, PackageLookup>) =>
  renderApp('/orderShipping/measureCode', {
    signedIn: true,
    handler: ({ url, params }) => {
      if (url !== '/Package/Lookup') return undefined;
      const code = String(params.code);
      return reply(200, answers[code] ?? { code, packages: [], awaiting: [] });
    },
  });

describe('the code lookup', () => {
  it('finds a parcel by its code, says when the seller shipped but the warehouse has nothing yet, and when nothing is the customer’s', async () => {
    const answers: Record<string, PackageLookup> = {
      YT778812341: { code: 'YT778812341', packages: [parcel(1)], awaiting: [] },
      SF100: { code: 'SF100', packages: [], awaiting: [{ kind: 'buy', id: 7, code: 'MH261121B7', status: 'sellerShipped' }] },
    };
    const app = await openLookup(answers);

    const box = await screen.findByLabelText('Mã vận đơn hoặc mã kiện');
    await app.user.type(box, ' YT778812341 {Enter}');
    const found = await screen.findByRole('region', { name: 'Kết quả cho “YT778812341”' });
    expect(await within(found).findByText('PK1-1')).toBeInTheDocument();
    expect(app.router.state.location.search).toMatchObject({ code: 'YT778812341' });

    await app.user.clear(box);
    await app.user.type(box, 'SF100{Enter}');
    const shipped = await screen.findByRole('region', { name: 'Kết quả cho “SF100”' });
    expect(await within(shipped).findByRole('link', { name: 'MH261121B7' })).toHaveAttribute('href', '/orderOrdering/7');
    expect(shipped).toHaveTextContent('kho Trung Quốc chưa nhận được');

    await app.user.clear(box);
    await app.user.type(box, 'NOPE123{Enter}');
    expect(await screen.findByText('Không tìm thấy kiện hàng nào của bạn với mã này.')).toBeInTheDocument();
  });
});

describe('parcels of consignment orders', () => {
  it('link to the consignment, not to a buy-for-me order', async () => {
    await renderApp('/package', {
      signedIn: true,
      handler: ({ url }) => {
        if (url !== '/Package') return undefined;
        const items = [parcel(3, { order: { kind: 'shipping', id: 301, code: 'KG2611-0301' } }), parcel(1)];
        return pageOf(items);
      },
    });
    const list = await screen.findByRole('list', { name: 'Tất cả kiện hàng' });
    const [consigned, bought] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(consigned).getByRole('link', { name: 'Đơn ký gửi KG2611-0301' })).toHaveAttribute('href', '/orderShipping/301');
    expect(within(consigned).queryByText(/Đơn mua hộ/)).not.toBeInTheDocument();
    expect(within(bought).getByRole('link', { name: 'Đơn mua hộ MH261120A1' })).toHaveAttribute('href', '/orderOrdering/41');
  });

  it('are found by the lookup, and a consigned code no warehouse has scanned names its consignment', async () => {
    const answers: Record<string, PackageLookup> = {
      YT778812343: {
        code: 'YT778812343',
        packages: [parcel(3, { order: { kind: 'shipping', id: 301, code: 'KG2611-0301' } })],
        awaiting: [],
      },
      SF200: { code: 'SF200', packages: [], awaiting: [{ kind: 'shipping', id: 302, code: 'KG2611-0302', status: 'consigned' }] },
    };
    const app = await openLookup(answers);
    const box = await screen.findByLabelText('Mã vận đơn hoặc mã kiện');
    await app.user.type(box, 'YT778812343{Enter}');
    const found = await screen.findByRole('region', { name: 'Kết quả cho “YT778812343”' });
    expect(await within(found).findByRole('link', { name: 'Đơn ký gửi KG2611-0301' })).toHaveAttribute('href', '/orderShipping/301');

    await app.user.clear(box);
    await app.user.type(box, 'SF200{Enter}');
    const consigned = await screen.findByRole('region', { name: 'Kết quả cho “SF200”' });
    expect(await within(consigned).findByRole('link', { name: 'KG2611-0302' })).toHaveAttribute('href', '/orderShipping/302');
    expect(consigned).toHaveTextContent('Bạn đã ký gửi mã này trong đơn ký gửi KG2611-0302; kho Trung Quốc chưa nhận được.');
  });
});

describe('the warehouse photos of a parcel', () => {
  it('show small, named by parcel and number, each opening the full photo; a parcel without photos shows none', async () => {
    const photos = ['/api/Package/Photo/AAAAAAAAAAAAAAAAAAAAAAAA', '/api/Package/Photo/BBBBBBBBBBBBBBBBBBBBBBBB'];
    await renderApp('/package', {
      signedIn: true,
      handler: ({ url }) => {
        if (url !== '/Package') return undefined;
        const items = [parcel(2, { photos }), parcel(1)];
        return pageOf(items);
      },
    });
    const list = await screen.findByRole('list', { name: 'Tất cả kiện hàng' });
    const [withPhotos, without] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('package-card')) as [HTMLElement, HTMLElement];
    const gallery = within(withPhotos).getByRole('list', { name: 'Ảnh kho chụp kiện PK2-1' });
    const images = within(gallery).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Ảnh 1/2 của kiện PK2-1', 'Ảnh 2/2 của kiện PK2-1']);
    expect(images.map((image) => image.getAttribute('src'))).toEqual(photos);
    expect(
      within(gallery)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(photos);
    expect(within(without).queryByRole('list', { name: /Ảnh kho chụp/ })).not.toBeInTheDocument();
  });
});
