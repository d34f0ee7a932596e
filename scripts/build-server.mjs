/**
 * `npm run build` (after the client): compiles the server into dist-server/, so production runs
 * plain JavaScript with no TypeScript transpiler in the process. Our own code (server/ and the
 * contract/ it imports) becomes one ES module; every package stays an import of node_modules,
 * because several load native code or files beside themselves (sharp, argon2, PGlite's WASM).
 * The migrations are copied beside it: the server finds them next to its own file.
 */
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
// The benchmark builds into a folder of its own, so it never swaps the files under a running server.
const { values } = parseArgs({ options: { 'out-dir': { type: 'string', default: `${root}dist-server` } } });
const out = resolve(values['out-dir']);

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [`${root}server/main.ts`],
  outfile: `${out}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // Stack traces name our functions as written.
  keepNames: true,
  logLevel: 'warning',
});
cpSync(`${root}server/db/migrations`, `${out}/migrations`, { recursive: true });
console.log(`server built into ${out}`);
