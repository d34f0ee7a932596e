import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat';
import type { Notification } from '../../contract/notifications';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/connect';
import { memoryMailer } from '../../server/mail/memoryMailer';
import { publishLiveEvent } from '../../server/modules/events/liveEvents.queries';
import { openStream, type LiveEvent } from './eventStream';
import { bearer, buildTestApp, databases, registerUser, testConfig } from './helpers';
import { useWalletApp, type Actor } from './walletHelpers';

const baseOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
/** A chat message as its text, anything else as its name (and a notification's title). */
const said = (event: LiveEvent) =>
  event.event === 'chat.message'
    ? (event.data as ChatMessage).text
    : `${event.event}${event.event === 'notification' ? `: ${(event.data as Notification).title}` : ''}`;
const isMessage = (text: string) => (event: LiveEvent) => event.event === 'chat.message' && (event.data as ChatMessage).text === text;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databases())('live events on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  let base = '';
  beforeAll(async () => {
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    base = baseOf(t().app);
  });

  const say = (who: Actor, key: string, text: string, internal = false) =>
    k.post(`/Chat/${key}/Messages`, who.token, { clientId: randomUUID(), text, internal }).then((response) => {
      expect(response.statusCode, response.body).toBe(201);
      return response.json<ChatMessage>();
    });

  it("brings staff's answer to the customer's open stream, and the customer's message to the desk; notes reach only the desk", async () => {
    const an = await k.customer();
    const key = `support-${an.id}`;
    const customer = await openStream(base, { headers: bearer(an.token) });
    const desk = await openStream(base, { headers: bearer(staff().token) });
    try {
      expect(customer.response.status).toBe(200);
      expect(customer.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(customer.response.headers.get('cache-control')).toBe('no-store');
      // The security headers of every answer are there too.
      expect(customer.response.headers.get('x-content-type-options')).toBe('nosniff');

      await say(an, key, 'Xin chào shop');
      await desk.next(isMessage('Xin chào shop'));
      await say(staff(), key, 'Khách quen, ưu tiên', true);
      const answer = await say(staff(), key, 'Chào bạn, shop giúp gì được?');
      const heard = await customer.next(isMessage('Chào bạn, shop giúp gì được?'));
      expect(heard.id).toBeGreaterThan(0);
      expect(heard.data).toEqual(answer);
      await desk.next(isMessage('Khách quen, ưu tiên'));
      // The notification of staff's answer is its own event: waited for, not assumed to have come.
      await customer.next((event) => event.event === 'notification');
      await pause(200);
      expect(customer.events.some(isMessage('Khách quen, ưu tiên'))).toBe(false);
      expect(customer.comments).toContain('retry 3000');
      // Its own message, too, reaches the customer's stream (their other devices), and staff's
      // answer comes with the notification that tells of it.
      expect(customer.events.map(said)).toEqual([
        'Xin chào shop',
        'Chào bạn, shop giúp gì được?',
        'notification: Nhân viên đã trả lời tin nhắn của bạn',
      ]);
    } finally {
      customer.close();
      desk.close();
    }
  });

  it('sends what was missed to a client that reconnects with Last-Event-ID, and nothing it did not have before', async () => {
    const an = await k.customer();
    const key = `support-${an.id}`;
    const first = await openStream(base, { headers: bearer(an.token) });
    await say(staff(), key, 'một');
    const last = await first.next(isMessage('một'));
    const had = new Set(first.events.map((event) => event.id));
    first.close();

    await say(staff(), key, 'hai');
    await say(staff(), key, 'ghi chú', true);
    await say(staff(), key, 'ba');
    const again = await openStream(base, { headers: { ...bearer(an.token), 'last-event-id': String(last.id) } });
    try {
      await again.next(isMessage('ba'));
      await pause(200);
      const after = again.events.filter((event) => event.id > last.id && event.event === 'chat.message');
      expect(after.map(said)).toEqual(['hai', 'ba']);
      // Anything at or below the id it gave is a repeat of what it had (sent again in case one committed late).
      expect(again.events.filter((event) => event.id <= last.id).every((event) => had.has(event.id))).toBe(true);
      // `?lastEventId=` does the same for a client that cannot set the header.
      const byQuery = await openStream(base, { headers: bearer(an.token), query: `?lastEventId=${last.id}` });
      await byQuery.next(isMessage('ba'));
      expect(byQuery.events.filter((event) => event.id > last.id && event.event === 'chat.message').map(said)).toEqual(['hai', 'ba']);
      byQuery.close();
    } finally {
      again.close();
    }
  });

  it('opens with a ticket in place of the bearer token; an expired, garbage or bearer one is 401', async () => {
    const an = await k.customer();
    const issued = await k.post('/Events/Ticket', an.token);
    expect(issued.statusCode, issued.body).toBe(200);
    const { ticket, expiresAt } = issued.json<{ ticket: string; expiresAt: string }>();
    expect(new Date(expiresAt).getTime() - t().clock.now().getTime()).toBeLessThanOrEqual(60_000);

    const stream = await openStream(base, { query: `?ticket=${encodeURIComponent(ticket)}` });
    try {
      expect(stream.response.status).toBe(200);
      await say(staff(), `support-${an.id}`, 'qua vé');
      await stream.next(isMessage('qua vé'));
    } finally {
      stream.close();
    }

    expect((await openStream(base)).response.status).toBe(401);
    expect((await openStream(base, { query: '?ticket=rác' })).response.status).toBe(401);
    expect((await openStream(base, { query: `?ticket=${an.token}` })).response.status).toBe(401);
    // A ticket is no bearer token either.
    expect((await k.get('/CurrentUser', ticket)).statusCode).toBe(401);
    expect((await k.post('/Events/Ticket', 'not-a-token')).statusCode).toBe(401);
    t().clock.advance(61_000);
    expect((await openStream(base, { query: `?ticket=${encodeURIComponent(ticket)}` })).response.status).toBe(401);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can commit a smaller id after a larger one.
  it.skipIf(kind.name === 'pglite')('sends an event whose transaction commits after a later event was already sent', async () => {
    const an = await k.customer();
    const stream = await openStream(base, { headers: bearer(an.token) });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let slowId = 0;
    const slow = t().database.db.transaction(async (tx) => {
      slowId = await publishLiveEvent(tx, { userId: an.id, type: 'notification', payload: { n: 'chậm' }, now: t().clock.now() });
      await held;
    });
    while (slowId === 0) await pause(5);
    const fastId = await publishLiveEvent(t().database.db, {
      userId: an.id,
      type: 'notification',
      payload: { n: 'nhanh' },
      now: t().clock.now(),
    });
    expect(fastId).toBeGreaterThan(slowId);
    await stream.next((event) => event.id === fastId);
    release();
    await slow;
    const late = await stream.next((event) => event.id === slowId);
    expect(late.data).toEqual({ n: 'chậm' });
    stream.close();
  });

  it('keeps at most eight streams per person: a ninth closes their oldest', async () => {
    const an = await k.customer();
    const opened = [];
    for (let n = 0; n < 8; n += 1) opened.push(await openStream(base, { headers: bearer(an.token) }));
    await pause(100);
    expect(opened.some((stream) => stream.ended())).toBe(false);
    const ninth = await openStream(base, { headers: bearer(an.token) });
    for (let waited = 0; !opened[0]!.ended() && waited < 10_000; waited += 20) await pause(20);
    expect(opened[0]!.ended()).toBe(true);
    expect(opened.slice(1).some((stream) => stream.ended())).toBe(false);
    await say(staff(), `support-${an.id}`, 'vẫn đến');
    await ninth.next(isMessage('vẫn đến'));
    for (const stream of [...opened, ninth]) stream.close();
  });

  it('keeps a stream open past the request timeout, which is for requests arriving, not answers streaming', async () => {
    const own = await buildTestApp(kind, { env: { REQUEST_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '1' } });
    try {
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const { token } = await registerUser(own.app);
      const me = (await own.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) })).json<{ id: number }>();
      const stream = await openStream(baseOf(own.app), { headers: bearer(token) });
      await pause(2500);
      expect(stream.ended()).toBe(false);
      const response = await own.app.inject({
        method: 'POST',
        url: `/api/Chat/support-${me.id}/Messages`,
        headers: bearer(token),
        payload: { clientId: randomUUID(), text: 'sau hai giây' },
      });
      expect(response.statusCode).toBe(201);
      await stream.next(isMessage('sau hai giây'));
      stream.close();
    } finally {
      await own.close();
    }
  });

  it('closes its open streams when the app closes, without waiting on them', async () => {
    const own = await buildTestApp(kind);
    try {
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const { token } = await registerUser(own.app);
      const stream = await openStream(baseOf(own.app), { headers: bearer(token) });
      expect(stream.response.status).toBe(200);
      const started = Date.now();
      await own.app.close();
      expect(Date.now() - started).toBeLessThan(3000);
      for (let waited = 0; !stream.ended() && waited < 10_000; waited += 20) await pause(20);
      expect(stream.ended()).toBe(true);
    } finally {
      await own.database.close();
    }
  });
});

/** Two server processes on one PostgreSQL database: what one stores reaches the streams of the other. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('live events across two apps on one PostgreSQL database', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `muaho_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    for (let n = 0; n < 2; n += 1) {
      const database = await openDatabase({ databaseUrl: url.toString() });
      if (n === 0) await database.migrate();
      databases.push(database);
      const app = await buildApp({
        db: database.db,
        sql: database.sql,
        listen: database.listen,
        config: testConfig(),
        mailer: memoryMailer(),
        logger: false,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it("hears within a second, on app A's stream, a message stored through app B", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const { token } = await registerUser(a);
    const me = (await a.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) })).json<{ id: number }>();
    const stream = await openStream(baseOf(a), { headers: bearer(token) });
    try {
      expect(stream.response.status).toBe(200);
      const started = Date.now();
      const response = await b.inject({
        method: 'POST',
        url: `/api/Chat/support-${me.id}/Messages`,
        headers: bearer(token),
        payload: { clientId: randomUUID(), text: 'gửi qua máy B' },
      });
      expect(response.statusCode, response.body).toBe(201);
      await stream.next(isMessage('gửi qua máy B'));
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      stream.close();
    }
  });
});
