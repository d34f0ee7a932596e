import { describe, expect, it } from 'vitest';
import { firstLoadChunks, routeChunkName } from '../../scripts/vite/firstLoadChunks';

/** A module graph as Rolldown's plugin context shows it after the build: id → static imports. */
function runBuildEnd(graph: Record<string, string[]>, kits?: Record<string, readonly string[]>, linked?: readonly string[]) {
  const { plugin, groups } = firstLoadChunks({
    boot: 'src/boot.ts',
    app: 'src/main.tsx',
    entries: { home: ['src/routes/index.tsx'], login: ['src/routes/login.tsx'] },
    kits,
    linked,
  });
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] } : null),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
  const groupOf = (id: string) => groups.filter((group) => group.test(id)).sort((a, b) => b.priority - a.priority)[0]?.name ?? null;
  return { groupOf };
}

const graph = {
  '/app/src/boot.ts': ['/app/src/lib/idle.ts', '/app/src/styles/global.css'],
  '/app/src/main.tsx': ['/app/src/lib/idle.ts', '/app/src/router.tsx', '/app/node_modules/react/index.js'],
  '/app/src/router.tsx': ['/app/src/routes/index.tsx', '/app/src/routes/login.tsx'],
  '/app/src/routes/index.tsx': [],
  '/app/src/routes/login.tsx': [],
  '/app/src/routes/index.tsx?tsr-split=component': ['/app/src/features/home/HomePage.tsx', '/app/src/components/Field.tsx'],
  '/app/src/routes/login.tsx?tsr-split=component': ['/app/src/features/auth/LoginPage.tsx', '/app/src/components/Field.tsx'],
  '/app/src/features/home/HomePage.tsx': ['/app/src/lib/format.ts'],
  '/app/src/features/auth/LoginPage.tsx': ['/app/node_modules/react-hook-form/index.js'],
  '/app/src/components/Field.tsx': [],
  '/app/src/lib/format.ts': [],
  '/app/src/lib/idle.ts': [],
  '/app/src/styles/global.css': [],
  '/app/src/features/orders/OrderList.tsx': ['/app/src/lib/format.ts', '/app/src/components/PagedList.tsx'],
  '/app/src/components/PagedList.tsx': [
    '/app/src/components/LoadFailed.tsx',
    '/app/src/components/LoadMore.tsx',
    '/app/src/components/Field.tsx',
    '/app/node_modules/react/index.js',
  ],
  '/app/src/components/LoadFailed.tsx': [],
  '/app/src/components/LoadMore.tsx': ['/app/src/lib/idle.ts'],
  '/app/node_modules/react/index.js': [],
  '/app/node_modules/react-hook-form/index.js': [],
};

describe('the first-load chunks', () => {
  it('puts what main.tsx imports in start, each entry page in its own chunk, and what pages share in start', () => {
    const { groupOf } = runBuildEnd(graph);
    expect(groupOf('/app/src/router.tsx')).toBe('start');
    expect(groupOf('/app/src/routes/index.tsx')).toBe('start');
    expect(groupOf('/app/src/routes/index.tsx?tsr-split=component')).toBe('home');
    expect(groupOf('/app/src/features/home/HomePage.tsx')).toBe('home');
    expect(groupOf('/app/src/lib/format.ts')).toBe('home');
    expect(groupOf('/app/src/features/auth/LoginPage.tsx')).toBe('login');
    expect(groupOf('/app/src/components/Field.tsx')).toBe('start');
  });

  it('leaves out main.tsx itself, what boot.ts imports, libraries, and pages no entry draws', () => {
    const { groupOf } = runBuildEnd(graph);
    expect(groupOf('/app/src/main.tsx')).toBeNull();
    expect(groupOf('/app/src/lib/idle.ts')).toBeNull();
    expect(groupOf('/app/src/styles/global.css')).toBeNull();
    expect(groupOf('/app/node_modules/react/index.js')).toBeNull();
    expect(groupOf('/app/node_modules/react-hook-form/index.js')).toBeNull();
    expect(groupOf('/app/src/features/orders/OrderList.tsx')).toBeNull();
  });

  it("puts each kit's root and what it imports in one chunk, except what the first load already has", () => {
    const { groupOf } = runBuildEnd(graph, {
      pageStates: ['src/components/LoadFailed.tsx'],
      lists: ['src/components/PagedList.tsx'],
    });
    expect(groupOf('/app/src/components/PagedList.tsx')).toBe('lists');
    expect(groupOf('/app/src/components/LoadMore.tsx')).toBe('lists');
    // The first kit that reaches a module takes it.
    expect(groupOf('/app/src/components/LoadFailed.tsx')).toBe('pageStates');
    // Already in start (shared by the entry pages), in boot.ts's file, or a library: not the kit's.
    expect(groupOf('/app/src/components/Field.tsx')).toBe('start');
    expect(groupOf('/app/src/lib/idle.ts')).toBeNull();
    expect(groupOf('/app/node_modules/react/index.js')).toBeNull();
    // The page that uses the kit stays out of it.
    expect(groupOf('/app/src/features/orders/OrderList.tsx')).toBeNull();
  });

  it("puts each linked page's own code in its chunk and what two of them share in `linked`, after the kits", () => {
    const linkedGraph = {
      ...graph,
      '/app/src/routes/_authed/orders/index.tsx?tsr-split=component': ['/app/src/features/orders/OrderList.tsx'],
      '/app/src/routes/_authed/orders/$id.tsx?tsr-split=component': [
        '/app/src/features/orders/OrderDetail.tsx',
        '/app/src/components/LoadFailed.tsx',
      ],
      '/app/src/features/orders/OrderList.tsx': ['/app/src/features/orders/orderRow.ts', '/app/src/components/PagedList.tsx'],
      '/app/src/features/orders/OrderDetail.tsx': ['/app/src/features/orders/orderRow.ts', '/app/src/lib/format.ts'],
      '/app/src/features/orders/orderRow.ts': [],
    };
    const { groupOf } = runBuildEnd(linkedGraph, { lists: ['src/components/PagedList.tsx'] }, [
      'src/routes/_authed/orders/index.tsx',
      'src/routes/_authed/orders/$id.tsx',
    ]);
    expect(groupOf('/app/src/routes/_authed/orders/index.tsx?tsr-split=component')).toBe('orders');
    expect(groupOf('/app/src/features/orders/OrderList.tsx')).toBe('orders');
    expect(groupOf('/app/src/routes/_authed/orders/$id.tsx?tsr-split=component')).toBe('orders-id');
    expect(groupOf('/app/src/features/orders/OrderDetail.tsx')).toBe('orders-id');
    expect(groupOf('/app/src/features/orders/orderRow.ts')).toBe('linked');
    // What the first load or a kit has stays there.
    expect(groupOf('/app/src/lib/format.ts')).toBe('home');
    expect(groupOf('/app/src/components/PagedList.tsx')).toBe('lists');
    expect(groupOf('/app/src/components/LoadFailed.tsx')).toBe('lists');
  });

  it('names a route chunk for its path, without layouts or parameter marks', () => {
    expect(routeChunkName('src/routes/_authed/orderOrdering/$id.tsx')).toBe('orderOrdering-id');
    expect(routeChunkName('src/routes/_authed/orderOrdering/index.tsx')).toBe('orderOrdering');
    expect(routeChunkName('src/routes/_authed/transaction.tsx')).toBe('transaction');
    expect(routeChunkName('src/routes/index.tsx')).toBe('index');
  });

  it("stops the build when a kit's root is missing", () => {
    expect(() => runBuildEnd(graph, { lists: ['src/components/Missing.tsx'] })).toThrow(/a root of the lists kit is not in the build/);
  });

  it('stops the build when the app or the boot script is missing', () => {
    expect(() => runBuildEnd({ '/app/src/boot.ts': [] })).toThrow(/src\/main\.tsx is not in the build/);
  });
});
