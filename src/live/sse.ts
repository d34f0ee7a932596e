/**
 * A reader of `text/event-stream` over fetch, so the request can carry the bearer token and
 * `Last-Event-ID` (EventSource can send neither). It reconnects after the stream ends or fails,
 * waiting 1 s, 2 s, 4 s … up to 30 s (back to 1 s once a stream opened), at once when the browser
 * comes back online, and resumes after the last id it saw.
 */

export type ServerEvent = { id: string | null; type: string; data: string };

export type EventStreamOptions = {
  url: string;
  /** The token for each new connection (it may have been renewed since the last). */
  getToken: () => string | null;
  onEvent: (event: ServerEvent) => void;
  /** A stream opened (first time or again): what was missed while closed may need loading. */
  onOpen?: () => void;
  /** A connection was refused, failed or ended; it will be tried again. */
  onDown?: () => void;
  fetch?: typeof fetch;
  /** Timers and the online event, for tests. */
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (timer: unknown) => void;
  onlineTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
};

export type EventStream = { stop: () => void };

export const reconnectDelay = (failures: number) => Math.min(1000 * 2 ** Math.max(0, failures - 1), 30_000);

/** Splits the stream's text into events (the spec's parsing: `field: value` lines, a blank line ends one). */
export function createEventParser(onEvent: (event: ServerEvent) => void) {
  let buffer = '';
  let id: string | null = null;
  let type = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ id, type: type || 'message', data: data.join('\n') });
      type = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') type = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  };
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const text of lines) line(text);
  };
}

export function openEventStream(options: EventStreamOptions): EventStream {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const later = options.setTimeout ?? ((run, ms) => setTimeout(run, ms));
  const cancel = options.clearTimeout ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const online = options.onlineTarget === undefined ? (typeof window === 'undefined' ? null : window) : options.onlineTarget;
  let lastId: string | null = null;
  let failures = 0;
  let stopped = false;
  let timer: unknown = null;
  let controller: AbortController | null = null;

  const connect = async () => {
    timer = null;
    if (stopped) return;
    const token = options.getToken();
    controller = new AbortController();
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (lastId !== null) headers['Last-Event-ID'] = lastId;
      const response = await doFetch(options.url, { headers, signal: controller.signal, cache: 'no-store' });
      if (!response.ok || !response.body) {
        // Unread, the refusal's body would keep the request open.
        await response.body?.cancel().catch(() => undefined);
        throw new Error(`events: ${response.status}`);
      }
      failures = 0;
      options.onOpen?.();
      const parse = createEventParser((event) => {
        if (event.id !== null) lastId = event.id;
        options.onEvent(event);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parse(value);
      }
    } catch {
      // Closed, refused or offline: try again below.
    }
    if (stopped) return;
    options.onDown?.();
    failures += 1;
    timer = later(() => void connect(), reconnectDelay(failures));
  };

  const reconnectNow = () => {
    if (stopped || timer === null) return;
    cancel(timer);
    void connect();
  };
  online?.addEventListener('online', reconnectNow);
  void connect();

  return {
    stop() {
      stopped = true;
      if (timer !== null) cancel(timer);
      controller?.abort();
      online?.removeEventListener('online', reconnectNow);
    },
  };
}
