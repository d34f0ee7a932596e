import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import { databases, useTestApp } from './helpers';

const INDEX = '<!doctype html><html lang="vi"><title>MuaHộ</title><div id="root"></div></html>';
const SOURCE_MAP = '{"version":3,"sources":["../src/secret.ts"],"sourcesContent":["const internal = 1"]}';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** A built client: index, a hashed asset, the worker, the manifest, the build stamps and an icon. */
function writeBuild(dist: string) {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'builds', 'meta'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'x.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"MuaHộ"}');
  writeFileSync(join(dist, 'builds', 'latest.json'), '{"id":"abc","timestamp":1}');
  writeFileSync(join(dist, 'builds', 'meta', 'abc.json'), '{"id":"abc","timestamp":1,"version":"0.1.0"}');
  writeFileSync(join(dist, 'icon.png'), 'png');
  // Hidden source maps: kept in dist/ for error reports, named by no bundle.
  writeFileSync(join(dist, 'assets', 'x.js.map'), SOURCE_MAP);
  writeFileSync(join(dist, 'assets', 'x.js.map.gz'), SOURCE_MAP);
}

describe.each(databases())('serving the built client on $name', (kind) => {
  const t = useTestApp(kind, { client: writeBuild });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('caches hashed assets for a year, immutable', async () => {
    const response = await get('/assets/x.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/builds/latest.json', '/builds/meta/abc.json', '/icon.png'])(
    'serves %s with no-cache',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the service worker as JavaScript and the manifest as a web app manifest', async () => {
    expect((await get('/sw.js')).headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect((await get('/manifest.webmanifest')).headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect((await get('/builds/latest.json')).headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a page navigation to a client route with index.html, no-cache', async () => {
    const response = await get('/orderOrdering/5', html);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers a missing /builds file with a plain 404, never the app’s HTML', async () => {
    const response = await get('/builds/missing.json', html);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
    expect(response.body).not.toContain('<html');
  });

  it('answers a missing asset with a 404, so a stale chunk fails loudly instead of parsing HTML', async () => {
    const response = await get('/assets/gone-1234.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it.each([
    ['/assets/x.js.map', {}],
    ['/assets/x.js.map', html],
    ['/assets/x.js.map', { 'accept-encoding': 'gzip, br' }],
    ['/assets/x.js.map?v=1', {}],
    ['/assets/x.js.MAP', {}],
    ['/assets/x.js.map.gz', {}],
  ])('never sends a source map: %s %j answers 404', async (url, headers) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('sourcesContent');
    expect(response.body).not.toContain('<html');
  });

  it('answers an unknown /api path with JSON even when a browser asks for HTML', async () => {
    const response = await get('/api/nope', html);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json<ApiErrorBody>()).toEqual({ code: 'not-found', message: 'Không tìm thấy' });
  });

  it('does not serve files from outside the folder', async () => {
    const response = await get('/../package.json');
    expect(response.statusCode).toBe(404);
  });
});

describe.each(databases())('without a built client on $name', (kind) => {
  const t = useTestApp(kind);

  it('still serves the API and answers other paths with a plain 404', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/orderOrdering/5', headers: html });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('<html');
    const api = await t.app.inject({ method: 'GET', url: '/api/CurrentUser' });
    expect(api.statusCode).toBe(401);
  });
});
