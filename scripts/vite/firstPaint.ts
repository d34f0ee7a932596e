import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { PRELOADS_TEMPLATE_ID } from '../../src/shell/preloads';
import { indexRoutes, routeShells } from '../../src/shell/routes';

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

/**
 * `<link rel="modulepreload">` for these chunks (except those the page already names), inside a
 * `<template>`: links there are inert, and src/boot.ts moves them into the head once the shell
 * is on screen. Listed in the head itself they would download alongside the shell's stylesheet,
 * competing with it for a slow connection, and Lighthouse would count each as blocking the
 * first paint (its model treats every high-priority script fetched before a paint as needed for
 * it), though the shell never waits for them.
 */
function preloadLinks(html: string, chunks: OutputChunk[], base: string): string {
  const links = chunks
    .filter((chunk) => !html.includes(chunk.fileName))
    .map((chunk) => `      <link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">\n`)
    .join('');
  return html.replace('</head>', () => `    <template id="${PRELOADS_TEMPLATE_ID}">\n${links}    </template>\n  </head>`);
}

export type FirstPaintOptions = {
  /** Folder of the route shells' markup (src/shell). */
  shellDir: string;
};

/**
 * The static first paint, at build time:
 * - modulepreload links for the app's chunks (src/boot.ts imports the app dynamically, after the
 *   first paint, so Vite does not list them) and for the page's route chunks, which boot.ts
 *   adds once the shell is painted so that they download together rather than one by one;
 * - dist/<path>/index.html for each route of src/shell/routes.ts: the built index.html (same
 *   scripts and styles) with the route's own shell and title, so that route's first paint is
 *   its real look rather than the generic frame. @fastify/static answers /auth/login with
 *   dist/auth/login/index.html; other paths fall back to dist/index.html.
 */
export function firstPaintPlugin({ shellDir }: FirstPaintOptions): Plugin {
  return {
    name: 'muaho:first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const { base } = this.environment.config;
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return this.error('first paint: index.html is not in the bundle');
      const html = String(index.source);
      if (!SHELL.test(html)) return this.error('first paint: index.html has no <!--shell--> … <!--/shell--> markers');
      const chunks = chunksOf(bundle as OutputBundle);
      const app = chunks.all.filter(isApp);
      if (app.length !== 1) return this.error('first paint: no chunk for src/main.tsx');
      const preloadsFor = (routeFiles: readonly string[]) =>
        withImports(chunks, [...app, ...routeFiles.flatMap((file) => chunks.all.filter(isRouteChunk(file)))]);

      index.source = preloadLinks(html, preloadsFor(indexRoutes), base);

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
