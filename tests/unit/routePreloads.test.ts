import { describe, expect, it } from 'vitest';
import { routePreloads } from '../../scripts/vite/routePreloads';

type FakeChunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; moduleIds: string[]; imports: string[] };

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], facadeModuleId: string | null = null): FakeChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  moduleIds,
  imports,
});

/** A written bundle as Vite's generateBundle sees it: the app, a shared chunk it runs, two lazy routes. */
const bundle = Object.fromEntries(
  [
    chunk('assets/main.js', ['/app/src/main.tsx'], ['assets/framework.js', 'assets/start.js'], '/app/src/main.tsx'),
    chunk('assets/framework.js', ['/app/node_modules/react/index.js']),
    chunk('assets/start.js', ['/app/src/router.tsx'], ['assets/framework.js']),
    chunk('assets/orderList.js', ['/app/src/routes/orders/index.tsx?tsr-split=component'], ['assets/lists.js', 'assets/framework.js']),
    chunk('assets/settings.js', ['/app/src/routes/settings.tsx?tsr-split=component'], ['assets/lists.js']),
    chunk('assets/lists.js', ['/app/src/components/PagedList.tsx'], ['assets/framework.js']),
  ].map((output) => [output.fileName, output]),
);

function written(routeFiles: string[]) {
  const { plugin, modulePreload } = routePreloads({ app: 'src/main.tsx', routeFiles });
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.generateBundle as unknown as (this: typeof context, options: unknown, output: typeof bundle) => void).call(context, {}, bundle);
  return modulePreload.resolveDependencies;
}

describe('preload lists for the routes opened from a link', () => {
  it('lists what a named route imports, less what the app already runs', () => {
    const resolve = written(['src/routes/orders/index.tsx']);
    expect(
      resolve('assets/orderList.js', ['assets/lists.js', 'assets/framework.js', 'assets/start.js'], {
        hostId: 'assets/start.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/lists.js']);
  });

  it('lists nothing for any other lazy import, nor for the HTML', () => {
    const resolve = written(['src/routes/orders/index.tsx']);
    expect(resolve('assets/settings.js', ['assets/lists.js'], { hostId: 'assets/start.js', hostType: 'js' })).toEqual([]);
    expect(resolve('assets/main.js', ['assets/framework.js'], { hostId: 'index.html', hostType: 'html' })).toEqual([]);
  });

  it('fails the build when a named route has no lazy chunk, so a renamed route cannot lose its list unnoticed', () => {
    expect(() => written(['src/routes/orders/gone.tsx'])).toThrow('no lazy chunk for src/routes/orders/gone.tsx');
  });
});
