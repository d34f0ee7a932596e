import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import type { Notification, NotificationPage, NotificationPreferences } from '../../contract/notifications';
import type { Order } from '../../contract/orders';
import type { Product } from '../../contract/products';
import type { PushSubscriptionJson } from '../../contract/push';
import type { Withdraw } from '../../contract/wallet';
import { liveEvents, notifications, pushTokens, users } from '../../server/db/schema';
import { memoryMailer } from '../../server/mail/memoryMailer';
import { createNotificationDelivery } from '../../server/modules/notifications/notificationDelivery';
import { notify } from '../../server/modules/notifications/notifications.service';
import { createPushService, type PushSender } from '../../server/modules/push/push.service';
import { answered, databases } from './helpers';
import { orderKit, productsFromShops } from './orderHelpers';
import { pobKit } from './pobHelpers';
import { useWalletApp, type Actor } from './walletHelpers';

const [product] = productsFromShops(1) as [Product];
const withdrawal = (amountVnd: number) => ({ amountVnd, bankBin: '970415', accountNumber: '0123456789', accountName: 'Nguyen Van An' });
const parcel = { weightGrams: 1_200, lengthCm: 20, widthCm: 15, heightCm: 10 };

/** Notifications: what each step tells its customer, in their language, the list and its badge, choices, and the outbox relay. */
describe.each(databases())('notifications on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const o = orderKit(k);
  const p = pobKit(k, staff);

  const page = (who: Actor, query = '') => answered<NotificationPage>(k.get(`/Notification${query}`, who.token), 200);
  const rows = (who: Actor) => k.db.select().from(notifications).where(eq(notifications.userId, who.id)).orderBy(notifications.id);
  const eventsOf = async (who: Actor) => (await rows(who)).map((row) => row.event);
  const speaks = (who: Actor, locale: 'vi' | 'en' | 'zh') => k.db.update(users).set({ locale }).where(eq(users.id, who.id));
  const put = (who: Actor, body: object, language = 'vi') =>
    t().app.inject({
      method: 'PUT',
      url: '/api/Notification/Preferences',
      headers: { authorization: `Bearer ${who.token}`, 'accept-language': language },
      payload: body,
    });

  async function funded(amountVnd = 5_000_000): Promise<Actor> {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, amountVnd);
    return customer;
  }

  /** A notification written straight through `notify`, as a change's transaction would. */
  const told = (who: Actor, code: string) =>
    t().database.db.transaction((tx) =>
      notify(tx, { userId: who.id, event: 'order.purchased', url: '/orderOrdering/1', values: { code }, now: t().clock.now() }),
    );

  it('tells the customer of each step of an order staff move, once per step, in Vietnamese, with the order page', async () => {
    const customer = await funded();
    const order: Order = await o.orderedBy(customer, [{ product }]);
    await o.moved(staff().token, order.id, { to: 'purchasing' });
    expect(await eventsOf(customer)).toEqual([]);
    await o.moved(staff().token, order.id, { to: 'purchased', invoiceCodes: ['2611220001'], domesticShippingFen: 0 });
    await o.moved(staff().token, order.id, { to: 'sellerShipped', trackingCodes: ['YT1001'] });
    await o.moved(staff().token, order.id, { to: 'arrivedChina', packages: [parcel] });
    expect(await eventsOf(customer)).toEqual(['order.purchased', 'order.arrived-china']);

    const list = await page(customer);
    expect(list).toMatchObject({ total: 2, unread: 2, page: 1 });
    expect(list.items.map((item) => item.title)).toEqual([`Đơn ${order.code} đã về kho Trung Quốc`, `Đơn ${order.code} đã mua hàng`]);
    expect(list.items[0]).toMatchObject({ topic: 'order', url: `/orderOrdering/${order.id}`, readAt: null });

    // Each one reached the person's open apps as a live event carrying it.
    const streamed = await k.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, customer.id), eq(liveEvents.type, 'notification')));
    expect(streamed.map((event) => (event.payload as Notification).id).sort()).toEqual(list.items.map((item) => item.id).sort());

    // The customer's own cancel of another order tells them nothing.
    const other = await o.orderedBy(customer, [{ product }]);
    await answered(k.post(`/OrderOrdering/${other.id}/Cancel`, customer.token, undefined, randomUUID()), 200);
    expect(await eventsOf(customer)).toHaveLength(2);
  });

  it('writes in the language of the person, English for a customer who chose it', async () => {
    const customer = await k.customer();
    await speaks(customer, 'en');
    const recharge = await k.recharge(customer.token, 500_000);
    expect((await k.bankLine(staff().token, { amountVnd: 500_000, memo: recharge.memo })).statusCode).toBe(201);
    const [credited] = (await page(customer)).items;
    expect(credited).toMatchObject({ topic: 'money', event: 'money.recharge-credited', url: `/wallet/recharge?id=${recharge.id}` });
    expect(credited!.title).toMatch(/^₫500,000(\.00)? added to your wallet$/);
  });

  it('says a recharge paid with another amount is being checked ("cần kiểm tra"), and a refused withdrawal why', async () => {
    const customer = await funded(1_000_000);
    const recharge = await k.recharge(customer.token, 300_000);
    await k.bankLine(staff().token, { amountVnd: 250_000, memo: recharge.memo });
    const request = await answered<Withdraw>(k.post('/Wallet/Withdraw', customer.token, withdrawal(200_000), randomUUID()), 201);
    const refused = await k.post(
      `/Staff/Withdraw/${request.id}/Reject`,
      staff().token,
      { reason: 'Tên chủ tài khoản không khớp' },
      randomUUID(),
    );
    expect(refused.statusCode, refused.body).toBe(200);

    const [withdraw, review] = (await page(customer)).items;
    expect(review).toMatchObject({ event: 'money.recharge-review', title: 'Khoản nạp 300.000\u00a0₫ cần kiểm tra' });
    expect(withdraw).toMatchObject({
      event: 'money.withdraw-refused',
      title: 'Yêu cầu rút 200.000\u00a0₫ bị từ chối',
      url: '/transaction?type=withdraw',
    });
    expect(withdraw!.body).toContain('Tên chủ tài khoản không khớp');
    // Money may go by e-mail, and does by default.
    expect((await rows(customer)).map((row) => [row.pushState, row.emailState])).toEqual([
      ['pending', 'pending'],
      ['pending', 'pending'],
    ]);
  });

  it('tells a paid pay-on-behalf request and each step of a complaint about it, ending with the refund', async () => {
    const customer = await funded();
    const pob = await p.paid(customer);
    const complaint = await answered<{ id: number; code: string }>(
      k.post(
        '/OrderComplaint',
        customer.token,
        { subject: { type: 'pob', id: pob.id }, reason: 'missing', description: 'Thiếu hàng', amountVnd: 100_000 },
        randomUUID(),
      ),
      201,
    );
    const step = (name: string, body: object = {}) =>
      answered(k.post(`/Staff/OrderComplaint/${complaint.id}/${name}`, staff().token, body, randomUUID()), 200);
    await step('Take');
    await step('Accept', { amountVnd: 80_000, note: '' });
    await step('Refund');
    expect(await eventsOf(customer)).toEqual(['pob.paid', 'complaint.accepted', 'complaint.refunded']);
    const [refunded] = (await page(customer)).items;
    expect(refunded).toMatchObject({ title: `Khiếu nại ${complaint.code} đã hoàn tiền`, url: `/orderComplaint/${complaint.id}` });
    expect(refunded!.body).toBe('Đã hoàn 80.000\u00a0₫ vào ví của bạn.');
  });

  it('lists unread first, then newest; reads one (not another person’s) and then all, telling open apps', async () => {
    const customer = await k.customer();
    const stranger = await k.customer();
    const [first, second, third] = [await told(customer, 'A1'), await told(customer, 'A2'), await told(customer, 'A3')];
    const read = await answered<Notification>(k.post(`/Notification/${first!.id}/Read`, customer.token), 200);
    expect(read.readAt).not.toBeNull();
    expect((await k.post(`/Notification/${second!.id}/Read`, stranger.token)).statusCode).toBe(404);
    expect((await k.post('/Notification/999999999/Read', customer.token)).statusCode).toBe(404);

    const one = await page(customer, '?page=1&pageSize=2');
    expect(one).toMatchObject({ total: 3, unread: 2, pageSize: 2 });
    expect(one.items.map((item) => item.id)).toEqual([third!.id, second!.id]);
    expect((await page(customer, '?page=2&pageSize=2')).items.map((item) => item.id)).toEqual([first!.id]);
    expect(await answered(k.get('/Notification/UnreadCount', customer.token), 200)).toEqual({ count: 2 });
    expect(await answered(k.get('/Notification/UnreadCount', stranger.token), 200)).toEqual({ count: 0 });

    expect(await answered(k.post('/Notification/ReadAll', customer.token), 200)).toEqual({ count: 0 });
    expect(await answered(k.get('/Notification/UnreadCount', customer.token), 200)).toEqual({ count: 0 });
    const reads = await k.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, customer.id), eq(liveEvents.type, 'notification.read')));
    expect(reads.map((event) => event.payload)).toEqual([{ id: first!.id }, { id: null }]);
  });

  it('keeps the choices per topic: push off skips the phone, the app off hides it, all off writes nothing, e-mail only for money', async () => {
    const customer = await k.customer();
    const defaults = await answered<NotificationPreferences>(k.get('/Notification/Preferences', customer.token), 200);
    expect(defaults.order).toEqual({ inApp: true, push: true, email: false });
    expect(defaults.money).toEqual({ inApp: true, push: true, email: true });

    const refused = await put(customer, { order: { inApp: true, push: true, email: true } }, 'en');
    expect(refused.statusCode).toBe(400);
    const error = refused.json<ApiErrorBody>();
    expect(error.code).toBe('validation-failed');
    expect(error.details?.[0]).toMatchObject({
      path: 'order.email',
      message: 'Only notifications about money (wallet, pay on behalf) can be sent by email',
    });

    const saved = await put(customer, { order: { inApp: true, push: false, email: false } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<NotificationPreferences>()).toMatchObject({
      order: { inApp: true, push: false, email: false },
      money: defaults.money,
    });
    // Kept: the next read (another visit, another device) answers the saved choice.
    const again = await answered<NotificationPreferences>(k.get('/Notification/Preferences', customer.token), 200);
    expect(again.order).toEqual({ inApp: true, push: false, email: false });
    expect(again.money).toEqual(defaults.money);
    await told(customer, 'B1');
    expect((await rows(customer)).map((row) => [row.pushState, row.emailState])).toEqual([['skipped', 'skipped']]);

    await put(customer, { order: { inApp: false, push: true, email: false } });
    expect(await told(customer, 'B2')).toBeNull();
    expect((await page(customer)).total).toBe(1);
    expect((await rows(customer)).at(-1)).toMatchObject({ listed: false, pushState: 'pending' });

    await put(customer, { order: { inApp: false, push: false, email: false } });
    await told(customer, 'B3');
    expect(await rows(customer)).toHaveLength(2);
  });

  describe('delivery', () => {
    const subscription = (name: string): PushSubscriptionJson => ({
      endpoint: `https://push.example.net/send/${name}`,
      expirationTime: null,
      keys: { p256dh: `p256dh-${name}`, auth: `auth-${name}` },
    });

    /** A push service in memory: answers by endpoint, records what was sent. */
    function fakeSender(answers: Record<string, number>) {
      const delivered: Array<{ endpoint: string; payload: string }> = [];
      const send: PushSender = async (target, payload) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        const status = answers[target.endpoint] ?? 201;
        if (status >= 300) throw Object.assign(new Error(`push service answered ${status}`), { statusCode: status });
        delivered.push({ endpoint: target.endpoint, payload });
      };
      return { send, delivered };
    }

    const subscribe = (who: Actor, name: string) =>
      k.db.insert(pushTokens).values({ userId: who.id, token: JSON.stringify(subscription(name)) });

    it('sends each pending push once even with two runs at once, forgets gone subscriptions, and mails money news', async () => {
      // Earlier tests left rows pending: this one starts from a clean outbox.
      await k.db.update(notifications).set({ pushState: 'skipped', emailState: 'skipped' });
      const customer = await k.customer();
      const nobody = await k.customer();
      await subscribe(customer, 'phone');
      await subscribe(customer, 'old-laptop');
      for (const code of ['C1', 'C2', 'C3', 'C4', 'C5']) await told(customer, code);
      await told(nobody, 'C6');
      const recharge = await k.recharge(customer.token, 100_000);
      await k.bankLine(staff().token, { amountVnd: 100_000, memo: recharge.memo });

      const fake = fakeSender({ 'https://push.example.net/send/old-laptop': 410 });
      const push = createPushService({ db: t().database.db, vapid: t().config.vapid, send: fake.send });
      const mailer = memoryMailer();
      const delivery = createNotificationDelivery({ db: t().database.db, push, mailer, origin: 'https://muaho.test' });
      const [a, b] = await Promise.all([delivery.runOnce({ limit: 4 }), delivery.runOnce({ limit: 4 })]);
      await delivery.runOnce({ limit: 4 });

      const phone = fake.delivered.filter((sent) => sent.endpoint.endsWith('/phone')).map((sent) => JSON.parse(sent.payload).title);
      expect(phone.sort()).toEqual(
        ['C1', 'C2', 'C3', 'C4', 'C5']
          .map((code) => `Đơn ${code} đã mua hàng`)
          .concat('Đã nạp 100.000\u00a0₫ vào ví')
          .sort(),
      );
      expect(a.push.sent + b.push.sent).toBeGreaterThan(0);
      const stored = await k.db.select().from(pushTokens).where(eq(pushTokens.userId, customer.id));
      expect(stored.map((row) => JSON.parse(row.token).endpoint)).toEqual(['https://push.example.net/send/phone']);
      expect((await rows(customer)).map((row) => row.pushState)).toEqual(Array(6).fill('sent'));
      expect((await rows(nobody)).map((row) => row.pushState)).toEqual(['skipped']);

      expect(mailer.sent).toHaveLength(1);
      expect(mailer.sent[0]).toMatchObject({ subject: 'Đã nạp 100.000\u00a0₫ vào ví' });
      expect(mailer.sent[0]!.text).toContain(`https://muaho.test/wallet/recharge?id=${recharge.id}`);
      expect((await rows(customer)).at(-1)).toMatchObject({ emailState: 'sent', emailAttempts: 1 });
    });

    it('tries a failing push service again and gives up after five attempts', async () => {
      await k.db.update(notifications).set({ pushState: 'skipped', emailState: 'skipped' });
      const customer = await k.customer();
      await subscribe(customer, 'busy');
      await told(customer, 'D1');
      const fake = fakeSender({ 'https://push.example.net/send/busy': 503 });
      const push = createPushService({ db: t().database.db, vapid: t().config.vapid, send: fake.send });
      const delivery = createNotificationDelivery({ db: t().database.db, push, mailer: memoryMailer() });
      for (let run = 1; run <= 4; run += 1) {
        await delivery.runOnce();
        expect((await rows(customer))[0]).toMatchObject({ pushState: 'pending', pushAttempts: run });
      }
      await delivery.runOnce();
      expect((await rows(customer))[0]).toMatchObject({ pushState: 'failed', pushAttempts: 5 });
      await delivery.runOnce();
      expect((await rows(customer))[0]!.pushAttempts).toBe(5);
    });
  });
});
