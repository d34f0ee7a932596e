/** Tokens of sessions this device logged out of but could not yet tell the server about. */
export const REVOKE_KEY = 'muaho.revoke';

export type SessionRevoker = {
  /** Remembers the token, then asks the server to end its session. */
  revoke(token: string): Promise<void>;
  /** Asks again for every remembered token (at start and when the connection returns). */
  retry(): Promise<void>;
};

/**
 * Logging out clears the device at once, even offline; ending the session on the server may have
 * to wait. The token stays in storage until the server has answered for it (ended, or already
 * refused), so a stolen or copied token does not outlive a logout made without a connection.
 */
export function createSessionRevoker({
  storage,
  send,
}: {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** POST /auth/logout with this token; 'retry' when no answer came that settles it. */
  send: (token: string) => Promise<'ended' | 'retry'>;
}): SessionRevoker {
  const read = (): string[] => {
    try {
      const list: unknown = JSON.parse(storage.getItem(REVOKE_KEY) ?? '[]');
      return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
    } catch {
      return [];
    }
  };
  const write = (tokens: string[]) =>
    tokens.length ? storage.setItem(REVOKE_KEY, JSON.stringify(tokens)) : storage.removeItem(REVOKE_KEY);
  const inFlight = new Set<string>();

  const attempt = async (token: string) => {
    if (inFlight.has(token)) return;
    inFlight.add(token);
    try {
      if ((await send(token)) === 'ended') write(read().filter((item) => item !== token));
    } finally {
      inFlight.delete(token);
    }
  };

  return {
    async revoke(token) {
      if (!read().includes(token)) write([...read(), token]);
      await attempt(token);
    },
    async retry() {
      await Promise.all(read().map(attempt));
    },
  };
}
