import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Size = { raw: number; gzip: number; brotli: number };

/** gzip level 9 and brotli quality 11: what a server that precompresses its static files sends. */
export function sizeOf(bytes: Buffer): Size {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
}

export function addSizes(sizes: Size[]): Size {
  return sizes.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Every script the build ships (each file compressed on its own, as it is served), whether or not
 * a page loads it, and the HTML document.
 */
export function buildSizes(outDir: string) {
  const scripts = filesUnder(outDir).filter((file) => /\.m?js$/.test(file));
  return {
    totalJs: { files: scripts.length, ...addSizes(scripts.map((file) => sizeOf(readFileSync(file)))) },
    indexHtml: sizeOf(readFileSync(join(outDir, 'index.html'))),
  };
}
