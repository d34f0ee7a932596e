import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import { buildTestApp, databases, type TestApp } from './helpers';

/** What became of a raw connection: everything the server wrote, and when it closed (ms after opening). */
interface Outcome {
  received: string;
  closedAfterMs: number;
}

/**
 * Opens a raw connection, writes `head` at once, then one byte of `trickle` every `everyMs` until
 * the server closes the connection (or `giveUpMs` passes: then closedAfterMs is Infinity).
 */
function trickle(port: number, { head, trickle, everyMs, giveUpMs }: { head: string; trickle: string; everyMs: number; giveUpMs: number }) {
  return new Promise<Outcome>((done) => {
    const opened = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    let next = 0;
    const timer = setInterval(() => {
      if (next < trickle.length && socket.writable) socket.write(trickle[next++]!);
    }, everyMs);
    const finish = (closedAfterMs: number) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      done({ received, closedAfterMs });
    };
    const giveUp = setTimeout(() => finish(Number.POSITIVE_INFINITY), giveUpMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => finish(Date.now() - opened));
    socket.on('error', () => {});
  });
}

const bodyOf = (received: string) => JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)) as ApiErrorBody;

describe('slow clients', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp(databases()[0]!, {
      env: { REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '1', KEEP_ALIVE_TIMEOUT_SECONDS: '1', CONNECTION_TIMEOUT_SECONDS: '3' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const body = JSON.stringify({ userName: 'ai_do', password: 'mật khẩu gì đó' });
  const post = `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;

  it('cuts off a body trickled a byte at a time, with 408 request-timeout as the app words errors', async () => {
    const outcome = await trickle(port, { head: post, trickle: body, everyMs: 200, giveUpMs: 8000 });
    expect(outcome.closedAfterMs).toBeLessThan(5000);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(outcome.received)).toEqual({
      code: 'request-timeout',
      message: 'Yêu cầu gửi lên quá chậm nên đã bị ngắt, vui lòng thử lại',
    });
  });

  it('cuts off headers trickled a byte at a time', async () => {
    const outcome = await trickle(port, {
      head: 'GET /api/Settings HTTP/1.1\r\n',
      trickle: 'X-Slow: ' + 'a'.repeat(200),
      everyMs: 100,
      giveUpMs: 8000,
    });
    expect(outcome.closedAfterMs).toBeLessThan(4000);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes many trickling connections at once, not one by one', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => trickle(port, { head: post, trickle: body, everyMs: 200, giveUpMs: 8000 })),
    );
    for (const outcome of outcomes) expect(outcome.closedAfterMs).toBeLessThan(5000);
  });

  it('closes a connection that opens and says nothing', async () => {
    const outcome = await trickle(port, { head: '', trickle: '', everyMs: 1000, giveUpMs: 8000 });
    expect(outcome.closedAfterMs).toBeLessThan(5000);
  });

  it('closes a kept-alive connection left idle after its answer', async () => {
    const outcome = await trickle(port, { head: 'GET /api/nope HTTP/1.1\r\nHost: x\r\n\r\n', trickle: '', everyMs: 1000, giveUpMs: 8000 });
    expect(outcome.received).toMatch(/^HTTP\/1\.1 404 /);
    expect(outcome.closedAfterMs).toBeLessThan(3000);
  });

  it.each([
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n', 400, 'validation-failed'],
    ['a head over the size limit', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`, 431, 'payload-too-large'],
  ] as const)('answers %s with the app’s error body', async (_name, head, status, code) => {
    const outcome = await trickle(port, { head, trickle: '', everyMs: 1000, giveUpMs: 8000 });
    expect(outcome.received).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(bodyOf(outcome.received).code).toBe(code);
  });

  it('gives the listening server the configured limits', () => {
    expect(t.app.server).toMatchObject({ requestTimeout: 2000, headersTimeout: 1000, keepAliveTimeout: 1000, timeout: 3000 });
  });

  it('still answers a client that sends in time', async () => {
    const outcome = await trickle(port, {
      head: `${post.replace('HTTP/1.1\r\n', 'HTTP/1.1\r\nConnection: close\r\n')}${body}`,
      trickle: '',
      everyMs: 1000,
      giveUpMs: 8000,
    });
    expect(outcome.received).toMatch(/^HTTP\/1\.1 401 /);
  });
});
