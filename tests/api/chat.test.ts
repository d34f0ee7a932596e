import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  ChatImage,
  ChatMessage,
  ChatMessagesPage,
  ChatThreadList,
  SendChatMessageInput,
  StaffChatDetail,
  StaffChatThread,
} from '../../contract/chat';
import type { NotificationPage } from '../../contract/notifications';
import type { AuditPage } from '../../contract/staff';
import type { Product } from '../../contract/products';
import { auditLog, chatMessages, liveEvents, users } from '../../server/db/schema';
import { answered, databases } from './helpers';
import { orderKit, productsFromShops } from './orderHelpers';
import { colouredPicture, postPicture } from './pictures';
import { useWalletApp, type Actor } from './walletHelpers';

type Page<T> = { items: T[]; total: number };
const [product] = productsFromShops(1) as [Product];

/** Chat: who may open which thread, notes staff keep to themselves, resends, read marks and the staff inbox. */
describe.each(databases())('chat on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const o = orderKit(k);

  const send = (who: Actor, key: string, body: Partial<SendChatMessageInput>) =>
    k.post(`/Chat/${key}/Messages`, who.token, { clientId: randomUUID(), ...body });
  const sent = async (who: Actor, key: string, body: Partial<SendChatMessageInput>) => answered<ChatMessage>(send(who, key, body), 201);
  const page = (who: Actor, key: string, query = '') => answered<ChatMessagesPage>(k.get(`/Chat/${key}/Messages${query}`, who.token), 200);
  const threads = (who: Actor) => answered<ChatThreadList>(k.get('/Chat', who.token), 200);
  const inbox = (who: Actor, query: string) => answered<Page<StaffChatThread>>(k.get(`/Staff/Chat?${query}`, who.token), 200);
  const eventsOf = (userId: number | null) =>
    k.db
      .select()
      .from(liveEvents)
      .where(userId === null ? isNull(liveEvents.userId) : eq(liveEvents.userId, userId))
      .orderBy(liveEvents.id);

  async function orderOf(customer: Actor) {
    await k.fund(staff().token, customer.id, 5_000_000);
    return o.orderedBy(customer, [{ product, quantity: 1 }]);
  }

  it("opens only the caller's own threads: another customer's order or support thread, or a missing one, is 404; staff open any", async () => {
    const [an, binh] = [await k.customer(), await k.customer()];
    const order = await orderOf(an);

    expect((await send(binh, `order-${order.id}`, { text: 'Cho tôi xem' })).statusCode).toBe(404);
    expect((await k.get(`/Chat/order-${order.id}/Messages`, binh.token)).statusCode).toBe(404);
    expect((await send(binh, `support-${an.id}`, { text: 'Xin chào' })).statusCode).toBe(404);
    expect((await k.get(`/Chat/support-${an.id}/Messages`, binh.token)).statusCode).toBe(404);
    expect((await send(an, 'order-999999', { text: 'Đơn này?' })).statusCode).toBe(404);
    expect((await send(an, 'nonsense-1', { text: 'Đơn này?' })).statusCode).toBe(404);
    // Staff cannot make a support thread of a staff account.
    expect((await send(staff(), `support-${staff().id}`, { text: 'x' })).statusCode).toBe(404);

    const first = await sent(an, `order-${order.id}`, { text: 'Khi nào hàng về?' });
    expect(first).toMatchObject({ thread: `order-${order.id}`, side: 'customer', text: 'Khi nào hàng về?', internal: false });
    const answer = await sent(staff(), `order-${order.id}`, { text: 'Tuần sau ạ' });
    expect(answer.side).toBe('staff');
    expect((await page(staff(), `order-${order.id}`)).items.map((m) => m.text)).toEqual(['Khi nào hàng về?', 'Tuần sau ạ']);
    expect((await page(an, `order-${order.id}`)).items.map((m) => m.id)).toEqual([first.id, answer.id]);
    // Binh's support thread is his alone; An's list shows only An's thread, with its order code.
    await sent(binh, `support-${binh.id}`, { text: 'Tôi cần hỗ trợ' });
    const list = await threads(an);
    expect(list.items.map((thread) => [thread.key, thread.subjectCode])).toEqual([[`order-${order.id}`, order.code]]);
  });

  it('names what a thread is about by its code, also before anyone wrote in it, without making the thread', async () => {
    const an = await k.customer();
    const order = await orderOf(an);

    expect(await page(an, `order-${order.id}`)).toEqual({ items: [], hasOlder: false, readUpTo: 0, subjectCode: order.code });
    expect((await threads(an)).items).toEqual([]);
    await sent(an, `order-${order.id}`, { text: 'Khi nào hàng về?' });
    expect((await page(an, `order-${order.id}`)).subjectCode).toBe(order.code);
  });

  it('keeps staff notes out of everything the customer receives, and out of unanswered and the unread count', async () => {
    const an = await k.customer();
    const key = `support-${an.id}`;
    await sent(an, key, { text: 'Tôi muốn đổi địa chỉ' });
    const before = await inbox(staff(), `filter=unanswered&q=${an.customerCode}`);
    expect(before.items.map((thread) => thread.key)).toEqual([key]);

    const note = await sent(staff(), key, { text: 'Khách hay đổi ý, kiểm tra kỹ', internal: true });
    expect(note.internal).toBe(true);
    // The customer cannot write one.
    expect((await send(an, key, { text: 'ghi chú', internal: true })).statusCode).toBe(403);

    const seen = await page(an, key);
    expect(seen.items.map((m) => m.text)).toEqual(['Tôi muốn đổi địa chỉ']);
    expect((await page(staff(), key)).items.map((m) => m.internal)).toEqual([false, true]);
    const [thread] = (await threads(an)).items;
    expect(thread).toMatchObject({ unread: 0, lastMessage: { text: 'Tôi muốn đổi địa chỉ', side: 'customer' } });
    expect((await inbox(staff(), `filter=unanswered&q=${an.customerCode}`)).items.map((t) => t.key)).toEqual([key]);

    // Only the desk heard of the note; the customer's own events carry no note.
    const mine = await eventsOf(an.id);
    expect(mine.some((event) => (event.payload as ChatMessage).id === note.id)).toBe(false);
    expect(mine.filter((event) => event.type === 'chat.message')).toHaveLength(1);
    expect((await eventsOf(null)).some((event) => (event.payload as ChatMessage).id === note.id)).toBe(true);
  });

  it('stores a message sent twice with the same clientId once, and tells of it once', async () => {
    const an = await k.customer();
    const key = `support-${an.id}`;
    const clientId = randomUUID();
    const first = await answered<ChatMessage>(send(an, key, { clientId, text: 'Gửi lại' }), 201);
    const again = await answered<ChatMessage>(send(an, key, { clientId, text: 'Gửi lại' }), 200);
    expect(again).toEqual(first);
    // At once, as an offline queue flushing on two tabs would.
    const racing = randomUUID();
    const both = await Promise.all([send(an, key, { clientId: racing, text: 'Đôi' }), send(an, key, { clientId: racing, text: 'Đôi' })]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json<ChatMessage>().id).toBe(both[1]!.json<ChatMessage>().id);

    const rows = await k.db.select().from(chatMessages).where(eq(chatMessages.authorId, an.id));
    expect(rows).toHaveLength(2);
    const events = (await eventsOf(an.id)).filter((event) => event.type === 'chat.message');
    expect(events.map((event) => (event.payload as ChatMessage).id)).toEqual([first.id, both[0]!.json<ChatMessage>().id]);
  });

  it('counts what the customer has not read and moves the mark with Read, never backwards', async () => {
    const an = await k.customer();
    const key = `support-${an.id}`;
    await sent(an, key, { text: 'Chào shop' });
    const answers = [];
    for (const text of ['Chào bạn', 'Bạn cần gì?', 'Shop đây']) answers.push(await sent(staff(), key, { text }));
    let list = await threads(an);
    expect(list.items[0]!.unread).toBe(3);
    expect(list.unreadTotal).toBe(3);
    expect(list.items[0]!.lastMessage).toMatchObject({ text: 'Shop đây', side: 'staff' });

    expect((await k.post(`/Chat/${key}/Read`, an.token, { upTo: answers[1]!.id })).statusCode).toBe(204);
    list = await threads(an);
    expect(list.items[0]!.unread).toBe(1);
    expect((await page(an, key)).readUpTo).toBe(answers[1]!.id);
    await k.post(`/Chat/${key}/Read`, an.token, { upTo: answers[0]!.id });
    expect((await page(an, key)).readUpTo).toBe(answers[1]!.id);
    const reads = (await eventsOf(an.id)).filter((event) => event.type === 'chat.read');
    expect(reads.map((event) => event.payload)).toEqual([
      { thread: key, upTo: answers[1]!.id },
      { thread: key, upTo: answers[1]!.id },
    ]);
    // Another customer's thread cannot be marked.
    const binh = await k.customer();
    expect((await k.post(`/Chat/${key}/Read`, binh.token, { upTo: answers[2]!.id })).statusCode).toBe(404);
  });

  it("tells the customer of staff's answer once until they read it, in their language, and never of a note", async () => {
    const an = await k.customer();
    const order = await orderOf(an);
    const key = `order-${order.id}`;
    const told = () => answered<NotificationPage>(k.get('/Notification', an.token), 200);
    const chatNews = async () => (await told()).items.filter((item) => item.event === 'chat.reply');

    await sent(an, key, { text: 'Hàng của tôi đâu rồi?' });
    expect(await chatNews()).toEqual([]);
    await sent(staff(), key, { text: 'Khách hỏi lần hai', internal: true });
    expect(await chatNews()).toEqual([]);

    await sent(staff(), key, { text: 'Đang trên đường về ạ' });
    await sent(staff(), key, { text: 'Dự kiến thứ Sáu' });
    const [news, ...more] = await chatNews();
    expect(more).toEqual([]);
    expect(news).toMatchObject({
      topic: 'chat',
      title: 'Nhân viên đã trả lời tin nhắn của bạn',
      body: `Trong cuộc trò chuyện về ${order.code}.`,
      url: `/chat/${key}`,
      readAt: null,
    });

    // Read, the next answer is news again.
    expect((await k.post(`/Notification/${news!.id}/Read`, an.token, {})).statusCode).toBe(200);
    await sent(staff(), key, { text: 'Đã giao cho bên vận chuyển' });
    expect((await chatNews()).map((item) => item.readAt === null)).toEqual([true, false]);
  });

  it('pages back through a thread oldest-first within a page', async () => {
    const an = await k.customer();
    const key = `support-${an.id}`;
    const ids = [];
    for (let n = 1; n <= 5; n += 1) ids.push((await sent(an, key, { text: `tin ${n}` })).id);
    const newest = await page(an, key, '?limit=2');
    expect(newest.items.map((m) => m.id)).toEqual(ids.slice(3));
    expect(newest.hasOlder).toBe(true);
    const older = await page(an, key, `?limit=3&before=${ids[3]}`);
    expect(older.items.map((m) => m.id)).toEqual(ids.slice(0, 3));
    expect(older.hasOlder).toBe(false);
  });

  it('flips unanswered when staff answer, files threads by who holds them, and searches by customer', async () => {
    const [an, binh] = [await k.customer(), await k.customer()];
    const other = await k.staff('staff', ['care']);
    const keyAn = `support-${an.id}`;
    const keyBinh = `support-${binh.id}`;
    await sent(an, keyAn, { text: 'Hỏi 1' });
    await sent(binh, keyBinh, { text: 'Hỏi 2' });
    const unanswered = async () => (await inbox(staff(), `filter=unanswered&pageSize=50`)).items.map((thread) => thread.key);
    expect(await unanswered()).toEqual(expect.arrayContaining([keyAn, keyBinh]));

    await sent(staff(), keyAn, { text: 'Trả lời 1' });
    expect(await unanswered()).not.toContain(keyAn);
    expect(await unanswered()).toContain(keyBinh);
    await sent(an, keyAn, { text: 'Hỏi thêm' });
    expect(await unanswered()).toContain(keyAn);

    const assigned = await answered<StaffChatThread>(k.post(`/Staff/Chat/${keyAn}/Assign`, staff().token, { staffId: other.id }), 200);
    expect(assigned).toMatchObject({ key: keyAn, assignee: { id: other.id }, customerCode: an.customerCode, unanswered: true });
    const mine = await inbox(other, 'filter=mine');
    expect(mine.items.map((thread) => thread.key)).toEqual([keyAn]);
    const unassigned = (await inbox(staff(), 'filter=unassigned&pageSize=50')).items.map((thread) => thread.key);
    expect(unassigned).toContain(keyBinh);
    expect(unassigned).not.toContain(keyAn);
    // Only care staff hold threads; a customer is "no such staff", and a customer cannot assign at all.
    expect((await k.post(`/Staff/Chat/${keyAn}/Assign`, staff().token, { staffId: binh.id })).statusCode).toBe(404);
    expect((await k.post(`/Staff/Chat/${keyAn}/Assign`, an.token, { staffId: null })).statusCode).toBe(403);
    expect((await k.get('/Staff/Chat', an.token)).statusCode).toBe(403);
    const noCare = await k.staff('staff', ['money']);
    expect((await k.get('/Staff/Chat', noCare.token)).statusCode).toBe(403);
    // Staff without the care duty are readers like any customer: another customer's thread is 404.
    expect((await k.get(`/Chat/${keyAn}/Messages`, noCare.token)).statusCode).toBe(404);

    await answered(k.post(`/Staff/Chat/${keyAn}/Assign`, staff().token, { staffId: null }), 200);
    expect((await inbox(other, 'filter=mine')).total).toBe(0);

    const found = await inbox(staff(), `q=${binh.customerCode}`);
    expect(found.items.map((thread) => thread.key)).toEqual([keyBinh]);
    expect(found.items[0]).toMatchObject({ unread: 1, lastMessage: { text: 'Hỏi 2' } });
  });

  it("tells staff whose a thread is and how to reach them, also before anyone wrote in it; customers' answers stay as they were", async () => {
    const an = await k.customer();
    const order = await orderOf(an);
    const [person] = await k.db.select().from(users).where(eq(users.id, an.id));
    const customer = { fullName: person!.fullName, phone: person!.phone, email: person!.email };
    const detail = (key: string) => answered<StaffChatDetail>(k.get(`/Staff/Chat/${key}`, staff().token), 200);

    // Nobody wrote in the order's thread yet: it is drawn all the same, and reading it makes no thread.
    expect(await detail(`order-${order.id}`)).toEqual({
      key: `order-${order.id}`,
      type: 'order',
      subjectId: order.id,
      subjectCode: order.code,
      lastMessage: null,
      unread: 0,
      userId: an.id,
      customerCode: an.customerCode,
      customerName: customer.fullName,
      assignee: null,
      unanswered: false,
      customer,
    });
    expect((await inbox(staff(), `q=${order.code}`)).total).toBe(0);

    await sent(an, `support-${an.id}`, { text: 'Cho tôi hỏi' });
    await answered(k.post(`/Staff/Chat/support-${an.id}/Assign`, staff().token, { staffId: staff().id }), 200);
    expect(await detail(`support-${an.id}`)).toMatchObject({
      subjectCode: an.customerCode,
      customerCode: an.customerCode,
      customer,
      assignee: { id: staff().id },
      unanswered: true,
      unread: 1,
      lastMessage: { text: 'Cho tôi hỏi', side: 'customer' },
    });

    expect((await k.get('/Staff/Chat/order-999999', staff().token)).statusCode).toBe(404);
    expect((await k.get('/Staff/Chat/foo-1', staff().token)).statusCode).toBe(404);
    expect((await k.get(`/Staff/Chat/support-${staff().id}`, staff().token)).statusCode).toBe(404);
    expect((await k.get(`/Staff/Chat/support-${an.id}`, an.token)).statusCode).toBe(403);
    expect((await k.get(`/Staff/Chat/support-${an.id}`, (await k.staff('staff', ['money'])).token)).statusCode).toBe(403);
    // The customer's own answers name no customer.
    const [own] = (await threads(an)).items;
    expect(Object.keys(own!).sort()).toEqual(['key', 'lastMessage', 'subjectCode', 'subjectId', 'type', 'unread']);
  });

  it('records who gave a thread to whom in the audit log, once per change, and nothing for a refused assignment', async () => {
    const an = await k.customer();
    const other = await k.staff('staff', ['care']);
    const order = await orderOf(an);
    // A thread nobody wrote in yet can be taken too: it is made with its first assignment.
    const key = `order-${order.id}`;
    const entries = () => k.db.select().from(auditLog).where(eq(auditLog.objectId, key)).orderBy(auditLog.id);

    await answered(k.post(`/Staff/Chat/${key}/Assign`, staff().token, { staffId: staff().id }), 200);
    // The same call again (a retried tap) changes nothing and records nothing.
    await answered(k.post(`/Staff/Chat/${key}/Assign`, staff().token, { staffId: staff().id }), 200);
    await answered(k.post(`/Staff/Chat/${key}/Assign`, other.token, { staffId: other.id }), 200);
    await answered(k.post(`/Staff/Chat/${key}/Assign`, other.token, { staffId: null }), 200);
    // Refused (a customer is no care staff): rolled back, no entry.
    expect((await k.post(`/Staff/Chat/${key}/Assign`, staff().token, { staffId: an.id })).statusCode).toBe(404);

    expect((await entries()).map((e) => [e.action, e.objectType, e.actorId, e.before, e.after])).toEqual([
      ['chat.assign', 'chat', staff().id, { assignedTo: null }, { assignedTo: staff().id }],
      ['chat.assign', 'chat', other.id, { assignedTo: staff().id }, { assignedTo: other.id }],
      ['chat.assign', 'chat', other.id, { assignedTo: other.id }, { assignedTo: null }],
    ]);
    // The console's audit page finds them by the thread's key.
    const admin = await k.staff('admin');
    const logged = await answered<AuditPage>(k.get(`/Staff/Audit?object=chat&objectId=${key}`, admin.token), 200);
    expect(logged.items.map((e) => [e.action, e.objectType, e.objectId, e.actorId])).toEqual([
      ['chat.assign', 'chat', key, other.id],
      ['chat.assign', 'chat', key, other.id],
      ['chat.assign', 'chat', key, staff().id],
    ]);
  });

  it('sends pictures uploaded to the thread, served by their token, and refuses a token of another thread', async () => {
    const [an, binh] = [await k.customer(), await k.customer()];
    const key = `support-${an.id}`;
    const bytes = await colouredPicture(3).jpeg().toBuffer();
    const upload = await postPicture(t().app, `/api/Chat/${key}/Image`, an.token, bytes, 'image/jpeg');
    expect(upload.statusCode, upload.body).toBe(201);
    const image = upload.json<ChatImage>();
    // Another customer cannot upload into An's thread.
    expect((await postPicture(t().app, `/api/Chat/${key}/Image`, binh.token, bytes, 'image/jpeg')).statusCode).toBe(404);

    const message = await sent(an, key, { images: [image.token] });
    expect(message.images).toEqual([image.url]);
    const served = await t().app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    expect((await send(binh, `support-${binh.id}`, { images: [image.token] })).statusCode).toBe(404);
    const [thread] = (await threads(an)).items;
    expect(thread!.lastMessage).toMatchObject({ text: '', hasImages: true });
  });

  it('keeps the thread of a message that was never sent away, and refuses an empty message', async () => {
    const an = await k.customer();
    const empty = await send(an, `support-${an.id}`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    const rows = await k.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.authorId, an.id)));
    expect(rows).toHaveLength(0);
  });
});
