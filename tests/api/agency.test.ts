import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AgencyCustomer,
  AgencyCustomerSummary,
  AgencyInvite,
  AgencyOrder,
  AgencyOrderSummary,
  AgencyPob,
  AgencyPobSummary,
  AgencySummary,
  AgencyTermsState,
  AgencyTransfer,
  CreateAgencyOrdersResponse,
  MyAgency,
  MyAgencyInvite,
} from '../../contract/agency';
import type { NotificationPage } from '../../contract/notifications';
import type { CheckoutQuote } from '../../contract/orders';
import type { OrderSummary } from '../../contract/orderList';
import type { ApiErrorBody } from '../../contract/errors';
import type { PobQuote, PobSummary } from '../../contract/orderPob';
import { defaultSettings } from '../../contract/settings';
import { type FeePolicy } from '../../contract/publicSettings';
import type { Transaction } from '../../contract/ledger';
import { auditLog, buyOrders, cartItems, shippingOrders, users } from '../../server/db/schema';
import { agencyKit } from './agencyHelpers';
import { answered, databases, statusCounts } from './helpers';
import { expectedDeposit, orderKit, productsFromShops, skuPrice } from './orderHelpers';
import { HUNDRED_YUAN, pobKit, pobRequest } from './pobHelpers';
import { consignmentRequest, newTrackingCode, shippingKit } from './shippingHelpers';
import { useWalletApp, type Actor } from './walletHelpers';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

const agencyTerms = {
  depositBps: 5_000,
  purchaseFeeTiers: [{ fromVnd: 0, bps: 100 }],
  purchaseFeeMinVnd: 5_000,
};

/** Agencies: their customers, invitations, transfers, price terms, requests for customers and export. */
describe.each(databases())('agencies on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const a = agencyKit(k);
  const o = orderKit(k);
  const p = pobKit(k, staff);
  const sh = shippingKit(k);
  const put = (url: string, token: string, payload?: object) =>
    t().app.inject({ method: 'PUT', url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, payload });
  const del = (url: string, token: string) =>
    t().app.inject({ method: 'DELETE', url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });
  const errorOf = (response: { json: <T>() => T }) => response.json<ApiErrorBody>();
  /** A request the agency makes for its customer, paid from `payer`'s wallet. */
  const made = async (agency: Actor, customerId: number, payer: 'agency' | 'customer') =>
    answered<AgencyPob>(
      k.post(
        '/Agency/OrderPob',
        agency.token,
        { ...pobRequest(), customerId, payer, expectedTotalVnd: HUNDRED_YUAN.totalVnd },
        randomUUID(),
      ),
      201,
    );

  let admin: Actor;
  let agencyA: Actor;
  let agencyB: Actor;
  let plain: Actor;
  let customerA: AgencyCustomer;
  let customerB: AgencyCustomer;

  beforeAll(async () => {
    admin = await k.staff('admin');
    agencyA = await a.agency();
    agencyB = await a.agency();
    plain = await k.customer();
    customerA = await a.madeCustomer(agencyA);
    customerB = await a.madeCustomer(agencyB);
  });

  describe('who may call', () => {
    const agencyCalls = (): Array<[string, string, object?]> => [
      ['GET', '/Agency/Summary'],
      ['GET', '/Agency/Customer'],
      ['POST', '/Agency/Customer', a.customerBody()],
      ['GET', `/Agency/Customer/${customerA.id}`],
      ['GET', `/Agency/Customer/${customerA.id}/Transaction`],
      ['POST', `/Agency/Customer/${customerA.id}/Transfer`, { amountVnd: 10_000 }],
      ['GET', '/Agency/Invite'],
      ['POST', '/Agency/Invite', { customerCode: plain.customerCode, agencyCode: 'X1' }],
      ['DELETE', '/Agency/Invite/1'],
      ['POST', '/Agency/OrderPob/Quote', { ...pobRequest(), customerId: customerA.id, payer: 'agency' }],
      ['POST', '/Agency/OrderPob', { ...pobRequest(), customerId: customerA.id, payer: 'agency', expectedTotalVnd: 1 }],
      ['GET', '/Agency/OrderPob'],
      ['GET', '/Agency/OrderPob/1'],
      ['POST', '/Agency/Order/Quote', { ...o.checkout([1], 1), customerId: customerA.id }],
      ['POST', '/Agency/Order', { ...o.checkout([1], 1), customerId: customerA.id, expectedDepositVnd: 1 }],
      ['GET', '/Agency/Order'],
      ['GET', '/Agency/Order/1'],
      ['POST', '/Agency/OrderPob/1/Cancel'],
      ['GET', '/Agency/Export?from=2026-01-01&to=2026-01-31'],
    ];
    const call = (method: string, url: string, token: string | null, payload?: object) =>
      t().app.inject({
        method: method as 'GET',
        url: `/api${url}`,
        headers: { ...(token && { authorization: `Bearer ${token}` }), 'idempotency-key': randomUUID() },
        ...(payload && { payload }),
      });

    it('answers 401 signed out and 403 to customers, staff and admins on every agency path, in Vietnamese', async () => {
      const staffMember = staff();
      for (const [method, url, payload] of agencyCalls()) {
        expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
        for (const who of [plain, staffMember, admin]) {
          const response = await call(method, url, who.token, payload);
          expect(response.statusCode, `${method} ${url}`).toBe(403);
          expect(errorOf(response).code).toBe('forbidden');
        }
      }
      // Nothing was made by the refused calls.
      const made = await k.db.select({ id: users.id }).from(users).where(eq(users.agencyId, plain.id));
      expect(made).toHaveLength(0);
    });

    it("answers 404 for another agency's customer, a plain customer or a missing one, 400 for an id that is not one", async () => {
      const foreign = [customerB.id, plain.id, agencyB.id, 999_999];
      // A body's id can be any integer, one no row could have among them.
      const inBodies = [...foreign, 3_000_000_000, -1];
      const calls = (id: number): Array<[string, string, object?]> => [
        ...(foreign.includes(id)
          ? ([
              ['GET', `/Agency/Customer/${id}`],
              ['GET', `/Agency/Customer/${id}/Transaction`],
              ['POST', `/Agency/Customer/${id}/Transfer`, { amountVnd: 10_000 }],
            ] as Array<[string, string, object?]>)
          : []),
        ['POST', '/Agency/OrderPob/Quote', { ...pobRequest(), customerId: id, payer: 'agency' }],
        ['POST', '/Agency/OrderPob', { ...pobRequest(), customerId: id, payer: 'agency', expectedTotalVnd: HUNDRED_YUAN.totalVnd }],
      ];
      for (const id of inBodies) {
        for (const [method, url, payload] of calls(id)) {
          const response = await call(method, url, agencyA.token, payload);
          expect(response.statusCode, `${method} ${url} ${id} ${response.body}`).toBe(404);
          expect(errorOf(response).message).toBe('Không tìm thấy');
        }
      }
      const list = await answered<Page<AgencyPobSummary>>(k.get('/Agency/OrderPob?customerId=3000000000', agencyA.token), 200);
      expect(list.items).toEqual([]);
      expect((await k.get('/Agency/OrderPob?customerId=abc', agencyA.token)).statusCode).toBe(400);
      for (const url of ['/Agency/Customer/abc', '/Agency/Customer/0/Transaction', '/Agency/OrderPob/-1', '/Agency/Customer/3000000000']) {
        const response = await call('GET', url, agencyA.token);
        expect(response.statusCode, url).toBe(400);
      }
    });

    it("hides another agency's invitations and requests", async () => {
      const invite = await a.invite(agencyB, (await k.customer()).customerCode);
      expect((await del(`/Agency/Invite/${invite.id}`, agencyA.token)).statusCode).toBe(404);
      await k.fund(staff().token, agencyB.id, 1_000_000);
      const body = { ...pobRequest(), customerId: customerB.id, payer: 'agency' as const };
      const pob = await answered<AgencyPob>(
        k.post('/Agency/OrderPob', agencyB.token, { ...body, expectedTotalVnd: HUNDRED_YUAN.totalVnd }, randomUUID()),
        201,
      );
      expect((await k.get(`/Agency/OrderPob/${pob.id}`, agencyA.token)).statusCode).toBe(404);
      const mine = await answered<Page<AgencyPobSummary>>(k.get('/Agency/OrderPob', agencyA.token), 200);
      expect(mine.items.map((item) => item.id)).not.toContain(pob.id);
      // A plain customer's own request is no agency's.
      await k.fund(staff().token, plain.id, 1_000_000);
      const own = await p.made(plain);
      expect((await k.get(`/Agency/OrderPob/${own.id}`, agencyA.token)).statusCode).toBe(404);
    });
  });

  describe('customers the agency makes', () => {
    it('makes a customer account with the agency fields and lists only its own', async () => {
      const body = a.customerBody({ agencyCode: 'Anh_Ba-01' });
      const made = await answered<AgencyCustomer>(k.post('/Agency/Customer', agencyA.token, body), 201);
      expect(made).toMatchObject({
        fullName: body.fullName,
        agencyCode: 'Anh_Ba-01',
        joinedBy: 'created',
        balanceVnd: 0,
        openOrders: 0,
        orders: [],
      });
      expect(made.customerCode).toMatch(/^MH/);
      const [row] = await k.db.select().from(users).where(eq(users.id, made.id));
      expect(row).toMatchObject({ role: 'customer', agencyId: agencyA.id, userName: made.customerCode.toLowerCase() });

      const list = await answered<Page<AgencyCustomerSummary>>(k.get('/Agency/Customer?pageSize=100', agencyA.token), 200);
      expect(list.items.map((item) => item.id)).toContain(made.id);
      expect(list.items.map((item) => item.id)).not.toContain(customerB.id);
      const found = await answered<Page<AgencyCustomerSummary>>(k.get('/Agency/Customer?q=anh_ba', agencyA.token), 200);
      expect(found.items.map((item) => item.id)).toEqual([made.id]);
    });

    it('refuses a taken phone or e-mail as registration does, and a code the agency already uses', async () => {
      const first = a.customerBody();
      await answered(k.post('/Agency/Customer', agencyA.token, first), 201);
      const phone = await k.post('/Agency/Customer', agencyA.token, a.customerBody({ phone: first.phone }));
      expect(phone.statusCode).toBe(409);
      expect(errorOf(phone).code).toBe('phone-already-in-use');
      const email = await k.post('/Agency/Customer', agencyA.token, a.customerBody({ email: first.email.toUpperCase() }));
      expect(errorOf(email).code).toBe('email-already-in-use');
      const code = await k.post('/Agency/Customer', agencyA.token, a.customerBody({ agencyCode: first.agencyCode.toLowerCase() }));
      expect(code.statusCode).toBe(409);
      expect(errorOf(code)).toMatchObject({ code: 'agency-code-taken', message: 'Đại lý đã dùng mã này cho một khách hàng khác' });
      // Another agency may call its own customer the same.
      await answered(k.post('/Agency/Customer', agencyB.token, a.customerBody({ agencyCode: first.agencyCode })), 201);
    });

    it('answers bad input with 400 in Vietnamese, never a 500', async () => {
      for (const body of [
        a.customerBody({ agencyCode: 'có dấu' }),
        a.customerBody({ agencyCode: '' }),
        a.customerBody({ phone: '123' }),
        a.customerBody({ email: 'không-phải-email' }),
        { fullName: 'Thiếu hết' },
        [],
      ]) {
        const response = await k.post('/Agency/Customer', agencyA.token, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(errorOf(response).message).toMatch(/[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i);
      }
    });
  });

  describe('transfers', () => {
    it('moves money once per key, from the available balance, both ledgers adding up', async () => {
      const agency = await a.agency();
      const customer = await a.madeCustomer(agency);
      await k.fund(staff().token, agency.id, 300_000);
      const key = randomUUID();
      const first = await a.transfer(agency, customer.id, 100_000, key);
      expect(first.statusCode, first.body).toBe(201);
      const moved = first.json<AgencyTransfer>();
      expect(moved).toMatchObject({ amountVnd: 100_000, agencyWallet: { balanceVnd: 200_000 }, customerWallet: { balanceVnd: 100_000 } });
      const again = await a.transfer(agency, customer.id, 100_000, key);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json<AgencyTransfer>().id).toBe(moved.id);
      expect(await a.balance(agency.id)).toBe(200_000);
      expect(await a.balance(customer.id)).toBe(100_000);

      const ledger = await answered<Page<Transaction>>(k.get(`/Agency/Customer/${customer.id}/Transaction`, agency.token), 200);
      expect(ledger.items).toEqual([
        expect.objectContaining({ type: 'transfer', amountVnd: 100_000, cause: { type: 'agencyTransfer', id: moved.id } }),
      ]);
      const detail = await answered<AgencyCustomer>(k.get(`/Agency/Customer/${customer.id}`, agency.token), 200);
      expect(detail.wallet).toEqual({ balanceVnd: 100_000, heldVnd: 0, availableVnd: 100_000 });
      const home = await answered<AgencySummary>(k.get('/Agency/Summary', agency.token), 200);
      expect(home).toMatchObject({ customers: 1, customersBalanceVnd: 100_000, wallet: { balanceVnd: 200_000 }, customTerms: false });

      // Held for a withdrawal is not the agency's to give.
      await answered(
        k.post(
          '/Wallet/Withdraw',
          agency.token,
          { amountVnd: 150_000, bankBin: '970415', accountNumber: '0123456789', accountName: 'Nguyen Van An' },
          randomUUID(),
        ),
        201,
      );
      const short = await a.transfer(agency, customer.id, 100_000);
      expect(short.statusCode).toBe(409);
      expect(errorOf(short).code).toBe('insufficient-funds');
      expect(await a.balance(agency.id)).toBe(200_000);
    });

    it('needs an Idempotency-Key and a positive amount', async () => {
      const missing = await k.post(`/Agency/Customer/${customerA.id}/Transfer`, agencyA.token, { amountVnd: 10_000 });
      expect(missing.statusCode).toBe(400);
      for (const amountVnd of [0, -5, 1.5, 'một trăm']) {
        const response = await k.post(`/Agency/Customer/${customerA.id}/Transfer`, agencyA.token, { amountVnd }, randomUUID());
        expect(response.statusCode, String(amountVnd)).toBe(400);
      }
    });

    it('never overspends under concurrent transfers', async () => {
      const agency = await a.agency();
      const customer = await a.madeCustomer(agency);
      await k.fund(staff().token, agency.id, 500_000);
      const responses = await Promise.all(Array.from({ length: 10 }, () => a.transfer(agency, customer.id, 100_000)));
      expect(statusCounts(responses)).toEqual({ 201: 5, 409: 5 });
      expect(await a.balance(agency.id)).toBe(0);
      expect(await a.balance(customer.id)).toBe(500_000);
    });
  });

  describe('price terms', () => {
    it('prices an agency customer by the terms, a plain customer by the settings, and reverts on DELETE', async () => {
      const agency = await a.agency();
      const member = await a.invitedCustomer(agency);
      const other = await k.customer();
      const [product] = productsFromShops(1);
      if (!product) throw new Error('no product');
      const quoteFor = async (who: Actor) => {
        const lines = await o.cartIds(who.id);
        if (lines.length === 0) lines.push(await o.cartLine(who.id, product));
        return o.quote(who.token, o.checkout(lines, await o.address(who.id)));
      };
      const items = [{ unitPriceFen: skuPrice(product), quantity: 1 }];
      const rate = defaultSettings.rates.orderRateVndPerCny;
      const custom: FeePolicy = { ...defaultSettings.fees, ...agencyTerms };

      const state = await answered<AgencyTermsState>(put(`/Admin/Agency/${agency.id}/Terms`, admin.token, agencyTerms), 200);
      expect(state).toEqual({ custom: true, terms: agencyTerms });
      expect((await quoteFor(member)).depositVnd).toBe(expectedDeposit(items, rate, custom));
      expect((await quoteFor(other)).depositVnd).toBe(expectedDeposit(items, rate, defaultSettings.fees));
      // The agency's own orders are priced by its terms too.
      expect((await quoteFor(agency)).depositVnd).toBe(expectedDeposit(items, rate, custom));
      // A consignment keeps the terms in its policy.
      const consignment = await sh.consigned(member.token, consignmentRequest([newTrackingCode()]));
      const [kept] = await k.db
        .select({ feePolicy: shippingOrders.feePolicy })
        .from(shippingOrders)
        .where(eq(shippingOrders.id, consignment.id));
      expect(kept?.feePolicy).toMatchObject(agencyTerms);
      expect(expectedDeposit(items, rate, custom)).not.toBe(expectedDeposit(items, rate, defaultSettings.fees));

      // The order keeps the policy it was made with.
      await k.fund(staff().token, member.id, 10_000_000);
      const [order] = await o.placeOrders(member.token, o.checkout(await o.cartIds(member.id), await o.address(member.id)));
      if (!order) throw new Error('no order was made');
      expect(order.depositVnd).toBe(expectedDeposit(items, rate, custom));

      const summary = await answered<AgencySummary>(k.get('/Agency/Summary', agency.token), 200);
      expect(summary).toMatchObject({ customers: 1, customTerms: true, terms: agencyTerms, monthOrders: 1, openOrders: 2 });

      const back = await answered<AgencyTermsState>(del(`/Admin/Agency/${agency.id}/Terms`, admin.token), 200);
      expect(back.custom).toBe(false);
      expect(back.terms.depositBps).toBe(defaultSettings.fees.depositBps);
      expect((await quoteFor(member)).depositVnd).toBe(expectedDeposit(items, rate, defaultSettings.fees));
      expect((await o.order(member.token, order.id)).depositVnd).toBe(expectedDeposit(items, rate, custom));

      const audit = await k.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'agency.terms'), eq(auditLog.objectId, String(agency.id))));
      expect(audit).toHaveLength(2);
    });

    it('answers 404 for an account that is not an agency, 403 to non-admins, 400 for bad terms', async () => {
      expect((await k.get(`/Admin/Agency/${plain.id}/Terms`, admin.token)).statusCode).toBe(404);
      expect((await put(`/Admin/Agency/999999/Terms`, admin.token, agencyTerms)).statusCode).toBe(404);
      expect((await k.get(`/Admin/Agency/${agencyA.id}/Terms`, staff().token)).statusCode).toBe(403);
      expect((await k.get(`/Admin/Agency/${agencyA.id}/Terms`, agencyA.token)).statusCode).toBe(403);
      const bad = await put(`/Admin/Agency/${agencyA.id}/Terms`, admin.token, {
        ...agencyTerms,
        purchaseFeeTiers: [{ fromVnd: 100, bps: 1 }],
      });
      expect(bad.statusCode).toBe(400);
      expect((await put(`/Admin/Agency/${agencyA.id}/Terms`, admin.token, { depositBps: -1 })).statusCode).toBe(400);
      const state = await answered<AgencyTermsState>(k.get(`/Admin/Agency/${agencyA.id}/Terms`, admin.token), 200);
      expect(state.custom).toBe(false);
    });
  });

  describe('invitations', () => {
    it('joins a customer only with their consent', async () => {
      const agency = await a.agency();
      const rival = await a.agency();
      const customer = await k.customer();
      const invite = await a.invite(agency, customer.customerCode.toLowerCase(), 'Chi-Hai');
      expect(invite).toMatchObject({ status: 'pending', fullName: null, customerCode: customer.customerCode, agencyCode: 'Chi-Hai' });
      const twice = await k.post('/Agency/Invite', agency.token, { customerCode: customer.customerCode, agencyCode: 'Khac' });
      expect(errorOf(twice).code).toBe('invite-pending');
      const unknown = await k.post('/Agency/Invite', agency.token, { customerCode: 'MHZZZZZ', agencyCode: 'X' });
      expect(unknown.statusCode).toBe(404);
      const staffInvite = await k.post('/Agency/Invite', agency.token, { customerCode: staff().customerCode, agencyCode: 'X' });
      expect(staffInvite.statusCode).toBe(404);
      const fromRival = await a.invite(rival, customer.customerCode);

      const mine = await answered<{ items: MyAgencyInvite[] }>(k.get('/AgencyInvite', customer.token), 200);
      expect(mine.items.map((item) => item.id)).toEqual([fromRival.id, invite.id]);
      expect(mine.items[1]).toMatchObject({
        agencyName: 'Nguyễn Văn An',
        agencyCustomerCode: 'Chi-Hai',
        custom: false,
        terms: { depositBps: 7_000 },
      });
      // An agency with terms of its own shows them as its own.
      await answered(put(`/Admin/Agency/${rival.id}/Terms`, admin.token, agencyTerms), 200);
      const withTerms = await answered<{ items: MyAgencyInvite[] }>(k.get('/AgencyInvite', customer.token), 200);
      expect(withTerms.items[0]).toMatchObject({ id: fromRival.id, custom: true, terms: agencyTerms });

      // Nobody else answers for them.
      expect((await k.post(`/AgencyInvite/${invite.id}/Accept`, plain.token)).statusCode).toBe(404);
      expect((await k.post(`/AgencyInvite/${invite.id}/Accept`, agency.token)).statusCode).toBe(404);

      await answered(k.post(`/AgencyInvite/${fromRival.id}/Decline`, customer.token), 200);
      const third = await a.agency();
      const waiting = await a.invite(third, customer.customerCode);
      await answered(k.post(`/AgencyInvite/${invite.id}/Accept`, customer.token), 200);
      // Another agency's invitation stops waiting once the customer joined one.
      const thirdList = await answered<Page<AgencyInvite>>(k.get('/Agency/Invite', third.token), 200);
      expect(thirdList.items).toEqual([expect.objectContaining({ id: waiting.id, status: 'cancelled', fullName: null })]);
      expect((await answered<AgencySummary>(k.get('/Agency/Summary', third.token), 200)).pendingInvites).toBe(0);
      const again = await k.post(`/AgencyInvite/${invite.id}/Accept`, customer.token);
      expect(again.statusCode).toBe(409);
      expect(errorOf(again)).toMatchObject({ code: 'invite-closed', message: 'Lời mời này đã được trả lời hoặc đã huỷ' });

      const list = await answered<Page<AgencyInvite>>(k.get('/Agency/Invite', agency.token), 200);
      expect(list.items[0]).toMatchObject({ id: invite.id, status: 'accepted', fullName: 'Nguyễn Văn An' });
      const rivalList = await answered<Page<AgencyInvite>>(k.get('/Agency/Invite', rival.token), 200);
      expect(rivalList.items[0]).toMatchObject({ status: 'declined', fullName: null });
      const customers = await answered<Page<AgencyCustomerSummary>>(k.get('/Agency/Customer', agency.token), 200);
      expect(customers.items).toEqual([expect.objectContaining({ id: customer.id, joinedBy: 'invited', agencyCode: 'Chi-Hai' })]);

      const taken = await k.post('/Agency/Invite', rival.token, { customerCode: customer.customerCode, agencyCode: 'Y' });
      expect(errorOf(taken).code).toBe('customer-has-agency');
    });

    it('lets a customer join only one agency when they accept two at once', async () => {
      const customer = await k.customer();
      const first = await a.invite(await a.agency(), customer.customerCode);
      const second = await a.invite(await a.agency(), customer.customerCode);
      const answers = await Promise.all([first, second].map(({ id }) => k.post(`/AgencyInvite/${id}/Accept`, customer.token)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const [row] = await k.db.select().from(users).where(eq(users.id, customer.id));
      expect(row?.agencyJoinedBy).toBe('invited');
    });

    it('cancels a pending invitation, after which it cannot be accepted', async () => {
      const customer = await k.customer();
      const invite = await a.invite(agencyA, customer.customerCode);
      expect((await del(`/Agency/Invite/${invite.id}`, agencyA.token)).statusCode).toBe(204);
      expect(errorOf(await del(`/Agency/Invite/${invite.id}`, agencyA.token)).code).toBe('invite-closed');
      expect(errorOf(await k.post(`/AgencyInvite/${invite.id}/Accept`, customer.token)).code).toBe('invite-closed');
      expect((await answered<{ items: unknown[] }>(k.get('/AgencyInvite', customer.token), 200)).items).toEqual([]);
    });

    it('refuses a code the agency uses, also when it was taken while the invitation waited', async () => {
      const agency = await a.agency();
      await a.madeCustomer(agency, { agencyCode: 'A1' });
      const customer = await k.customer();
      expect(errorOf(await k.post('/Agency/Invite', agency.token, { customerCode: customer.customerCode, agencyCode: 'a1' })).code).toBe(
        'agency-code-taken',
      );
      const invite = await a.invite(agency, customer.customerCode, 'B2');
      await a.madeCustomer(agency, { agencyCode: 'B2' });
      const accept = await k.post(`/AgencyInvite/${invite.id}/Accept`, customer.token);
      expect(accept.statusCode).toBe(409);
      expect(errorOf(accept).code).toBe('agency-code-taken');
      const [row] = await k.db.select().from(users).where(eq(users.id, customer.id));
      expect(row?.agencyId).toBeNull();
    });

    it('answers bad input with 400 in Vietnamese', async () => {
      for (const body of [{ customerCode: '', agencyCode: 'A' }, { customerCode: 'MH', agencyCode: 'không hợp lệ' }, {}]) {
        const response = await k.post('/Agency/Invite', agencyA.token, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await k.post('/AgencyInvite/abc/Accept', plain.token)).statusCode).toBe(400);
    });
  });

  describe('role changes', () => {
    it('keeps an agency with customers an agency, and an agency customer a customer', async () => {
      const update = (id: number, role: string) => put(`/Admin/Users/${id}`, admin.token, { role, duties: [] });
      const refused = await update(agencyA.id, 'customer');
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).code).toBe('agency-has-customers');
      for (const role of ['agency', 'staff', 'admin']) {
        const response = await update(customerA.id, role);
        expect(response.statusCode, role).toBe(409);
        expect(errorOf(response).code).toBe('customer-has-agency');
      }
      const lonely = await a.agency();
      expect((await update(lonely.id, 'customer')).statusCode).toBe(200);
      expect((await update(lonely.id, 'agency')).statusCode).toBe(200);
    });
  });

  describe('pay on behalf for a customer', () => {
    it('debits the payer and gives a cancel back to the same wallet', async () => {
      const agency = await a.agency();
      const customer = await a.invitedCustomer(agency);
      await k.fund(staff().token, agency.id, 1_000_000);
      await k.fund(staff().token, customer.id, 500_000);

      const body = { ...pobRequest(), customerId: customer.id, payer: 'agency' as const };
      const quote = await answered<PobQuote>(k.post('/Agency/OrderPob/Quote', agency.token, body), 200);
      expect(quote).toMatchObject({ totalVnd: HUNDRED_YUAN.totalVnd, availableVnd: 1_000_000 });
      const noKey = await k.post('/Agency/OrderPob', agency.token, { ...body, expectedTotalVnd: quote.totalVnd });
      expect(noKey.statusCode).toBe(400);
      const paidByAgency = await answered<AgencyPob>(
        k.post('/Agency/OrderPob', agency.token, { ...body, expectedTotalVnd: quote.totalVnd }, randomUUID()),
        201,
      );
      expect(paidByAgency).toMatchObject({ payer: 'agency', customer: { id: customer.id, customerCode: customer.customerCode } });
      expect(await a.balance(agency.id)).toBe(1_000_000 - HUNDRED_YUAN.totalVnd);
      expect(await a.balance(customer.id)).toBe(500_000);

      // The customer sees it as their own and may cancel it: the money goes back to the agency.
      const own = await answered<Page<PobSummary>>(k.get('/OrderPob', customer.token), 200);
      expect(own.items.map((item) => item.id)).toContain(paidByAgency.id);
      await answered(k.post(`/OrderPob/${paidByAgency.id}/Cancel`, customer.token, undefined, randomUUID()), 200);
      expect(await a.balance(agency.id)).toBe(1_000_000);
      expect(await a.balance(customer.id)).toBe(500_000);

      const customerBody = { ...pobRequest(), customerId: customer.id, payer: 'customer' as const };
      const customerQuote = await answered<PobQuote>(k.post('/Agency/OrderPob/Quote', agency.token, customerBody), 200);
      expect(customerQuote.availableVnd).toBe(500_000);
      const paidByCustomer = await answered<AgencyPob>(
        k.post('/Agency/OrderPob', agency.token, { ...customerBody, expectedTotalVnd: customerQuote.totalVnd }, randomUUID()),
        201,
      );
      expect(paidByCustomer.payer).toBe('customer');
      expect(await a.balance(customer.id)).toBe(500_000 - HUNDRED_YUAN.totalVnd);
      await p.move(`/Staff/OrderPob/${paidByCustomer.id}/Reject`, { reason: 'Người bán huỷ đơn' });
      expect(await a.balance(customer.id)).toBe(500_000);
      expect(await a.balance(agency.id)).toBe(1_000_000);

      // A refund of a request the agency paid goes to the agency too.
      const paid = await answered<AgencyPob>(
        k.post(
          '/Agency/OrderPob',
          agency.token,
          { ...body, sellerOrderIds: ['3999999999999999991'], expectedTotalVnd: quote.totalVnd },
          randomUUID(),
        ),
        201,
      );
      await p.move(`/Staff/OrderPob/${paid.id}/Take`);
      await p.move(`/Staff/OrderPob/${paid.id}/Pay`, { alipayTradeNo: '2026112122001400000000000009' });
      await p.move(`/Staff/OrderPob/${paid.id}/Refund`, { amountFen: 5_000, reason: 'Người bán hoàn một phần' });
      expect(await a.balance(agency.id)).toBe(1_000_000 - HUNDRED_YUAN.totalVnd + HUNDRED_YUAN.totalVnd / 2 - 1_850);
      expect(await a.balance(customer.id)).toBe(500_000);

      const list = await answered<Page<AgencyPobSummary>>(k.get(`/Agency/OrderPob?customerId=${customer.id}`, agency.token), 200);
      expect(list.items.map((item) => [item.id, item.payer])).toEqual([
        [paid.id, 'agency'],
        [paidByCustomer.id, 'customer'],
        [paidByAgency.id, 'agency'],
      ]);
      const detail = await answered<AgencyPob>(k.get(`/Agency/OrderPob/${paidByAgency.id}`, agency.token), 200);
      expect(detail).toMatchObject({ status: 'cancelled', payer: 'agency' });
    });

    it("holds the customer's daily limits and insufficient funds", async () => {
      const agency = await a.agency();
      const customer = await a.madeCustomer(agency);
      const body = { ...pobRequest(), customerId: customer.id, payer: 'agency' as const, expectedTotalVnd: HUNDRED_YUAN.totalVnd };
      const poor = await k.post('/Agency/OrderPob', agency.token, body, randomUUID());
      expect(errorOf(poor).code).toBe('insufficient-funds');
      const bad = await k.post('/Agency/OrderPob/Quote', agency.token, { ...pobRequest(), customerId: customer.id, payer: 'nobody' });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('buy orders for a customer', () => {
    const [first, second] = productsFromShops(2);
    const goods = () => {
      if (!first || !second) throw new Error('the catalog has too few shops');
      return [first, second];
    };
    const rate = defaultSettings.rates.orderRateVndPerCny;
    const placeFor = (agency: Actor, body: object, expectedDepositVnd: number, key: string = randomUUID()) =>
      k.post('/Agency/Order', agency.token, { ...body, expectedDepositVnd }, key);
    const cartOf = async (userId: number) =>
      (await k.db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, userId))).map((row) => row.id);

    it("turns the agency's cart into the customer's orders, priced by the terms and paid once from the customer's wallet", async () => {
      const agency = await a.agency();
      await answered(put(`/Admin/Agency/${agency.id}/Terms`, admin.token, agencyTerms), 200);
      const customer = await a.invitedCustomer(agency);
      const ids = [];
      for (const product of goods()) ids.push(await o.cartLine(agency.id, product));
      const body = { ...o.checkout(ids, await o.address(agency.id)), customerId: customer.id };

      const quote = await answered<CheckoutQuote>(k.post('/Agency/Order/Quote', agency.token, body), 200);
      const custom: FeePolicy = { ...defaultSettings.fees, ...agencyTerms };
      const expected = goods().reduce(
        (total, product) => total + expectedDeposit([{ unitPriceFen: skuPrice(product), quantity: 1 }], rate, custom),
        0,
      );
      expect(quote).toMatchObject({ depositVnd: expected, availableVnd: 0, shortfallVnd: expected });
      expect(quote.orders).toHaveLength(2);

      // The customer's wallet is short: nothing is made and the lines stay in the agency's cart.
      await k.fund(staff().token, agency.id, 10_000_000);
      const short = await placeFor(agency, body, expected);
      expect(short.statusCode).toBe(409);
      expect(errorOf(short).code).toBe('insufficient-funds');
      expect(await cartOf(agency.id)).toEqual(ids);

      await answered(a.transfer(agency, customer.id, expected + 50_000), 201);
      const key = randomUUID();
      const made = await answered<CreateAgencyOrdersResponse>(placeFor(agency, body, expected, key), 201);
      expect(made.orders).toHaveLength(2);
      for (const order of made.orders) {
        expect(order).toMatchObject({ status: 'deposited', placedByAgency: true, customer: { id: customer.id } });
      }
      const again = await placeFor(agency, body, expected, key);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await a.balance(customer.id)).toBe(50_000);
      expect(await a.balance(agency.id)).toBe(10_000_000 - expected - 50_000);
      expect(await cartOf(agency.id)).toEqual([]);

      const rows = await k.db.select().from(buyOrders).where(eq(buyOrders.placedBy, agency.id));
      expect(rows.map((row) => row.userId)).toEqual([customer.id, customer.id]);
      expect(rows[0]?.feePolicy).toMatchObject(agencyTerms);
      // The orders are the customer's own, in their list and on their page.
      const theirs = await answered<Page<OrderSummary>>(k.get('/OrderOrdering', customer.token), 200);
      expect(theirs.items.map((item) => item.id).sort()).toEqual(made.orders.map((order) => order.id).sort());
      const [one] = made.orders;
      if (!one) throw new Error('no order was made');
      expect((await o.order(customer.token, one.id)).depositVnd).toBe(one.depositVnd);

      const listed = await answered<Page<AgencyOrderSummary>>(k.get(`/Agency/Order?customerId=${customer.id}`, agency.token), 200);
      expect(listed.total).toBe(2);
      expect(listed.items[0]?.customer).toEqual({
        id: customer.id,
        customerCode: customer.customerCode,
        agencyCode: expect.any(String),
        fullName: expect.any(String),
        left: false,
      });
      const detail = await answered<AgencyOrder>(k.get(`/Agency/Order/${one.id}`, agency.token), 200);
      expect(detail).toMatchObject({ id: one.id, placedByAgency: true, customer: { id: customer.id } });
    });

    it('names the owner of each order it placed, and one who has left only by id', async () => {
      const agency = await a.agency();
      const staying = await a.invitedCustomer(agency);
      const leaving = await a.invitedCustomer(agency);
      const address = await o.address(agency.id);
      for (const customer of [staying, leaving]) {
        const body = { ...o.checkout([await o.cartLine(agency.id, goods()[0]!)], address), customerId: customer.id };
        const quote = await answered<CheckoutQuote>(k.post('/Agency/Order/Quote', agency.token, body), 200);
        await k.fund(staff().token, customer.id, quote.depositVnd);
        await answered(placeFor(agency, body, quote.depositVnd), 201);
      }
      expect((await del('/MyAgency', leaving.token)).statusCode).toBe(204);

      const listed = await answered<Page<AgencyOrderSummary>>(k.get('/Agency/Order', agency.token), 200);
      expect(listed.items.map((item) => item.customer)).toEqual([
        { id: leaving.id, customerCode: '', agencyCode: '', fullName: '', left: true },
        { id: staying.id, customerCode: staying.customerCode, agencyCode: expect.any(String), fullName: expect.any(String), left: false },
      ]);
    });

    it("shows the agency its customers' own orders and nobody else's", async () => {
      const agency = await a.agency();
      const customer = await a.invitedCustomer(agency);
      await k.fund(staff().token, customer.id, 10_000_000);
      const own = await o.orderedBy(customer, [{ product: goods()[0]! }]);
      const read = await answered<AgencyOrder>(k.get(`/Agency/Order/${own.id}`, agency.token), 200);
      expect(read).toMatchObject({ placedByAgency: false, customer: { id: customer.id } });
      // Placed by the customer, so not in the agency's list of orders it placed.
      const listed = await answered<Page<AgencyOrderSummary>>(k.get('/Agency/Order', agency.token), 200);
      expect(listed.items.map((item) => item.id)).not.toContain(own.id);

      await k.fund(staff().token, plain.id, 10_000_000);
      const plainOrder = await o.orderedBy(plain, [{ product: goods()[0]! }]);
      for (const who of [agencyA, agencyB]) {
        for (const id of [plainOrder.id, own.id]) {
          const response = await k.get(`/Agency/Order/${id}`, who.token);
          expect(response.statusCode).toBe(404);
          expect(errorOf(response).message).toBe('Không tìm thấy');
        }
      }
      expect((await k.get('/Agency/Order/abc', agency.token)).statusCode).toBe(400);
      expect((await k.get('/Agency/Order?customerId=3000000000', agency.token)).statusCode).toBe(200);
    });

    it("refuses another's customer, someone else's cart line or address, a missing key and bad input", async () => {
      const agency = await a.agency();
      const customer = await a.madeCustomer(agency);
      const line = await o.cartLine(agency.id, goods()[0]!);
      const address = await o.address(agency.id);
      const body = (overrides: object = {}) => ({ ...o.checkout([line], address), customerId: customer.id, ...overrides });

      for (const customerId of [customerB.id, plain.id, agencyB.id, 999_999, 3_000_000_000, -1]) {
        const quote = await k.post('/Agency/Order/Quote', agency.token, body({ customerId }));
        expect(quote.statusCode, String(customerId)).toBe(404);
        const create = await placeFor(agency, body({ customerId }), 1);
        expect(create.statusCode, String(customerId)).toBe(404);
      }
      // The lines and the address are the agency's own: the customer's or another's are not there to use.
      const theirLine = await o.cartLine(plain.id, goods()[0]!);
      const changed = await k.post('/Agency/Order/Quote', agency.token, body({ cartItemIds: [theirLine] }));
      expect(changed.statusCode).toBe(409);
      expect(errorOf(changed).code).toBe('cart-changed');
      const elsewhere = await k.post('/Agency/Order/Quote', agency.token, body({ addressId: await o.address(plain.id) }));
      expect(elsewhere.statusCode).toBe(400);
      expect(errorOf(elsewhere).details?.[0]?.path).toBe('addressId');

      const keyless = await k.post('/Agency/Order', agency.token, { ...body(), expectedDepositVnd: 1 });
      expect(keyless.statusCode).toBe(400);
      for (const bad of [body({ customerId: 'một' }), body({ cartItemIds: [] }), { customerId: customer.id }, []]) {
        const response = await k.post('/Agency/Order/Quote', agency.token, bad);
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
        expect(errorOf(response).message).toMatch(/[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i);
      }
      expect(await cartOf(agency.id)).toEqual([line]);
      expect(await k.db.select().from(buyOrders).where(eq(buyOrders.placedBy, agency.id))).toEqual([]);
    });
  });

  describe('export', () => {
    it("writes the customers' orders of the period as CSV with a BOM", async () => {
      const agency = await a.agency();
      const customer = await a.invitedCustomer(agency);
      await k.fund(staff().token, customer.id, 10_000_000);
      const [product] = productsFromShops(1);
      const order = await o.orderedBy(customer, [{ product: product! }]);
      const outsider = await k.customer();
      await k.fund(staff().token, outsider.id, 10_000_000);
      const foreign = await o.orderedBy(outsider, [{ product: product! }]);

      const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
      const response = await k.get(`/Agency/Export?from=${today}&to=${today}`, agency.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const lines = response.body.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe('Mã khách hàng,Mã riêng của đại lý,Họ tên,Loại đơn,Mã đơn,Trạng thái,Tổng tiền (VND),Ngày tạo');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(order.code);
      expect(lines[1]).toContain(customer.customerCode);
      expect(response.body).not.toContain(foreign.code);
    });

    it('refuses bad dates with 400 in Vietnamese', async () => {
      for (const query of [
        'from=2026-02-30&to=2026-03-01',
        'from=2026-03-02&to=2026-03-01',
        'from=2024-01-01&to=2026-01-01',
        'from=hôm-nay&to=2026-01-01',
        '',
      ]) {
        const response = await k.get(`/Agency/Export?${query}`, agencyA.token);
        expect(response.statusCode, query).toBe(400);
        expect(errorOf(response).message, query).toMatch(/[ạảãàáâầấậẫẩăằắặẵẳđêềếệểễôồốộổỗơờớợởỡưừứựửữ]/i);
      }
    });
  });

  describe('an agency cancelling a request it made', () => {
    const cancel = (id: number, who: Actor) => k.post(`/Agency/OrderPob/${id}/Cancel`, who.token, undefined, randomUUID());

    it('gives the whole debit back to the wallet that paid, once, and only while pending', async () => {
      const agency = await a.agency();
      const customer = await a.invitedCustomer(agency);
      await k.fund(staff().token, agency.id, 1_000_000);
      await k.fund(staff().token, customer.id, 500_000);

      const byAgency = await made(agency, customer.id, 'agency');
      const cancelled = await answered<AgencyPob>(cancel(byAgency.id, agency), 200);
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        payer: 'agency',
        refundedVnd: HUNDRED_YUAN.totalVnd,
        customer: { left: false },
      });
      expect(cancelled.history.at(-1)).toMatchObject({ status: 'cancelled' });
      expect(await a.balance(agency.id)).toBe(1_000_000);
      expect(await a.balance(customer.id)).toBe(500_000);
      const again = await cancel(byAgency.id, agency);
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).code).toBe('invalid-transition');
      expect(await a.balance(agency.id)).toBe(1_000_000);

      const byCustomer = await made(agency, customer.id, 'customer');
      expect(await a.balance(customer.id)).toBe(500_000 - HUNDRED_YUAN.totalVnd);
      await answered(cancel(byCustomer.id, agency), 200);
      expect(await a.balance(customer.id)).toBe(500_000);
      expect(await a.balance(agency.id)).toBe(1_000_000);
      // The customer sees it cancelled in their own list.
      const own = await answered<PobSummary>(k.get(`/OrderPob/${byCustomer.id}`, customer.token), 200);
      expect(own.status).toBe('cancelled');

      // Taken by staff: no longer the customer's to cancel, nor the agency's.
      const taken = await made(agency, customer.id, 'agency');
      await p.move(`/Staff/OrderPob/${taken.id}/Take`);
      const late = await cancel(taken.id, agency);
      expect(late.statusCode).toBe(409);
      expect(errorOf(late).code).toBe('invalid-transition');
      expect(await a.balance(agency.id)).toBe(1_000_000 - HUNDRED_YUAN.totalVnd);
    });

    it("answers 404 to another agency, the customer through the agency's path, and for a plain customer's own request", async () => {
      const agency = await a.agency();
      const customer = await a.invitedCustomer(agency);
      await k.fund(staff().token, agency.id, 1_000_000);
      const pob = await made(agency, customer.id, 'agency');
      const foreign = await cancel(pob.id, agencyB);
      expect(foreign.statusCode).toBe(404);
      expect(errorOf(foreign).message).toBe('Không tìm thấy');
      expect((await cancel(pob.id, customer)).statusCode).toBe(403);
      await k.fund(staff().token, plain.id, 1_000_000);
      const own = await p.made(plain);
      expect((await cancel(own.id, agency)).statusCode).toBe(404);
      expect((await cancel(999_999, agency)).statusCode).toBe(404);
      expect((await k.get(`/Agency/OrderPob/${pob.id}`, agency.token)).json<AgencyPob>().status).toBe('pending');
      expect(await a.balance(agency.id)).toBe(1_000_000 - HUNDRED_YUAN.totalVnd);
    });
  });

  describe('a customer leaving their agency', () => {
    it('clears the membership, keeps what was done, and the agency loses sight of them', async () => {
      const agency = await a.agency();
      const customer = await a.invitedCustomer(agency);
      await k.fund(staff().token, agency.id, 1_000_000);
      await answered(a.transfer(agency, customer.id, 200_000), 201);
      const pob = await made(agency, customer.id, 'agency');

      const before = await answered<MyAgency>(k.get('/MyAgency', customer.token), 200);
      expect(before.agency).toMatchObject({ agencyName: 'Nguyễn Văn An', joinedBy: 'invited', custom: false });
      expect((await answered<MyAgency>(k.get('/MyAgency', plain.token), 200)).agency).toBeNull();
      expect((await answered<MyAgency>(k.get('/MyAgency', agency.token), 200)).agency).toBeNull();

      const { fullName } = await answered<{ fullName: string }>(k.get('/CurrentUser', customer.token), 200);
      expect((await del('/MyAgency', customer.token)).statusCode).toBe(204);
      // The agency is told, in its list of notifications, with the name and code it knew them by.
      const told = await answered<NotificationPage>(k.get('/Notification', agency.token), 200);
      expect(told.items[0]).toMatchObject({
        topic: 'agency',
        title: `Khách ${fullName} (${before.agency!.agencyCustomerCode}) đã rời đại lý`,
        url: '/agency/customer',
      });
      expect((await answered<NotificationPage>(k.get('/Notification', customer.token), 200)).items).toEqual([]);
      const [row] = await k.db.select().from(users).where(eq(users.id, customer.id));
      expect(row).toMatchObject({ role: 'customer', agencyId: null, agencyCode: null, agencyJoinedAt: null, agencyJoinedBy: null });
      expect((await answered<MyAgency>(k.get('/MyAgency', customer.token), 200)).agency).toBeNull();
      const gone = await del('/MyAgency', customer.token);
      expect(gone.statusCode).toBe(404);
      expect(errorOf(gone).message).toBe('Không tìm thấy');

      // The agency's paths no longer find them.
      for (const [method, url, payload] of [
        ['GET', `/Agency/Customer/${customer.id}`],
        ['GET', `/Agency/Customer/${customer.id}/Transaction`],
        ['POST', `/Agency/Customer/${customer.id}/Transfer`, { amountVnd: 10_000 }],
        ['POST', '/Agency/OrderPob/Quote', { ...pobRequest(), customerId: customer.id, payer: 'agency' }],
        [
          'POST',
          '/Agency/OrderPob',
          { ...pobRequest(), customerId: customer.id, payer: 'agency', expectedTotalVnd: HUNDRED_YUAN.totalVnd },
        ],
        ['POST', `/Agency/OrderPob/${pob.id}/Cancel`],
      ] as Array<[string, string, object?]>) {
        const response = await t().app.inject({
          method: method as 'GET',
          url: `/api${url}`,
          headers: { authorization: `Bearer ${agency.token}`, 'idempotency-key': randomUUID() },
          ...(payload && { payload }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      const list = await answered<Page<AgencyCustomerSummary>>(k.get('/Agency/Customer', agency.token), 200);
      expect(list.items).toEqual([]);
      expect(await answered<AgencySummary>(k.get('/Agency/Summary', agency.token), 200)).toMatchObject({ customers: 0 });
      // The request the agency made stays in its list, without the customer's name.
      const detail = await answered<AgencyPob>(k.get(`/Agency/OrderPob/${pob.id}`, agency.token), 200);
      expect(detail.customer).toEqual({ id: customer.id, customerCode: '', agencyCode: '', fullName: '', left: true });

      // What was theirs stays theirs: the money moved, the request (still refunded to the agency that paid).
      expect(await a.balance(customer.id)).toBe(200_000);
      await answered(k.post(`/OrderPob/${pob.id}/Cancel`, customer.token, undefined, randomUUID()), 200);
      expect(await a.balance(agency.id)).toBe(800_000);
      expect(await a.balance(customer.id)).toBe(200_000);

      const audit = await k.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'agency.leave'), eq(auditLog.objectId, String(customer.id))));
      expect(audit).toEqual([
        expect.objectContaining({ actorId: customer.id, before: expect.objectContaining({ agencyId: agency.id, joinedBy: 'invited' }) }),
      ]);

      // They may be invited again, by this agency or another.
      const again = await a.invite(agency, customer.customerCode);
      await answered(k.post(`/AgencyInvite/${again.id}/Accept`, customer.token), 200);
      expect((await k.get(`/Agency/Customer/${customer.id}`, agency.token)).statusCode).toBe(200);
    });

    it('answers 401 signed out and 404 to an account without an agency', async () => {
      expect((await t().app.inject({ method: 'DELETE', url: '/api/MyAgency' })).statusCode).toBe(401);
      expect((await del('/MyAgency', plain.token)).statusCode).toBe(404);
      expect((await del('/MyAgency', agencyA.token)).statusCode).toBe(404);
    });
  });
});

/** Customers made and invitations sent are limited per agency (a small limit here, in an app of its own). */
describe.each(databases())('agency limits on $name', (kind) => {
  const { k } = useWalletApp(kind, {
    env: { RATE_LIMIT_AGENCY_CUSTOMERS_PER_AGENCY: '2', RATE_LIMIT_AGENCY_INVITES_PER_AGENCY: '2' },
  });
  const a = agencyKit(k);

  it('answers 429 in Vietnamese once an agency made its customers of the window, refused attempts counted, other agencies not', async () => {
    const agency = await a.agency();
    const first = a.customerBody();
    await answered(k.post('/Agency/Customer', agency.token, first), 201);
    // A phone in use is refused, and counts.
    expect((await k.post('/Agency/Customer', agency.token, a.customerBody({ phone: first.phone }))).statusCode).toBe(409);
    const limited = await k.post('/Agency/Customer', agency.token, a.customerBody());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json<ApiErrorBody>()).toMatchObject({
      code: 'too-many-requests',
      message: expect.stringMatching(/Vui lòng thử lại sau \d+ (giây|phút|giờ)/),
    });
    // A malformed body is refused before it counts.
    expect((await k.post('/Agency/Customer', agency.token, a.customerBody({ agencyCode: 'có dấu' }))).statusCode).toBe(400);
    await answered(k.post('/Agency/Customer', (await a.agency()).token, a.customerBody()), 201);
  });

  it('answers 429 once an agency sent its invitations of the window, unknown codes counted', async () => {
    const agency = await a.agency();
    await a.invite(agency, (await k.customer()).customerCode);
    expect((await k.post('/Agency/Invite', agency.token, { customerCode: 'MHZZZZZ', agencyCode: 'X' })).statusCode).toBe(404);
    const limited = await k.post('/Agency/Invite', agency.token, { customerCode: (await k.customer()).customerCode, agencyCode: 'Y' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiErrorBody>().code).toBe('too-many-requests');
    await a.invite(await a.agency(), (await k.customer()).customerCode);
  });
});
