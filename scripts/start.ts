/**
 * `npm start`: rebuild the client when dist/ is missing or older than its sources, then serve the
 * client and the API on one origin (server/main.ts). The API starts even without a client.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const builtIndex = join(root, 'dist', 'index.html');
/** What the client build reads; a change in any of them makes dist/ stale. */
const sources = ['src', 'machines', 'contract', 'locales', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'scripts/vite'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function log(message: string) {
  console.log(`[start] ${message}`);
}

/** A child process, so the build's memory is returned before the server starts. */
function viteBuild(): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('exit', (code) => done(code === 0));
    child.on('error', () => done(false));
  });
}

async function buildClientIfStale(): Promise<void> {
  if (process.env.SKIP_BUILD === '1') return log('SKIP_BUILD=1: not building the client');
  if (!existsSync(join(root, 'index.html'))) return log('no index.html at the project root: no client to build, serving the API only');
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  if (builtAt && builtAt >= changedAt) return log('dist/ is up to date');
  log(builtAt ? 'sources changed since the last build: running vite build' : 'no dist/: running vite build');
  if (await viteBuild()) return log('client built');
  // The API is still useful (and the e2e suite shows what broke); serve what there is.
  console.error(`[start] vite build failed; ${existsSync(builtIndex) ? 'serving the previous build' : 'serving the API only'}`);
}

await buildClientIfStale();
const { runServer } = await import('../server/main');
await runServer();
