import http from 'node:http';

export type LiveEvent = { id: number; event: string; data: unknown };

/**
 * A client of GET /Events reading the stream as it comes, as EventSource would. node:http rather
 * than fetch: an aborted fetch's pool may open a fresh connection to the server just as the test
 * closes it, which would then wait for that connection's request to time out.
 */
export async function openStream(base: string, { headers = {}, query = '' }: { headers?: Record<string, string>; query?: string } = {}) {
  const events: LiveEvent[] = [];
  const comments: string[] = [];
  let ended = false;
  const request = http.get(`${base}/api/Events${query}`, { headers, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  request.on('error', () => {});
  const status = response.statusCode ?? 0;
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments.push(line);
        const colon = line.indexOf(': ');
        if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 2));
      }
      if (fields.has('id'))
        events.push({ id: Number(fields.get('id')), event: fields.get('event')!, data: JSON.parse(fields.get('data')!) });
      else if (fields.has('retry')) comments.push(`retry ${fields.get('retry')}`);
    }
  });
  response.on('close', () => {
    ended = true;
  });
  response.on('error', () => {});
  /**
   * Waits until an event matching `test` has come (or fails after `ms`: generous, as a busy machine
   * may be slow; a test that means a bound on the delay asserts it itself).
   */
  async function next(test: (event: LiveEvent) => boolean, ms = 10_000): Promise<LiveEvent> {
    const until = Date.now() + ms;
    for (;;) {
      const found = events.find(test);
      if (found) return found;
      if (Date.now() > until) throw new Error(`no such event within ${ms} ms; had ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
  }
  return {
    response: { status, headers: { get: (name: string) => response.headers[name] ?? null } },
    events,
    comments,
    next,
    ended: () => ended,
    close: () => request.destroy(),
  };
}
