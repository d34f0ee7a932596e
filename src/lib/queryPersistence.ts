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

/**
 * The `meta` of a query anyone may read (an article, a static page): kept on the device with
 * nobody signed in too, so a page read once stays readable offline.
 */
export const publicQueryMeta = { public: true } as const;

const isPublic = (query: Query) => query.meta?.public === true;

export type QueryPersistence = {
  /** Keeps this account's cache on the device from now on, after putting back what it kept before. */
  signedIn(accountId: number): Promise<void>;
  /**
   * Nobody is signed in: wipes what an account kept (it belonged to the person signing out) and
   * keeps only public queries from now on, after putting back the ones kept before.
   */
  signedOut(): Promise<void>;
};

type Keeping = { owner: number | 'public'; stop: () => void; restored: Promise<void> };

/**
 * Keeps the query cache on the device so that a page opened before shows its last data offline.
 * The copy is one entry whose `buster` names this build and its owner (an account, or `public`
 * for what anyone may read): a new build (whose data shapes may differ) or another owner reads
 * nothing of it, and the restore of another owner deletes it.
 */
export function createQueryPersistence(
  queryClient: QueryClient,
  { store, buildId }: { store: QueryStore; buildId: string },
): QueryPersistence {
  let current: Keeping | null = null;

  const stop = () => {
    current?.stop();
    current = null;
  };

  const keep = (owner: number | 'public'): Promise<void> => {
    if (current?.owner === owner) return current.restored;
    stop();
    let stopped = false;
    let unsubscribe = () => {};
    // A save the persister had throttled may land after the stop: it must not bring back the
    // cache of someone who signed out.
    const gated: QueryStore = {
      getItem: (key) => store.getItem(key),
      setItem: (key, value) => (stopped ? Promise.resolve() : store.setItem(key, value)),
      removeItem: (key) => (stopped ? Promise.resolve() : store.removeItem(key)),
    };
    const restored = (async () => {
      const [{ persistQueryClient, persistQueryClientSave }, { createAsyncStoragePersister }] = await Promise.all([
        import('@tanstack/react-query-persist-client'),
        import('@tanstack/query-async-storage-persister'),
      ]);
      if (stopped) return;
      const persister = createAsyncStoragePersister({ storage: gated, key: KEY, throttleTime: 1000 });
      // Each query the device gave back, with the moment its answer came (an earlier visit's).
      let fromDevice = new Map<string, number>();
      const options = {
        queryClient,
        persister: {
          ...persister,
          restoreClient: async () => {
            const client = await persister.restoreClient();
            fromDevice = new Map(client?.clientState.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]) ?? []);
            return client;
          },
          // Nothing to show offline is not stored: the device keeps no entry of an empty cache.
          persistClient: (client: Parameters<typeof persister.persistClient>[0]) =>
            client.clientState.queries.length > 0 ? persister.persistClient(client) : persister.removeClient(),
        },
        buster: `${buildId}:${owner}`,
        dehydrateOptions: { shouldDehydrateQuery: owner === 'public' ? (query: Query) => keepable(query) && isPublic(query) : keepable },
      };
      const [stopPersisting, restoring] = persistQueryClient({ ...options, maxAge: KEPT_QUERIES_MAX_AGE });
      unsubscribe = stopPersisting;
      await restoring;
      // What came back is shown at once, but it is an earlier visit's answer, however recent: a
      // balance may have moved since, in another tab or on the server. Marked stale, it is asked
      // for again by the page that shows it (now, if that page is open). An answer this visit
      // already had is newer than the device's and was kept, so it is not asked for twice.
      void queryClient.invalidateQueries({ predicate: (query) => fromDevice.get(query.queryHash) === query.state.dataUpdatedAt });
      // Saving follows the cache's changes from now on; what loaded before this started (the
      // first page, while this code was still downloading) is saved here.
      if (!stopped) await persistQueryClientSave(options);
    })();
    current = {
      owner,
      restored,
      stop: () => {
        stopped = true;
        unsubscribe();
      },
    };
    return restored;
  };

  return {
    signedIn: (accountId) => keep(accountId),
    async signedOut() {
      if (current?.owner === 'public') return current.restored;
      const fromAccount = current !== null;
      stop();
      // Straight away after a sign-out; at start, the restore below drops another owner's copy.
      if (fromAccount) await store.removeItem(KEY);
      // The persister's code is downloaded only for a reader: a visitor who opens no article (the
      // login page) loads none of it. A copy on the device (a reader's, or an account's to drop)
      // starts it at once; else the first public query does.
      const cache = queryClient.getQueryCache();
      const hasPublic = () => cache.getAll().some((query) => isPublic(query) && keepable(query));
      const stored = fromAccount ? null : await store.getItem(KEY);
      if (current !== null) return;
      if (stored || hasPublic()) return keep('public');
      const waiting: Keeping = { owner: 'public', restored: Promise.resolve(), stop: () => unsubscribe() };
      const unsubscribe = cache.subscribe(() => {
        if (current !== waiting || !hasPublic()) return;
        stop();
        void keep('public');
      });
      current = waiting;
    },
  };
}
