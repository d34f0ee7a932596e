import type { ZodMiniType } from 'zod/mini';

/**
 * One value kept in sessionStorage under `key` and read back through `schema`, for the flows
 * whose page unmounts mid-way (a trip to the recharge page, a reload) and must pick up where the
 * customer was. Session storage, not local: something left yesterday in another tab should not
 * come back today. Anything that goes wrong (storage refused by privacy settings, full, a value
 * from an older version that no longer parses) reads as "nothing saved": the page then simply
 * starts over.
 */
export type SessionDraft<T> = {
  read(): T | null;
  save(value: T): void;
  forget(): void;
};

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Touching sessionStorage itself can throw when the browser refuses it.
    return null;
  }
}

export function sessionDraft<T>(key: string, schema: ZodMiniType<T>): SessionDraft<T> {
  return storedDraft(sessionStore, key, schema);
}

/** One value under `key` in the storage `store` gives (none when the browser refuses it). */
export function storedDraft<T>(store: () => Storage | null, key: string, schema: ZodMiniType<T>): SessionDraft<T> {
  return {
    read() {
      try {
        const raw = store()?.getItem(key);
        if (!raw) return null;
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    save(value) {
      try {
        store()?.setItem(key, JSON.stringify(value));
      } catch {
        // Full or refused: the page still works, it just cannot resume.
      }
    },
    forget() {
      try {
        store()?.removeItem(key);
      } catch {
        // Refused: there is nothing saved to forget either.
      }
    },
  };
}
