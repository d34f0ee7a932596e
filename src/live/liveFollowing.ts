/**
 * Whether the app follows the signed-in person's live events yet: the event stream has opened, or
 * could not (refused, offline, or no answer in time). The tab bar's unread counts wait for it. A
 * count read before the stream opened could miss an event sent in between, so the stream's first
 * open had to read it again, and every start asked for each count twice.
 */
export type LiveFollowing = {
  ready: () => boolean;
  subscribe: (listener: () => void) => () => void;
  /** The stream opened, or could not: the counts may be read. */
  settle: () => void;
  /** Following stopped (sign-out, another account): the next account's counts wait for its stream. */
  reset: () => void;
};

export function createLiveFollowing({ ready = false }: { ready?: boolean } = {}): LiveFollowing {
  let settled = ready;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    if (settled === value) return;
    settled = value;
    for (const listener of listeners) listener();
  };
  return {
    ready: () => settled,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settle: () => set(true),
    reset: () => set(false),
  };
}
