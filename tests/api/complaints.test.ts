import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Complaint, ComplaintSummary, CreateComplaintInput, StaffComplaint } from '../../contract/complaints';
import type { ApiErrorBody } from '../../contract/errors';
import { DAY_MS, fenToVnd } from '../../contract/fees';
import type { Order } from '../../contract/orders';
import type { Product } from '../../contract/products';
import { buyOrderEvents, buyOrders, ledgerEntries, pobEvents } from '../../server/db/schema';
import { answered, databases, statusCounts } from './helpers';
import { orderKit, productsFromShops, skuPrice } from './orderHelpers';
import { colouredPicture, postPicture } from './pictures';
import { HUNDRED_YUAN, pobKit } from './pobHelpers';
import { useWalletApp, type Actor } from './walletHelpers';

type Page<T> = { items: T[]; total: number };
const [product] = productsFromShops(1) as [Product];

/** Complaints: filing within the window, the caps, staff's steps and the one refund they lead to. */
describe.each(databases())('complaints on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const p = pobKit(k, staff);
  const o = orderKit(k);

  async function funded(amountVnd = 5_000_000): Promise<Actor> {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, amountVnd);
    return customer;
  }

  const file = (customer: Actor, body: CreateComplaintInput, key: string = randomUUID()) =>
    k.post('/OrderComplaint', customer.token, body, key);
  const filed = async (customer: Actor, body: CreateComplaintInput) => answered<Complaint>(file(customer, body), 201);
  const aboutPob = (id: number, overrides: Partial<CreateComplaintInput> = {}): CreateComplaintInput => ({
    subject: { type: 'pob', id },
    reason: 'missing',
    description: 'Người bán giao thiếu hàng',
    amountVnd: 100_000,
    ...overrides,
  });
  const move = (step: string, id: number, body: object = {}, key: string = randomUUID()) =>
    k.post(`/Staff/OrderComplaint/${id}/${step}`, staff().token, body, key);
  const moved = (step: string, id: number, body: object = {}) => answered<StaffComplaint>(move(step, id, body), 200);
  const detailOf = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().details?.[0];

  /** An order placed and then, as the shop's moves would leave it, received: the lines and their bought pieces. */
  async function receivedOrder(customer: Actor, quantity = 2): Promise<Order> {
    const order = await o.orderedBy(customer, [{ product, quantity }]);
    const at = t().clock.now();
    await k.db.update(buyOrders).set({ status: 'received', updatedAt: at }).where(eq(buyOrders.id, order.id));
    await k.db.insert(buyOrderEvents).values({ orderId: order.id, status: 'received', note: null, createdBy: null, createdAt: at });
    return o.order(customer.token, order.id);
  }

  it('takes a complaint about a paid request through staff to one credit of the wallet, in the words each side may read', async () => {
    const customer = await funded();
    const pob = await p.paid(customer);
    const complaint = await filed(customer, aboutPob(pob.id, { videoLinks: ['https://video.example/abc'] }));
    expect(complaint).toMatchObject({
      status: 'pending',
      subject: { type: 'pob', id: pob.id, code: pob.code },
      amountVnd: 100_000,
      acceptedVnd: null,
      refundedVnd: 0,
      videoLinks: ['https://video.example/abc'],
      items: [],
    });
    expect(complaint.code).toMatch(/^KN\d{6}[A-Z2-9]{4}$/);

    const stranger = await k.customer();
    expect((await k.get(`/OrderComplaint/${complaint.id}`, stranger.token)).statusCode).toBe(404);
    expect((await answered<Page<ComplaintSummary>>(k.get('/OrderComplaint', stranger.token), 200)).total).toBe(0);

    const queue = await answered<Page<StaffComplaint>>(k.get(`/Staff/OrderComplaint?q=${customer.customerCode}`, staff().token), 200);
    expect(queue.items.map((item) => item.id)).toEqual([complaint.id]);

    await moved('Take', complaint.id, { staffNote: 'Đã gọi người bán' });
    const tooMuch = await move('Accept', complaint.id, { amountVnd: HUNDRED_YUAN.totalVnd + 1, note: '' });
    expect(tooMuch.statusCode).toBe(400);
    expect(detailOf(tooMuch)).toMatchObject({ path: 'amountVnd', message: expect.stringContaining('373.700') });

    const accepted = await moved('Accept', complaint.id, { amountVnd: 80_000, note: 'Hoàn 80.000 đ cho 1 món thiếu' });
    expect(accepted).toMatchObject({ status: 'accepted', acceptedVnd: 80_000, staffNote: 'Đã gọi người bán' });
    const before = (await k.wallet(customer.token)).balanceVnd;
    const refunded = await moved('Refund', complaint.id);
    expect(refunded).toMatchObject({ status: 'refunded', refundedVnd: 80_000 });
    expect((await k.wallet(customer.token)).balanceVnd).toBe(before + 80_000);
    await moved('Close', complaint.id);

    const seen = await answered<Complaint & { staffNote?: unknown }>(k.get(`/OrderComplaint/${complaint.id}`, customer.token), 200);
    expect(seen.status).toBe('closed');
    expect(seen.history.map((event) => [event.status, event.note])).toEqual([
      ['pending', null],
      ['handling', null],
      ['accepted', 'Hoàn 80.000 đ cho 1 món thiếu'],
      ['refunded', null],
      ['closed', null],
    ]);
    expect(seen).not.toHaveProperty('staffNote');
    expect(JSON.stringify(seen)).not.toContain('Đã gọi người bán');
    await k.expectBooksBalanced(customer.id);
  });

  it('credits the wallet once however many refunds of one complaint run at once', async () => {
    const customer = await funded();
    const complaint = await filed(customer, aboutPob((await p.paid(customer)).id));
    await moved('Take', complaint.id);
    await moved('Accept', complaint.id, { amountVnd: 50_000, note: '' });

    const answers = await Promise.all(Array.from({ length: 20 }, () => move('Refund', complaint.id)));
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 19 });
    const credits = await k.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.causeType, 'complaint'), eq(ledgerEntries.causeId, complaint.id)));
    expect(credits.map((entry) => entry.amountVnd)).toEqual([50_000]);
    await k.expectBooksBalanced(customer.id);
  });

  it('refuses a complaint before receipt and after the window, naming the day it closed', async () => {
    const customer = await funded();
    const unpaid = await p.made(customer);
    const early = await file(customer, aboutPob(unpaid.id));
    expect(early.statusCode).toBe(400);
    expect(detailOf(early)).toMatchObject({ path: 'subject', message: expect.stringContaining('đã nhận hàng') });

    const paid = await p.paid(customer);
    // Paid eight days ago, as far as the window is concerned: the default window is seven days.
    const paidAt = new Date(t().clock.now().getTime() - 8 * DAY_MS);
    await k.db
      .update(pobEvents)
      .set({ createdAt: paidAt })
      .where(and(eq(pobEvents.pobId, paid.id), eq(pobEvents.status, 'paid')));
    const late = await file(customer, aboutPob(paid.id));
    expect(late.statusCode).toBe(400);
    expect(detailOf(late)).toMatchObject({
      path: 'subject',
      message: `Đã quá hạn khiếu nại: hạn đã đóng ngày ${new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(paidAt.getTime() + 7 * DAY_MS))}`,
    });
  });

  it('caps an order complaint at its goods: the pieces bought, held once, and what they cost', async () => {
    const customer = await funded(20_000_000);
    const order = await receivedOrder(customer, 2);
    const [line] = order.items;
    if (!line) throw new Error('the order has no line');
    const about = (quantity: number, amountVnd: number): CreateComplaintInput => ({
      subject: { type: 'order', id: order.id },
      reason: 'damaged',
      description: 'Hàng bị vỡ',
      items: [{ itemId: line.id, quantity }],
      amountVnd,
    });
    const onePieceVnd = fenToVnd(skuPrice(product), order.rateVndPerCny);

    const tooMany = await file(customer, about(3, 10_000));
    expect(detailOf(tooMany)).toMatchObject({ path: 'items.0.quantity', message: 'Số lượng khiếu nại tối đa của sản phẩm này là 2' });
    const tooDear = await file(customer, about(1, onePieceVnd + 1));
    expect(detailOf(tooDear)?.path).toBe('amountVnd');

    const first = await filed(customer, about(1, onePieceVnd));
    expect(first.items).toEqual([
      { itemId: line.id, title: line.titleVi ?? line.title, imageUrl: line.imageUrl, quantity: 1, valueVnd: onePieceVnd },
    ]);
    await filed(customer, about(1, 1_000));
    const third = await file(customer, about(1, 1_000));
    expect(detailOf(third)).toMatchObject({ path: 'items.0.quantity', message: 'Số lượng khiếu nại tối đa của sản phẩm này là 0' });

    const noItems = await file(customer, { ...about(1, 1_000), items: [] });
    expect([noItems.statusCode, detailOf(noItems)?.path]).toEqual([400, 'items']);
    const pob = await p.paid(customer);
    const itemsOnPob = await file(customer, { ...aboutPob(pob.id), items: [{ itemId: line.id, quantity: 1 }] });
    expect([itemsOnPob.statusCode, detailOf(itemsOnPob)?.path]).toEqual([400, 'items']);
    const another = await k.customer();
    expect((await file(another, about(1, 1_000))).statusCode).toBe(404);
  });

  it('files a retried complaint once, and keeps its pictures until staff decide it', async () => {
    const customer = await funded();
    const pob = await p.paid(customer);
    const key = randomUUID();
    const [once, again] = [await file(customer, aboutPob(pob.id), key), await file(customer, aboutPob(pob.id), key)];
    expect([once.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json<Complaint>().id).toBe(once.json<Complaint>().id);
    expect((await answered<Page<ComplaintSummary>>(k.get('/OrderComplaint', customer.token), 200)).total).toBe(1);

    const complaint = once.json<Complaint>();
    const picture = await colouredPicture(1).jpeg().toBuffer();
    const url = `/api/OrderComplaint/${complaint.id}/Photo`;
    const added = await answered<Complaint>(postPicture(t().app, url, customer.token, picture, 'image/jpeg'), 201);
    expect(added.photos).toHaveLength(1);
    const [photo] = added.photos;
    const served = await t().app.inject({ method: 'GET', url: photo ?? '' });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await postPicture(t().app, url, (await k.customer()).token, picture, 'image/jpeg')).statusCode).toBe(404);

    await moved('Reject', complaint.id, { reason: 'Không đủ bằng chứng' });
    const late = await postPicture(t().app, url, customer.token, await colouredPicture(2).jpeg().toBuffer(), 'image/jpeg');
    expect(late.statusCode).toBe(409);
    const seen = await answered<Complaint>(k.get(`/OrderComplaint/${complaint.id}`, customer.token), 200);
    expect([seen.status, seen.rejectReason, seen.history.at(-1)?.note]).toEqual(['rejected', 'Không đủ bằng chứng', 'Không đủ bằng chứng']);
  });
});
