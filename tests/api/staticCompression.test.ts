import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from './helpers';

const INDEX = '<!doctype html><html lang="vi"><title>MuaHộ</title><div id="root"><!--shell-->generic<!--/shell--></div></html>';
const LOGIN = INDEX.replace('generic', 'login card');
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))})`;
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** What scripts/vite/precompress.ts and scripts/vite/routeShells.ts leave in dist/. */
function writeBuild(dist: string) {
  const write = (name: string, text: string) => {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  };
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'auth', 'login'), { recursive: true });
  write('index.html', INDEX);
  write('assets/app.js', SCRIPT);
  write('auth/login/index.html', LOGIN);
}

describe.each(databases())('precompressed files and route shells on $name', (kind) => {
  const t = useTestApp(kind, { client: writeBuild });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends the brotli file to a browser that accepts it, as the same type, varying on Accept-Encoding', async () => {
    const response = await get('/assets/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip to a client without brotli, and the plain file to one without either', async () => {
    const gz = await get('/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers /auth/login with its own shell, compressed, no-cache', async () => {
    const response = await get('/auth/login', { ...html, 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const plain = await get('/auth/login?next=1', html);
    expect(plain.body).toBe(LOGIN);
  });

  it('answers other client routes with index.html and its generic shell, compressed, no-cache', async () => {
    const response = await get('/orderOrdering/5', { ...html, 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    const plain = await get('/orderOrdering/5', html);
    expect(plain.body).toBe(INDEX);
  });
});
