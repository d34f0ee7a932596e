import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { isRouteChunk } from './routeChunks';

type ResolveDependencies = (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/**
 * Preload lists for the lazy chunks of the pages people open first from a link, and for no
 * other import. Without a list, a lazy route's shared chunks are found one import at a time,
 * and on a first visit each level is a round trip: the order list's code came in six waves after
 * its route started. With its list, the route's import asks for all of them at once. Every
 * route with a list costs the first download its chunks' names, so only these routes have one
 * (see `linkedRoutes` in src/shell/routes.ts). Stylesheets keep their lists, as Vite always
 * gives them.
 *
 * `modulePreload` goes into Vite's `build.modulePreload`; the plugin learns which files are
 * those routes' chunks as the bundle is written, before Vite writes the lists.
 */
export function routePreloads({ app, routeFiles }: { app: string; routeFiles: readonly string[] }): {
  plugin: Plugin;
  modulePreload: { polyfill: false; resolveDependencies: ResolveDependencies };
} {
  const listed = new Set<string>();
  const running = new Set<string>();
  const plugin: Plugin = {
    name: 'muaho:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      listed.clear();
      running.clear();
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      // What the app imports statically is running before any route starts: no list names it.
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const visit = (chunk: OutputChunk | undefined) => {
        if (!chunk || running.has(chunk.fileName)) return;
        running.add(chunk.fileName);
        chunk.imports.forEach((name) => visit(byName.get(name)));
      };
      const appChunk = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(app));
      if (!appChunk) return this.error(`route preloads: no chunk for ${app}`);
      visit(appChunk);
      for (const routeFile of routeFiles) {
        const found = chunks.filter(isRouteChunk(routeFile));
        if (found.length === 0) return this.error(`route preloads: no lazy chunk for ${routeFile}`);
        for (const chunk of found) listed.add(chunk.fileName);
      }
    },
  };
  const resolveDependencies: ResolveDependencies = (file, deps, { hostType }) =>
    hostType === 'js' && listed.has(file) ? deps.filter((dep) => !running.has(dep)) : [];
  return { plugin, modulePreload: { polyfill: false, resolveDependencies } };
}
