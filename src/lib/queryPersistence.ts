import type { Query, QueryClient } from '@tanstack/react-query';

/** Where the cache is kept: IndexedDB in the browser (idb-keyval), a Map in tests. */
export type QueryStore = {
  getItem(key: string): Promise<string | null | undefined>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
};

/** How long kept data may be shown offline; older data is dropped on restore. */
export const KEPT_QUERIES_MAX_AGE = 7 * 24 * 60 * 60_000;

const KEY = 'muaho-queries';

/** IndexedDB through idb-keyval, loaded with the rest of the persister (not on the first load). */
export function indexedDbQueryStore(): QueryStore {
  const idb = () => import('idb-keyval');
  return {
    getItem: async (key) => (await idb()).get<string>(key),
    setItem: async (key, value) => (await idb()).set(key, value),
    removeItem: async (key) => (await idb()).del(key),
  };
}

/** Only answers are kept: a failure or a query still loading would say nothing useful offline. */
const keepable = (query: Query) => query.state.status === 'success';

export type QueryPersistence = {
  /** Keeps this account's cache on the device from now on, after putting back what it kept before. */
  signedIn(accountId: number): Promise<void>;
  /** Stops keeping and wipes the device's copy: it belonged to the person signing out. */
  signedOut(): Promise<void>;
};

/**
 * Keeps the query cache on the device so that a page opened before shows its last data offline.
 * The copy is one entry whose `buster` names this build and the account: a new build (whose data
 * shapes may differ) or another account reads nothing of it, and signing out deletes it.
 */
export function createQueryPersistence(
  queryClient: QueryClient,
  { store, buildId }: { store: QueryStore; buildId: string },
): QueryPersistence {
  let current: { accountId: number; stop: () => void; restored: Promise<void> } | null = null;

  const stop = () => {
    current?.stop();
    current = null;
  };

  return {
    signedIn(accountId) {
      if (current?.accountId === accountId) return current.restored;
      stop();
      let stopped = false;
      let unsubscribe = () => {};
      // A save the persister had throttled may land after the stop: it must not bring back the
      // cache of someone who signed out.
      const gated: QueryStore = {
        getItem: (key) => store.getItem(key),
        setItem: (key, value) => (stopped ? Promise.resolve() : store.setItem(key, value)),
        removeItem: (key) => store.removeItem(key),
      };
      const restored = (async () => {
        const [{ persistQueryClient, persistQueryClientSave }, { createAsyncStoragePersister }] = await Promise.all([
          import('@tanstack/react-query-persist-client'),
          import('@tanstack/query-async-storage-persister'),
        ]);
        if (stopped) return;
        const options = {
          queryClient,
          persister: createAsyncStoragePersister({ storage: gated, key: KEY, throttleTime: 1000 }),
          buster: `${buildId}:${accountId}`,
          dehydrateOptions: { shouldDehydrateQuery: keepable },
        };
        const [stopPersisting, restoring] = persistQueryClient({ ...options, maxAge: KEPT_QUERIES_MAX_AGE });
        unsubscribe = stopPersisting;
        await restoring;
        // Saving follows the cache's changes from now on; what loaded before this started (the
        // first page, while this code was still downloading) is saved here.
        if (!stopped) await persistQueryClientSave(options);
      })();
      current = {
        accountId,
        restored,
        stop: () => {
          stopped = true;
          unsubscribe();
        },
      };
      return restored;
    },
    async signedOut() {
      stop();
      await store.removeItem(KEY);
    },
  };
}
