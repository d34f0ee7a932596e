import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { PRELOADS_TEMPLATE_ID, ROUTE_ATTRIBUTE, routeMatches } from '../../src/shell/preloads';
import { indexRoutes, linkedRoutes, routeShells } from '../../src/shell/routes';

const SHELL = /<!--shell-->[\s\S]*<!--\/shell-->/;

type Chunks = { all: OutputChunk[]; byName: Map<string, OutputChunk> };

function chunksOf(bundle: OutputBundle): Chunks {
  const all = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  return { all, byName: new Map(all.map((chunk) => [chunk.fileName, chunk])) };
}

/** The given chunks and every chunk they import, statically, transitively. */
function withImports(chunks: Chunks, roots: OutputChunk[]): OutputChunk[] {
  const found = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = chunks.byName.get(name);
      if (imported) visit(imported);
    }
  };
  roots.forEach(visit);
  return [...found.values()];
}

/** The app (src/main.tsx, which src/boot.ts imports after the first paint). */
const isApp = (chunk: OutputChunk) => chunk.facadeModuleId !== null && /[\\/]src[\\/]main\.tsx$/.test(chunk.facadeModuleId);

/** The lazy chunk TanStack Router's autoCodeSplitting made of a route file's component. */
const isRouteChunk = (routeFile: string) => (chunk: OutputChunk) =>
  chunk.moduleIds.some((id) => id.includes('?tsr-split') && id.split('?')[0]!.replaceAll('\\', '/').endsWith(routeFile));

/** The stylesheets Vite loads with these chunks (with `crossorigin`, as its preload helper adds them). */
const stylesOf = (chunks: OutputChunk[]) => [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];

const linkTag = (attributes: string) => `      <link rel="preload" ${attributes}>\n`;

/**
 * `<link rel="modulepreload">` for these chunks and a preload for their stylesheets (except what
 * the page already names), inside a `<template>`: links there are inert, and src/boot.ts moves
 * them into the head once the shell is on screen. Listed in the head itself they would download
 * alongside the shell's stylesheet, competing with it for a slow connection, and Lighthouse
 * would count each as blocking the first paint (its model treats every high-priority script
 * fetched before a paint as needed for it), though the shell never waits for them.
 */
function preloadLinks(html: string, chunks: OutputChunk[], base: string): string {
  const scripts = chunks
    .filter((chunk) => !html.includes(chunk.fileName))
    .map((chunk) => `      <link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">\n`);
  const styles = stylesOf(chunks)
    .filter((file) => !html.includes(file))
    .map((file) => linkTag(`as="style" crossorigin href="${base}${file}"`));
  const links = [...scripts, ...styles].join('');
  return html.replace('</head>', () => `    <template id="${PRELOADS_TEMPLATE_ID}">\n${links}    </template>\n  </head>`);
}

/**
 * A modulepreload beside the page's own script for each chunk it imports statically (Rolldown's
 * runtime, for boot.ts's dynamic imports): found only once that script has arrived, it would
 * come a round trip later, and everything the script starts after it.
 */
function scriptImportLinks(html: string, chunks: Chunks, base: string): string {
  const script = chunks.all.find((chunk) => chunk.isEntry && html.includes(`src="${base}${chunk.fileName}"`));
  if (!script) throw new Error('first paint: index.html names no entry script');
  const links = script.imports
    .filter((name) => !html.includes(name))
    .map((name) => `\n    <link rel="modulepreload" crossorigin href="${base}${name}">`)
    .join('');
  return html.replace(/<script type="module"[^>]*><\/script>/, (tag) => tag + links);
}

type RouteFile = { file: string; id: string; pattern: string; source: string };

/** Every route file with the id TanStack Router's plugin wrote into it (`createFileRoute('/_authed/orderOrdering/$id')`). */
function routeFiles(routesDir: string): RouteFile[] {
  return readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .flatMap((name) => {
      const file = join(routesDir, name).replaceAll('\\', '/');
      const source = readFileSync(file, 'utf8');
      const id = /createFileRoute\(\s*'([^']+)'/.exec(source)?.[1];
      return id ? [{ file, id, pattern: patternOf(id), source }] : [];
    });
}

/** The address a route id answers: pathless layouts (`_authed`) left out, no trailing slash. */
function patternOf(id: string): string {
  return (
    id
      .split('/')
      .filter((segment) => !segment.startsWith('_'))
      .join('/')
      .replace(/(.)\/$/, '$1') || '/'
  );
}

/** The feature catalogs a route file's loader asks for (src/i18n/featureCatalogs.ts). */
const catalogsOf = (source: string) => [...source.matchAll(/loadFeatureCatalog\('(\w+)'\)/g)].map((match) => match[1]!);

/**
 * A `<template data-route>` for each page people open first from a link (src/shell/routes.ts):
 * `rel="preload"` for its route chunks and what they import, their stylesheets, and its catalog
 * in each language, less what the page loads anyway. Preloads fetch without running: modulepreload
 * also compiled each chunk as it came, and the order list's chunks then held the main thread
 * before its first render. Before a route whose `$name` segment would take in another page's
 * address, an empty template stands for that page.
 */
function routeTemplates(chunks: Chunks, routes: RouteFile[], loaded: Set<string>, base: string): string {
  const byFile = new Map(routes.map((route) => [route.file, route]));
  const byId = new Map(routes.map((route) => [route.id, route]));
  const linked = linkedRoutes.map((file) => {
    const route = byFile.get(file);
    if (!route) throw new Error(`first paint: ${file} is not a route file`);
    if (!route.id.startsWith('/_authed/')) throw new Error(`first paint: ${file} is not a signed-in page`);
    return route;
  });
  const params = (route: RouteFile) => route.pattern.split('/').filter((segment) => segment.startsWith('$')).length;
  const written = new Set<string>();
  let html = '';
  for (const route of [...linked].sort((a, b) => params(a) - params(b))) {
    for (const other of routes) {
      if (other === route || written.has(other.pattern) || !routeMatches(route.pattern, other.pattern)) continue;
      written.add(other.pattern);
      html += `    <template ${ROUTE_ATTRIBUTE}="${other.pattern}"></template>\n`;
    }
    written.add(route.pattern);
    // The route with its layouts: `/_authed/orderOrdering/$id`, `/_authed/orderOrdering`, `/_authed`.
    const lineage = route.id
      .split('/')
      .map((_, i, segments) => byId.get(segments.slice(0, i + 1).join('/')))
      .filter((found): found is RouteFile => found !== undefined);
    const code = withImports(
      chunks,
      lineage.flatMap((found) => chunks.all.filter(isRouteChunk(found.file))),
    );
    const words = lineage
      .flatMap((found) => catalogsOf(found.source))
      .flatMap((feature) => {
        const catalogs = chunks.all.flatMap((chunk) => {
          const locale = new RegExp(`[\\\\/]locales[\\\\/](\\w+)[\\\\/]${feature}\\.po$`).exec(chunk.facadeModuleId ?? '')?.[1];
          return locale ? [{ chunk, locale }] : [];
        });
        if (catalogs.length === 0) throw new Error(`first paint: no catalog chunk for the ${feature} feature`);
        return catalogs;
      });
    const scripts = code.filter((chunk) => !loaded.has(chunk.fileName));
    const styles = stylesOf(code).filter((file) => !loaded.has(file));
    html +=
      `    <template ${ROUTE_ATTRIBUTE}="${route.pattern}">\n` +
      scripts.map((chunk) => linkTag(`as="script" crossorigin href="${base}${chunk.fileName}"`)).join('') +
      styles.map((file) => linkTag(`as="style" crossorigin href="${base}${file}"`)).join('') +
      words
        .map(({ chunk, locale }) => linkTag(`as="script" crossorigin data-locale="${locale}" href="${base}${chunk.fileName}"`))
        .join('') +
      `    </template>\n`;
  }
  return html;
}

export type FirstPaintOptions = {
  /** Folder of the route shells' markup (src/shell). */
  shellDir: string;
  /** Folder of the route files (src/routes). */
  routesDir: string;
};

/**
 * The static first paint, at build time:
 * - beside the page's script, a modulepreload for each chunk it imports statically;
 * - modulepreload links for the app's chunks (src/boot.ts imports the app dynamically, after the
 *   first paint, so Vite does not list them) and for the page's route chunks, which boot.ts
 *   adds once the shell is painted so that they download together rather than one by one;
 * - in index.html, preloads for each page a signed-in person opens first from a link, which
 *   boot.ts adds when the address is that page's;
 * - dist/<path>/index.html for each route of src/shell/routes.ts: the built index.html (same
 *   scripts and styles) with the route's own shell and title, so that route's first paint is
 *   its real look rather than the generic frame. @fastify/static answers /auth/login with
 *   dist/auth/login/index.html; other paths fall back to dist/index.html.
 */
export function firstPaintPlugin({ shellDir, routesDir }: FirstPaintOptions): Plugin {
  return {
    name: 'muaho:first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const { base } = this.environment.config;
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return this.error('first paint: index.html is not in the bundle');
      if (!SHELL.test(String(index.source))) return this.error('first paint: index.html has no <!--shell--> … <!--/shell--> markers');
      const chunks = chunksOf(bundle as OutputBundle);
      const html = scriptImportLinks(String(index.source), chunks, base);
      const app = chunks.all.filter(isApp);
      if (app.length !== 1) return this.error('first paint: no chunk for src/main.tsx');
      const preloadsFor = (routeFiles: readonly string[]) =>
        withImports(chunks, [...app, ...routeFiles.flatMap((file) => chunks.all.filter(isRouteChunk(file)))]);

      const indexPreloads = preloadsFor(indexRoutes);
      const loaded = new Set([
        ...indexPreloads.flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]),
        ...chunks.all.filter((chunk) => html.includes(chunk.fileName)).map((chunk) => chunk.fileName),
      ]);
      index.source = preloadLinks(html, indexPreloads, base).replace(
        '  </head>',
        () => `${routeTemplates(chunks, routeFiles(routesDir), loaded, base)}  </head>`,
      );

      for (const route of routeShells) {
        const markup = readFileSync(join(shellDir, route.file), 'utf8').trim();
        const page = preloadLinks(html, preloadsFor(route.routes), base)
          .replace(SHELL, () => `<!--shell-->${markup}<!--/shell-->`)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${route.title}</title>`);
        this.emitFile({ type: 'asset', fileName: `${route.path.slice(1)}/index.html`, source: page });
      }
    },
  };
}
