import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Revalidate every time (ETag makes that cheap): these files name the current build. */
const REVALIDATE = 'no-cache';

/** Vite puts content-hashed files under assets/; a new build gets new names, so they never change. */
function cacheControlFor(root: string, file: string): string {
  const path = relative(root, file).split(sep).join('/');
  return path.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/** Source maps (and any compressed copy) stay in dist/ for error reports: they hold the full sources. */
const isSourceMap = (path: string) => /\.map(\.(br|gz))?$/i.test(path.split('?')[0] ?? '');

/**
 * The built client on the API's origin. Unknown paths a browser navigates to get index.html
 * (the client routes them); /api and /builds never do: an API client or the build-update check
 * must see a real 404, not a page of HTML.
 */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: staticDir,
    cacheControl: false,
    // Hashed assets are found by name; no directory listings, no dotfiles.
    dotfiles: 'ignore',
    // A refused path goes to the not-found handler, which answers a source map with a plain 404.
    allowedPath: (path) => !isSourceMap(path),
    // The build writes .br and .gz beside each text file (scripts/vite/precompress.ts); the one
    // the browser accepts is sent, with Vary: Accept-Encoding, and the plain file otherwise.
    preCompressed: true,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(staticDir, file));
    },
  });
}

export function wantsSpaFallback(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/') || path === '/builds' || path.startsWith('/builds/')) return false;
  if (isSourceMap(path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export function sendSpaIndex(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', REVALIDATE).sendFile('index.html');
}
