import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderEstimate } from '../../../contract/fees';
import { defaultSettings, type Settings, type SettingsVersion } from '../../../contract/settings';
import { defaultSample, previewOf } from '../../../src/features/staff/admin/settingsPreview';
import { failure, renderApp, reply, testUser, type StubHandler } from '../renderApp';

const admin = { ...testUser, role: 'admin' as const };
const current: SettingsVersion = {
  version: 4,
  settings: defaultSettings,
  createdAt: '2026-03-01T02:00:00.000Z',
  createdBy: 'quan.tri',
  note: 'Tỷ giá tháng 3',
};

function handler(put: (body: { settings: Settings; baseVersion: number; note?: string }) => ReturnType<StubHandler>): StubHandler {
  return (request) => {
    if (request.url === '/Admin/Settings' && request.method === 'GET') return reply(200, current);
    if (request.url === '/Admin/Settings' && request.method === 'PUT') return put(request.body as never);
    if (request.url === '/Admin/Settings/History') return reply(200, { items: [current], total: 1, page: 1, pageSize: 20 });
    return undefined;
  };
}

describe('the console settings page', () => {
  it('prices the sample order with contract/fees.ts', () => {
    const estimate = previewOf(defaultSettings, defaultSample);
    expect(estimate?.totalVnd).toBe(
      orderEstimate({
        items: [{ unitPriceFen: 10_000, quantity: 2 }],
        rateVndPerCny: 3_650,
        policy: defaultSettings.fees,
        services: { counting: true, crate: false, insurance: false },
        domesticShippingFen: 0,
        shipping: { warehouse: 'hn', line: 'normal', packages: [{ actualGrams: 1_500, lengthCm: 0, widthCm: 0, heightCm: 0 }] },
      }).totalVnd,
    );
    // Tiers that no longer start at 0 cannot price it: no figure rather than a wrong one.
    const broken = { ...defaultSettings, fees: { ...defaultSettings.fees, purchaseFeeTiers: [{ fromVnd: 1_000_000_000, bps: 100 }] } };
    expect(previewOf(broken, defaultSample)).toBeNull();
  });

  it('prices a crated, bulky sample with the crate and volumetric divisor being edited', () => {
    const bulky = { ...defaultSample, crate: true, lengthCm: 50, widthCm: 40, heightCm: 30 };
    const amount = (settings: Settings, kind: string) => previewOf(settings, bulky)?.lines.find((l) => l.kind === kind)?.amountVnd;
    // 60,000 cm³ ÷ 6,000 = 10 kg, above the 1.5 kg it weighs: 20 ¥ + 9 × 1 ¥ = 29 ¥ of crate.
    expect(amount(defaultSettings, 'crate')).toBe(29 * 3_650);
    const edited = {
      ...defaultSettings,
      fees: { ...defaultSettings.fees, crate: { firstKgFen: 3_000, nextKgFen: 200 }, volumetricDivisor: 5_000 },
    };
    // 12 kg: 30 ¥ + 11 × 2 ¥.
    expect(amount(edited, 'crate')).toBe(52 * 3_650);
    expect(amount(edited, 'internationalShipping')).toBeGreaterThan(amount(defaultSettings, 'internationalShipping')!);
  });

  it('refuses staff who are not admins', async () => {
    const app = await renderApp('/staff/settings', { signedIn: true, user: { ...testUser, role: 'staff', duties: ['money'] } });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' })).toBeInTheDocument();
    expect(app.requests.some((r) => r.url.startsWith('/Admin/Settings'))).toBe(false);
  });

  it('shows the edited cost beside the current one, saves after confirmation with the base version, and shows history', async () => {
    const app = await renderApp('/staff/settings', {
      signedIn: true,
      user: admin,
      handler: handler(({ settings }) => reply(200, { ...current, version: 5, settings })),
    });
    const rate = await screen.findByLabelText('Tỷ giá mua hộ (VND/¥)');
    const history = screen.getByRole('table', { name: 'Lịch sử thay đổi' });
    expect(await within(history).findByText('quan.tri')).toBeInTheDocument();
    expect(within(history).getByText('Tỷ giá tháng 3')).toBeInTheDocument();

    const preview = screen.getByRole('table', { name: 'Chi phí đơn mẫu' });
    const goodsRow = within(preview).getByRole('rowheader', { name: 'Tiền hàng' }).closest('tr')!;
    expect(goodsRow).toHaveTextContent(/730\.000.*730\.000/);
    await app.user.clear(rate);
    await app.user.type(rate, '3700');
    expect(goodsRow).toHaveTextContent(/730\.000.*740\.000/);

    await app.user.click(screen.getByRole('button', { name: 'Thêm dòng vào Bậc phí mua hàng' }));
    await app.user.type(screen.getByLabelText('Bậc phí mua hàng 4: Từ (VND)'), '100000000');
    await app.user.type(screen.getByLabelText('Bậc phí mua hàng 4: Phí (phần vạn)'), '50');
    await app.user.type(screen.getByLabelText('Ghi chú thay đổi'), 'Tỷ giá mới');
    await app.user.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));
    const dialog = screen.getByRole('dialog', { name: 'Lưu cài đặt mới?' });
    expect(app.requests.some((r) => r.method === 'PUT')).toBe(false);
    await app.user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await screen.findByText('Đang sửa phiên bản 5.');
    const put = app.requests.find((r) => r.method === 'PUT')?.body as { settings: Settings; baseVersion: number; note: string };
    expect(put.baseVersion).toBe(4);
    expect(put.note).toBe('Tỷ giá mới');
    expect(put.settings.rates.orderRateVndPerCny).toBe(3_700);
    expect(put.settings.fees.purchaseFeeTiers.at(-1)).toEqual({ fromVnd: 100_000_000, bps: 50 });
    // Typing into a large form, character by character, is slow in jsdom.
  }, 30_000);

  it('removes a tier row and refuses to save tiers that no longer start at 0, before asking', async () => {
    const app = await renderApp('/staff/settings', { signedIn: true, user: admin, handler: handler(() => reply(200, current)) });
    await app.user.click(await screen.findByRole('button', { name: 'Xóa dòng 1 của Bậc phí mua hàng' }));
    expect(screen.getByText('Cài đặt đang sửa không tính được giá cho đơn mẫu này.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));
    expect(await screen.findByText(/Cài đặt chưa hợp lệ/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('prices a sample with a price in ¥ and fen, typed with a comma', async () => {
    const app = await renderApp('/staff/settings', { signedIn: true, user: admin, handler: handler(() => reply(200, current)) });
    const price = await screen.findByLabelText('Giá (¥)');
    await app.user.clear(price);
    await app.user.type(price, '12,5');
    const preview = screen.getByRole('table', { name: 'Chi phí đơn mẫu' });
    // 12.5 ¥ × 2 × 3,650 VND/¥
    expect(within(preview).getByRole('rowheader', { name: 'Tiền hàng' }).closest('tr')).toHaveTextContent(/91\.250.*91\.250/);
    expect(price).toHaveValue('12,5');
    await app.user.clear(price);
    expect(screen.getByText(/Đơn mẫu chưa hợp lệ/)).toBeInTheDocument();
  });

  it('edits crate, storage, wallet limits, order, China warehouse, delivery and pay-on-behalf rules, in ¥, VND, days and minutes', async () => {
    const app = await renderApp('/staff/settings', {
      signedIn: true,
      user: admin,
      handler: handler(({ settings }) => reply(200, { ...current, version: 5, settings })),
    });
    const retype = async (label: string, text: string) => {
      const input = await screen.findByLabelText(label);
      await app.user.clear(input);
      if (text) await app.user.type(input, text);
    };
    await retype('Đóng gỗ kg đầu tiên (¥)', '25,5');
    // The sample, crated, prices its 1.5 kg with the crate being edited: 20 + 1 ¥ now, 25.5 + 1 ¥ after.
    await app.user.click(screen.getByRole('checkbox', { name: 'Đóng gỗ' }));
    const preview = screen.getByRole('table', { name: 'Chi phí đơn mẫu' });
    expect(within(preview).getByRole('rowheader', { name: 'Phí đóng gỗ' }).closest('tr')).toHaveTextContent(/76\.650.*96\.725/);
    await retype('Hệ số cân quy đổi (D×R×C cm chia cho số này ra kg)', '5000');
    await retype('Số ngày lưu kho miễn phí', '10');
    await retype('Nạp tối thiểu (VND)', '20.000');
    await retype('Thời hạn lệnh nạp (phút)', '60');
    await retype('Tự xác nhận đã nhận hàng sau (ngày)', '10');
    await retype('Người nhận', ' Kho Quảng Châu ');
    await retype('Phí giao mỗi kg (VND)', '3000');
    await app.user.click(screen.getByRole('checkbox', { name: /^Cho phép thu hộ \(COD\)/ }));
    await retype('Số yêu cầu tối đa mỗi ngày', '30');
    await retype('Tổng tiền tối đa mỗi ngày (¥)', '80000,5');
    await retype('Số ngày được trả hàng hoàn tiền sau khi người bán gửi hàng', '14');
    await app.user.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Lưu' }));
    await screen.findByText('Đang sửa phiên bản 5.');
    const { settings } = app.requests.find((r) => r.method === 'PUT')?.body as { settings: Settings };
    expect(settings.fees.crate).toEqual({ firstKgFen: 2_550, nextKgFen: defaultSettings.fees.crate.nextKgFen });
    expect(settings.fees.volumetricDivisor).toBe(5_000);
    expect(settings.fees.storage).toEqual({ freeDays: 10, perKgPerDayVnd: defaultSettings.fees.storage.perKgPerDayVnd });
    expect(settings.limits).toEqual({ ...defaultSettings.limits, rechargeMinVnd: 20_000, rechargeExpiryMinutes: 60 });
    expect(settings.orders).toEqual({ autoReceiveDays: 10 });
    // Sent as the seller must write it: the spaces typed around it are not part of the label.
    expect(settings.chinaWarehouse).toEqual({ ...defaultSettings.chinaWarehouse, receiver: 'Kho Quảng Châu' });
    expect(settings.delivery).toEqual({ ...defaultSettings.delivery, perKgVnd: 3_000, codAllowed: true });
    expect(settings.pob).toEqual({ dailyMaxCount: 30, dailyMaxFen: 8_000_050 });
    expect(settings.taobaoGlobal).toEqual({ refundWindowDays: 14 });
  }, 30_000);

  it('refuses a minimum above its maximum, an empty receiver and too many days before asking, each told beside its field', async () => {
    const app = await renderApp('/staff/settings', { signedIn: true, user: admin, handler: handler(() => reply(200, current)) });
    const rechargeMin = await screen.findByLabelText('Nạp tối thiểu (VND)');
    await app.user.clear(rechargeMin);
    await app.user.type(rechargeMin, '600000000');
    await app.user.clear(screen.getByLabelText('Người nhận'));
    const days = screen.getByLabelText('Tự xác nhận đã nhận hàng sau (ngày)');
    await app.user.clear(days);
    await app.user.type(days, '61');
    await app.user.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Cài đặt chưa hợp lệ: 3 chỗ cần sửa');
    expect(screen.getByLabelText('Nạp tối đa (VND)')).toHaveAccessibleDescription('Mức tối thiểu phải nhỏ hơn hoặc bằng mức tối đa');
    expect(screen.getByLabelText('Người nhận')).toHaveAccessibleDescription('Vui lòng nhập thông tin này');
    expect(days).toHaveAccessibleDescription('Không được lớn hơn 60');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.requests.some((r) => r.method === 'PUT')).toBe(false);

    // Corrected, the message goes at once.
    await app.user.type(screen.getByLabelText('Người nhận'), 'Kho A');
    expect(screen.getByLabelText('Người nhận')).not.toHaveAccessibleDescription();
    expect(screen.getByRole('alert')).toHaveTextContent('2 chỗ cần sửa');
  }, 30_000);

  it('shows the server refusal when another admin saved meanwhile', async () => {
    const app = await renderApp('/staff/settings', {
      signedIn: true,
      user: admin,
      handler: handler(() =>
        failure(409, 'Cấu hình vừa được người khác thay đổi, vui lòng tải lại trước khi lưu', 'settings-version-conflict'),
      ),
    });
    await screen.findByLabelText('Tỷ giá mua hộ (VND/¥)');
    await app.user.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Lưu' }));
    expect(
      await within(screen.getByRole('dialog')).findByText('Cấu hình vừa được người khác thay đổi, vui lòng tải lại trước khi lưu'),
    ).toBeInTheDocument();
  });
});
