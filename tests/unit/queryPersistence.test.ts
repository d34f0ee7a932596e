import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryPersistence, publicQueryMeta, type QueryStore } from '../../src/lib/queryPersistence';
import { memoryStore } from '../fixtures/queryStore';

const client = () => new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });

/** One app start on this device: its cache, kept in `store` for `accountId`. */
async function start(store: QueryStore, accountId: number, buildId = 'build-1') {
  const queryClient = client();
  const persistence = createQueryPersistence(queryClient, { store, buildId });
  await persistence.signedIn(accountId);
  return { queryClient, persistence };
}

describe('the query cache kept on the device', () => {
  it('comes back for the same account and build', async () => {
    const store = memoryStore();
    const first = await start(store, 1);
    first.queryClient.setQueryData(['orders'], ['MH-1']);
    await new Promise((done) => setTimeout(done, 1100));

    const again = await start(store, 1);
    expect(again.queryClient.getQueryData(['orders'])).toEqual(['MH-1']);
  });

  it('comes back stale, so a page showing it asks again, while what this start already had stays fresh', async () => {
    const store = memoryStore();
    const first = await start(store, 1);
    first.queryClient.setQueryData(['wallet'], { availableVnd: 0 });
    first.queryClient.setQueryData(['orders'], ['MH-1']);
    await new Promise((done) => setTimeout(done, 1100));

    const queryClient = client();
    queryClient.setQueryData(['orders'], ['MH-1', 'MH-2']);
    await createQueryPersistence(queryClient, { store, buildId: 'build-1' }).signedIn(1);
    expect(queryClient.getQueryData(['wallet'])).toEqual({ availableVnd: 0 });
    expect(queryClient.getQueryState(['wallet'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(['orders'])).toEqual(['MH-1', 'MH-2']);
    expect(queryClient.getQueryState(['orders'])?.isInvalidated).toBe(false);
  });

  it('is not read by another account, nor by another build whose data may have another shape', async () => {
    const store = memoryStore();
    const first = await start(store, 1);
    first.queryClient.setQueryData(['orders'], ['MH-1']);
    await new Promise((done) => setTimeout(done, 1100));

    expect((await start(store, 2)).queryClient.getQueryData(['orders'])).toBeUndefined();
    const stored = memoryStore();
    const kept = await start(stored, 1);
    kept.queryClient.setQueryData(['orders'], ['MH-1']);
    await new Promise((done) => setTimeout(done, 1100));
    expect((await start(stored, 1, 'build-2')).queryClient.getQueryData(['orders'])).toBeUndefined();
  });

  it('is wiped on sign-out, and a save already on its way does not bring it back', async () => {
    const store = memoryStore();
    const first = await start(store, 1);
    first.queryClient.setQueryData(['orders'], ['MH-1']);
    await first.persistence.signedOut();
    await new Promise((done) => setTimeout(done, 1100));
    expect(store.data.size).toBe(0);
    expect((await start(store, 1)).queryClient.getQueryData(['orders'])).toBeUndefined();
  });

  it('keeps what anyone may read with nobody signed in, and nothing of an account', async () => {
    const store = memoryStore();
    const reader = async () => {
      const queryClient = client();
      const persistence = createQueryPersistence(queryClient, { store, buildId: 'build-1' });
      await persistence.signedOut();
      return { queryClient, persistence };
    };
    const first = await reader();
    await first.queryClient.fetchQuery({ queryKey: ['articles', 'detail', 3], queryFn: () => 'Bảng giá', meta: publicQueryMeta });
    await first.queryClient.fetchQuery({ queryKey: ['orders'], queryFn: () => ['MH-1'] });
    await new Promise((done) => setTimeout(done, 1100));

    const again = await reader();
    expect(again.queryClient.getQueryData(['articles', 'detail', 3])).toBe('Bảng giá');
    expect(again.queryClient.getQueryData(['orders'])).toBeUndefined();

    // Signing in starts the account's own copy; the reader's is not read into it.
    const account = await start(store, 1);
    expect(account.queryClient.getQueryData(['articles', 'detail', 3])).toBeUndefined();
  });

  it('drops an account’s copy when the app starts with nobody signed in', async () => {
    const store = memoryStore();
    const first = await start(store, 1);
    first.queryClient.setQueryData(['orders'], ['MH-1']);
    await new Promise((done) => setTimeout(done, 1100));
    expect(store.data.size).toBe(1);

    await createQueryPersistence(client(), { store, buildId: 'build-1' }).signedOut();
    expect(store.data.size).toBe(0);
  });
});
