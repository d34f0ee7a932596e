import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DeliverySummary } from '../../contract/delivery';
import type { StaffOrderSummary } from '../../contract/orders';
import type { Product } from '../../contract/products';
import type { BankTransfer, StaffRecharge, StaffWithdraw } from '../../contract/wallet';
import { addresses } from '../../server/db/schema';
import { deliveryKit } from './deliveryHelpers';
import { answered, databases, injectError } from './helpers';
import { orderKit, productsFromShops } from './orderHelpers';
import { useWalletApp, type Actor } from './walletHelpers';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

const [product] = productsFromShops(1) as [Product];
const nothing = 'không có gì như thế';

/** The console's tables search their rows with `q`: part of a code, a name or a number, `%` and `_` taken as typed. */
describe.each(databases())('staff list searches on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const o = orderKit(k);
  const d = deliveryKit(k, o);

  /** The ids a staff list answers for `q`, and how many it counts. */
  async function found<T extends { id: number }>(path: string, q: string): Promise<{ ids: number[]; total: number; items: T[] }> {
    const page = await answered<Page<T>>(k.get(`${path}?q=${encodeURIComponent(q)}&pageSize=50`, staff().token), 200);
    return { ids: page.items.map((item) => item.id), total: page.total, items: page.items };
  }

  /** No match is an empty page, and `%` is a letter: no row holds one, so nothing is found. */
  async function expectNothingFor(path: string): Promise<void> {
    for (const q of [nothing, '%', '_']) {
      const page = await answered<Page<unknown>>(k.get(`${path}?q=${encodeURIComponent(q)}`, staff().token), 200);
      expect(page, q).toMatchObject({ items: [], total: 0, page: 1 });
    }
  }

  it('finds recharges by part of the memo or the customer code', async () => {
    const [a, b] = [await k.customer(), await k.customer()];
    const ofA = await k.recharge(a.token, 100_000);
    const ofB = await k.recharge(b.token, 200_000);
    const path = '/Staff/Recharge';

    expect((await found<StaffRecharge>(path, a.customerCode.toLowerCase())).ids).toEqual([ofA.id]);
    const byMemo = await found<StaffRecharge>(path, ` ${ofB.memo.slice(-8).toLowerCase()} `);
    expect(byMemo).toMatchObject({ ids: [ofB.id], total: 1 });
    expect(byMemo.items[0]).toMatchObject({ customerCode: b.customerCode, memo: ofB.memo });
    await expectNothingFor(path);
  });

  it('finds withdrawals by the customer code, account number or account name', async () => {
    const withdraw = async (customer: Actor, accountNumber: string, accountName: string) => {
      await k.fund(staff().token, customer.id, 500_000);
      const body = { amountVnd: 100_000, bankBin: '970415', accountNumber, accountName };
      return answered<StaffWithdraw>(k.post('/Wallet/Withdraw', customer.token, body), 201);
    };
    const [a, b] = [await k.customer(), await k.customer()];
    const digits = String(randomInt(10_000_000, 99_999_999));
    const ofA = await withdraw(a, `19${digits}`, 'TRAN THI BICH');
    const ofB = await withdraw(b, `27${digits}`, 'LE VAN CUONG');
    const path = '/Staff/Withdraw';

    expect((await found(path, a.customerCode)).ids).toEqual([ofA.id]);
    expect((await found(path, `27${digits}`)).ids).toEqual([ofB.id]);
    expect((await found(path, 'thi bich')).ids).toEqual([ofA.id]);
    await expectNothingFor(path);
  });

  it('finds bank lines by part of the memo or the bank reference, `%` as a letter', async () => {
    const tag = `T${randomInt(100_000, 999_999)}`;
    const line = async (memo: string, bankReference: string) =>
      answered<BankTransfer>(k.bankLine(staff().token, { amountVnd: 50_000, memo, bankReference }), 201);
    const percent = await line(`CK giam 50% phi ${tag}`, `FT${tag}A`);
    const plain = await line(`CK giam 50 phi ${tag}`, `FT${tag}B`);
    const path = '/Staff/BankTransfer';

    expect((await found(path, tag.toLowerCase())).ids).toEqual([plain.id, percent.id]);
    expect((await found(path, `ft${tag}b`)).ids).toEqual([plain.id]);
    // As a pattern, `50%` would find the plain line as well.
    expect((await found(path, `50% phi ${tag}`)).ids).toEqual([percent.id]);
    const page = await answered<Page<BankTransfer>>(k.get(`${path}?q=${encodeURIComponent(nothing)}`, staff().token), 200);
    expect(page).toMatchObject({ items: [], total: 0 });
    expect((await found(path, `giam 5_ phi ${tag}`)).total).toBe(0);
  });

  it('finds orders by part of the order code or the customer code, and says whose each is', async () => {
    const [a, b] = [await k.customer(), await k.customer()];
    for (const customer of [a, b]) await k.fund(staff().token, customer.id, 10_000_000);
    const ofA = await o.orderedBy(a, [{ product }]);
    const ofB = await o.orderedBy(b, [{ product }]);
    const path = '/Staff/OrderOrdering';

    const byCustomer = await found<StaffOrderSummary>(path, b.customerCode.toLowerCase());
    expect(byCustomer).toMatchObject({ ids: [ofB.id], total: 1 });
    expect(byCustomer.items[0]).toMatchObject({ code: ofB.code, customerCode: b.customerCode });
    expect((await found(path, ofA.code.toLowerCase())).ids).toEqual([ofA.id]);
    const all = await answered<Page<StaffOrderSummary>>(k.get(`${path}?pageSize=50`, staff().token), 200);
    expect(all.items.find((row) => row.id === ofA.id)?.customerCode).toBe(a.customerCode);
    await expectNothingFor(path);
  });

  it('finds delivery requests by part of the code, the customer code or the receiver’s phone', async () => {
    const requested = async (phone: string) => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 10_000_000);
      const order = await d.orderWithParcels(customer, staff(), {
        product,
        parcels: [{ weightGrams: 1_000, lengthCm: 20, widthCm: 20, heightCm: 10 }],
      });
      const addressId = await o.address(customer.id);
      await k.db.update(addresses).set({ phone }).where(eq(addresses.id, addressId));
      const delivery = await d.requested(
        customer.token,
        d.request(
          order.packages.map((p) => p.id),
          addressId,
        ),
      );
      return { customer, delivery };
    };
    const digits = String(randomInt(1_000_000, 9_999_999));
    const a = await requested(`+8498${digits}`);
    const b = await requested(`+8497${digits}`);
    const path = '/Staff/Delivery';

    expect((await found<DeliverySummary>(path, b.delivery.code.toLowerCase())).ids).toEqual([b.delivery.id]);
    expect((await found(path, a.customer.customerCode)).ids).toEqual([a.delivery.id]);
    // Typed the Vietnamese way, with spaces; stored as +84…
    const spaced = `098${digits}`.replace(/^(\d{4})(\d{3})(\d{3})$/, '$1 $2 $3');
    expect((await found(path, spaced)).ids).toEqual([a.delivery.id]);
    expect((await found(path, `+8497${digits}`)).ids).toEqual([b.delivery.id]);
    await expectNothingFor(path);
  });

  it.each(['/Staff/Recharge', '/Staff/Withdraw', '/Staff/BankTransfer', '/Staff/OrderOrdering', '/Staff/Delivery'])(
    'refuses a search longer than 100 characters on %s, in Vietnamese',
    async (path) => {
      const url = (q: string) => `/api${path}?q=${q}`;
      const headers = { authorization: `Bearer ${staff().token}` };
      expect((await t().app.inject({ method: 'GET', url: url('x'.repeat(100)), headers })).statusCode).toBe(200);
      const refused = await injectError(t().app, { method: 'GET', url: url('x'.repeat(101)), headers });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'validation-failed', message: 'Dữ liệu không hợp lệ' });
      expect(refused.body.details).toContainEqual({ path: 'querystring.q', code: 'too-long', message: 'Nội dung quá dài' });
    },
  );
});
