import type { ZodMiniType } from 'zod/mini';
import { storedDraft, type SessionDraft } from './sessionDraft';

/**
 * Choices kept on this device for one account, in localStorage: unlike a session draft they are
 * still there in a new tab or after the browser was closed, so a page that says "your choices are
 * saved" tells the truth. Keyed by the user's id, so a second account on the same phone never
 * sees the first one's choices; all of them go when that person signs out.
 */
const PREFIX = 'muaho.draft.';

function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Touching localStorage itself can throw when the browser refuses it.
    return null;
  }
}

export function accountDraft<T>(name: string, schema: ZodMiniType<T>): (userId: number) => SessionDraft<T> {
  return (userId) => storedDraft(localStore, `${PREFIX}${name}.${userId}`, schema);
}

/** Signing out: nothing one account chose stays on the device for the next person. */
export function forgetAccountDrafts(): void {
  const store = localStore();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key) => key?.startsWith(PREFIX));
    for (const key of keys) if (key) store.removeItem(key);
  } catch {
    // Refused: nothing could have been saved either.
  }
}
