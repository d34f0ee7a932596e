import type { Plugin } from 'vite';

type Group = { name: string; test: (id: string) => boolean; priority: number; includeDependenciesRecursively: false };

export type FirstLoadChunksOptions = {
  /** The page's own script (src/boot.ts): what it imports stays with it, before the first paint. */
  boot: string;
  /** The app module src/boot.ts imports after the first paint (src/main.tsx). */
  app: string;
  /** Each entry page (a name for its chunk) with the route files it draws. */
  entries: Record<string, readonly string[]>;
  /**
   * Pieces many lazy pages need whole (a name for its chunk, with its root files): each in one
   * chunk with what it imports of the app's own, where the bundler would cut a file per module.
   */
  kits?: Record<string, readonly string[]>;
  /**
   * Route files of the pages a person opens first from a link (src/shell/routes.ts): what only
   * one of them needs in a chunk named for its route, what two of them share in one `linked`
   * chunk. Another page that needs one of these modules loads its chunk, as with the kits.
   */
  linked?: readonly string[];
};

const isOwnCode = (id: string) => !id.includes('node_modules') && !id.startsWith('\0');
const withoutQuery = (id: string) => id.split('?')[0]!.replaceAll('\\', '/');

/** `src/routes/_authed/orderOrdering/$id.tsx` → `orderOrdering-id`: the route's path, for a file name. */
export const routeChunkName = (file: string) =>
  file
    .replace(/^src\/routes\//, '')
    .replace(/(^|\/)index\.tsx$|\.tsx$/, '')
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('_'))
    .map((segment) => segment.replace(/^\$/, ''))
    .join('-') || 'index';

/**
 * The app's own code a first visit needs, in a few files instead of twenty-odd: left alone, the
 * bundler cuts every module that two lazy routes share into a chunk of its own, so the first
 * load of `/` fetched 26 scripts, many of a few hundred bytes. Over HTTP/1.1 (a plain
 * deployment, and how Lighthouse sees this server) a browser opens six connections to a host,
 * so those came in waves, each a round trip.
 *
 * After the module graph is built, this works out what src/main.tsx imports statically (the
 * `start` chunk) and, for each entry page, what its routes' lazy components import besides (one
 * chunk per page; code two pages share goes to `start`). The groups' tests read those sets when
 * Rolldown splits the output, which comes after the build. Another page that uses one of these
 * modules loads its chunk; it was in the cache after the first visit anyway.
 *
 * The groups take exactly these modules, not their imports (`includeDependenciesRecursively`
 * off): with them, `start` took in what boot.ts shares with the app (the preload helper, a
 * stylesheet), and the page's own script then imported the whole chunk before the first paint.
 * Libraries stay in the `framework` chunk (vite.config.ts), which outranks these groups.
 */
export function firstLoadChunks({ boot, app, entries, kits = {}, linked = [] }: FirstLoadChunksOptions): {
  plugin: Plugin;
  groups: Group[];
} {
  const start = new Set<string>();
  const pages = new Map(Object.keys(entries).map((name) => [name, new Set<string>()]));
  const kitModules = new Map(Object.keys(kits).map((name) => [name, new Set<string>()]));
  const linkedModules = new Map([...linked.map(routeChunkName), 'linked'].map((name) => [name, new Set<string>()]));

  const plugin: Plugin = {
    name: 'muaho:first-load-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      /** The roots and every module they import statically, transitively: the app's own code only. */
      const closure = (roots: string[]) => {
        const found = new Set<string>();
        const visit = (id: string) => {
          if (found.has(id) || !isOwnCode(id)) return;
          found.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        roots.forEach(visit);
        return found;
      };
      const find = (file: string) => ids.find((id) => withoutQuery(id).endsWith(file));
      const bootId = find(boot);
      const appId = find(app);
      if (!bootId || !appId) return this.error(`first-load chunks: ${boot} or ${app} is not in the build`);
      // boot.ts's own imports stay with it: in a group, they would make the page's script import
      // that whole chunk before the first paint. main.tsx stays the chunk boot.ts imports.
      const beforePaint = closure([bootId]);
      for (const id of closure([appId])) if (id !== appId && !beforePaint.has(id)) start.add(id);

      // A route's lazy component is the `?tsr-split` module TanStack Router's plugin makes of it.
      const routeRoots = (files: readonly string[]) =>
        ids.filter((id) => id.includes('?tsr-split') && files.some((file) => withoutQuery(id).endsWith(file)));
      const needs = new Map(
        [...pages.keys()].map((name) => [name, [...closure(routeRoots(entries[name]!))].filter((id) => !start.has(id))]),
      );
      const pagesUsing = new Map<string, number>();
      for (const modules of needs.values()) for (const id of modules) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
      for (const [name, modules] of needs) {
        for (const id of modules) if (!beforePaint.has(id)) (pagesUsing.get(id)! > 1 ? start : pages.get(name)!).add(id);
      }

      // A kit takes what the first load has not: on a list page, the list's dozen small modules
      // came one chunk each, several imports deep, a round trip per level on a first visit.
      const taken = new Set([...beforePaint, ...start, ...[...pages.values()].flatMap((modules) => [...modules])]);
      for (const [name, roots] of Object.entries(kits)) {
        const rootIds = roots.map((file) => find(file));
        if (rootIds.some((id) => !id)) return this.error(`first-load chunks: a root of the ${name} kit is not in the build`);
        for (const id of closure(rootIds as string[])) {
          if (taken.has(id)) continue;
          taken.add(id);
          kitModules.get(name)!.add(id);
        }
      }

      // A page opened from a link fetches its route's chunks with the app's, six at a time over
      // HTTP/1.1: the order's page came in 29 files of a few KB, five waves of round trips. In
      // one chunk of its own and one shared with the other linked pages, it comes in one wave,
      // for a few KB that some of them do not use.
      const linkedNeeds = new Map(
        linked.map((file) => [routeChunkName(file), [...closure(routeRoots([file]))].filter((id) => !taken.has(id))]),
      );
      const linkedUsing = new Map<string, number>();
      for (const modules of linkedNeeds.values()) for (const id of modules) linkedUsing.set(id, (linkedUsing.get(id) ?? 0) + 1);
      for (const [name, modules] of linkedNeeds) {
        for (const id of modules) linkedModules.get(linkedUsing.get(id)! > 1 ? 'linked' : name)!.add(id);
      }
    },
  };

  const groups: Group[] = [
    { name: 'start', test: (id) => start.has(id), priority: 2, includeDependenciesRecursively: false },
    ...[...pages].map(([name, modules]) => ({
      name,
      test: (id: string) => modules.has(id),
      priority: 1,
      includeDependenciesRecursively: false as const,
    })),
    ...[...kitModules, ...linkedModules].map(([name, modules]) => ({
      name,
      test: (id: string) => modules.has(id),
      priority: 1,
      includeDependenciesRecursively: false as const,
    })),
  ];
  return { plugin, groups };
}
