import { onlineManager, QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { readEarly } from '../../../src/api/earlyReads';
import { readWithRoute } from '../../../src/api/routeReads';
import { stubAdapter } from './stubAdapter';

const order = { id: 301, code: 'MH2611-0301' };

const answering = (data: unknown) => vi.fn<typeof fetch>(async () => new Response(JSON.stringify(data), { status: 200 }));

/** A route's context over a stubbed network, and the order's query as its page asks it. */
function routeContext() {
  const api = createApiClient({ baseURL: '/api', getToken: () => 'jwt-1' });
  const stub = stubAdapter(() => ({ status: 200, data: { ...order, from: 'network' } }));
  api.defaults.adapter = stub.adapter;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const orderOptions = queryOptions({
    queryKey: ['order', 301],
    queryFn: async () => (await api.get('/OrderOrdering/301')).data as unknown,
  });
  return { context: { queryClient }, orderOptions, seen: stub.seen };
}

describe('a route loader’s read of its page’s data', () => {
  it('waits for the answer the shell asked for early, so the first render has the data', async () => {
    readEarly('/api/OrderOrdering/301', 'jwt-1', answering(order));
    const { context, orderOptions, seen } = routeContext();

    const read = readWithRoute(context, orderOptions);
    expect(read).toBeInstanceOf(Promise);
    await read;
    expect(context.queryClient.getQueryData(['order', 301])).toEqual(order);
    expect(seen).toHaveLength(0);
  });

  it('starts the read on a navigation without holding the route for it', async () => {
    const { context, orderOptions, seen } = routeContext();

    expect(readWithRoute(context, orderOptions)).toBeUndefined();
    expect(context.queryClient.isFetching({ queryKey: ['order', 301] })).toBe(1);
    await vi.waitFor(() => expect(context.queryClient.getQueryData(['order', 301])).toEqual({ ...order, from: 'network' }));
    expect(seen.map((config) => config.url)).toEqual(['/OrderOrdering/301']);
  });

  it('does not hold a route opened offline, whose read waits for the network', () => {
    readEarly(
      '/api/OrderOrdering/301',
      'jwt-1',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { context, orderOptions, seen } = routeContext();
    onlineManager.setOnline(false);
    try {
      expect(readWithRoute(context, orderOptions)).toBeUndefined();
      expect(context.queryClient.getQueryState(['order', 301])?.fetchStatus).toBe('paused');
      expect(seen).toHaveLength(0);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
