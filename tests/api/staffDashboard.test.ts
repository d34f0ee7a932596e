import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Dashboard, StaffCustomer, StaffCustomerPage } from '../../contract/staff';
import { databases } from './helpers';
import { pobKit } from './pobHelpers';
import { useWalletApp } from './walletHelpers';

const withdrawal = (amountVnd: number) => ({ amountVnd, bankBin: '970415', accountNumber: '0123456789', accountName: 'Nguyen Van An' });

/** The console's dashboard counts and its customers, read by staff. */
describe.each(databases())('the staff dashboard and customers on $name', (kind) => {
  const { k, staff } = useWalletApp(kind);

  const counts = async (token = staff().token) => {
    const response = await k.get('/Staff/Dashboard', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Dashboard>();
  };

  it('counts a withdrawal waiting to be paid until staff pay it', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 300_000);
    const before = await counts();
    const created = await k.post('/Wallet/Withdraw', customer.token, withdrawal(100_000), randomUUID());
    expect(created.statusCode).toBe(201);
    expect((await counts()).withdrawalsToPay).toBe(before.withdrawalsToPay + 1);
    const { id } = created.json<{ id: number }>();
    expect((await k.post(`/Staff/Withdraw/${id}/Complete`, staff().token, { reference: 'FT1' }, randomUUID())).statusCode).toBe(200);
    expect((await counts()).withdrawalsToPay).toBe(before.withdrawalsToPay);
  });

  it('counts pay-on-behalf requests to take and being paid, and refunds to decide, until staff move them on', async () => {
    const p = pobKit(k, staff);
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 1_000_000);
    const before = await counts();
    const queues = async () => {
      const { pobToTake, pobInProcess, pobRefundsToDecide } = await counts();
      return [pobToTake - before.pobToTake, pobInProcess - before.pobInProcess, pobRefundsToDecide - before.pobRefundsToDecide];
    };
    const pob = await p.made(customer);
    expect(await queues()).toEqual([1, 0, 0]);
    await p.move(`/Staff/OrderPob/${pob.id}/Take`);
    expect(await queues()).toEqual([0, 1, 0]);
    await p.move(`/Staff/OrderPob/${pob.id}/Pay`, { alipayTradeNo: '2026112122001400000000000009' });
    expect(await queues()).toEqual([0, 0, 0]);
    const asked = await k.post('/OrderPob/Refund', customer.token, { pobId: pob.id, amountFen: 100, reason: 'Thiếu hàng' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await queues()).toEqual([0, 0, 1]);
    const id = asked.json<{ id: number }>().id;
    expect((await k.post(`/Staff/OrderPob/Refund/${id}/Accept`, staff().token, {}, randomUUID())).statusCode).toBe(200);
    expect(await queues()).toEqual([0, 0, 0]);
  });

  it('counts a bank line no recharge took as not matched', async () => {
    const before = await counts();
    const line = await k.bankLine(staff().token, { amountVnd: 120_000, memo: 'chuyen tien khong ro noi dung' }, randomUUID());
    expect(line.statusCode, line.body).toBe(201);
    expect((await counts()).unmatchedBankLines).toBe(before.unmatchedBankLines + 1);
  });

  it('is for staff of any duty, never for customers', async () => {
    const warehouse = await k.staff('staff', ['warehouse']);
    expect(Object.keys(await counts(warehouse.token))).toHaveLength(11);
    const customer = await k.customer();
    expect((await k.get('/Staff/Dashboard', customer.token)).statusCode).toBe(403);
  });

  it('lists customers with their balance for care and money staff, found by customer code', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 250_000);
    const care = await k.staff('staff', ['care']);
    const page = await k.get(`/Staff/Customer?q=${customer.customerCode}`, care.token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<StaffCustomerPage>().items).toEqual([
      expect.objectContaining({ id: customer.id, customerCode: customer.customerCode, balanceVnd: 250_000, heldVnd: 0, openOrders: 0 }),
    ]);
    const one = await k.get(`/Staff/Customer/${customer.id}`, care.token);
    expect(one.json<StaffCustomer>().balanceVnd).toBe(250_000);
    const ledger = await k.get(`/Staff/Customer/${customer.id}/Transaction`, care.token);
    expect(ledger.json<{ items: Array<{ amountVnd: number }> }>().items.map((item) => item.amountVnd)).toEqual([250_000]);
  });

  it('refuses warehouse staff and customers, and answers 404 for a staff account', async () => {
    const customer = await k.customer();
    const warehouse = await k.staff('staff', ['warehouse']);
    expect((await k.get('/Staff/Customer', warehouse.token)).statusCode).toBe(403);
    expect((await k.get('/Staff/Customer', customer.token)).statusCode).toBe(403);
    expect((await k.get(`/Staff/Customer/${customer.id}/Transaction`, customer.token)).statusCode).toBe(403);
    expect((await k.get(`/Staff/Customer/${warehouse.id}`, staff().token)).statusCode).toBe(404);
  });
});
