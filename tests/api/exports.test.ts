import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databases } from './helpers';
import { useWalletApp } from './walletHelpers';

/** What "today" is in Vietnam when the test runs: the export's days are Vietnam's. */
function vietnamToday(): string {
  return new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The accountants' CSV exports, read by staff of the duty that owns the records. */
describe.each(databases())('CSV exports on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);

  it('exports the ledger as UTF-8 with BOM and Vietnamese headers, guarding cells against formulas', async () => {
    const customer = await k.customer();
    const response = await k.post(
      `/Staff/Wallet/${customer.id}/Adjust`,
      staff().token,
      { amountVnd: 75_000, reason: '=HYPERLINK("http://evil.example","bấm, vào đây")' },
      randomUUID(),
    );
    expect(response.statusCode, response.body).toBe(201);
    const day = vietnamToday();
    const csv = await k.get(`/Staff/Export/transactions?from=${day}&to=${day}`, staff().token);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="transactions-${day}-${day}.csv"`);
    const bytes = csv.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const [header, ...lines] = text.trimEnd().split('\r\n');
    expect(header).toBe('Mã giao dịch,Thời gian,Mã khách hàng,Loại,Số tiền (VND),Số dư sau (VND),Nguồn,Mã nguồn,Ghi chú');
    const mine = lines.find((line) => line.includes(customer.customerCode));
    expect(mine).toContain(',75000,75000,');
    expect(mine).toContain(`"'=HYPERLINK(""http://evil.example"",""bấm, vào đây"")"`);
  });

  it('refuses a range that ends before it starts or spans more than a year, in Vietnamese', async () => {
    for (const query of [
      'from=2026-11-10&to=2026-11-01',
      'from=2024-01-01&to=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-11-01',
    ]) {
      const response = await t().app.inject({
        method: 'GET',
        url: `/api/Staff/Export/orders?${query}`,
        headers: { authorization: `Bearer ${staff().token}` },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation-failed');
    }
    const backwards = await k.get('/Staff/Export/orders?from=2026-11-10&to=2026-11-01', staff().token);
    expect(backwards.body).toContain('Ngày kết thúc phải từ ngày bắt đầu trở đi');
  });

  it('lets each duty export only its own records', async () => {
    const day = vietnamToday();
    const warehouse = await k.staff('staff', ['warehouse']);
    expect((await k.get(`/Staff/Export/packages?from=${day}&to=${day}`, warehouse.token)).statusCode).toBe(200);
    expect((await k.get(`/Staff/Export/transactions?from=${day}&to=${day}`, warehouse.token)).statusCode).toBe(403);
    expect((await k.get(`/Staff/Export/orders?from=${day}&to=${day}`, warehouse.token)).statusCode).toBe(403);
    const customer = await k.customer();
    expect((await k.get(`/Staff/Export/orders?from=${day}&to=${day}`, customer.token)).statusCode).toBe(403);
    const orders = await k.get(`/Staff/Export/orders?from=${day}&to=${day}`, staff().token);
    expect(orders.body.split('\r\n')[0]).toContain('Mã đơn,Mã khách hàng,Trạng thái');
  });
});
