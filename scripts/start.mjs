/**
 * `npm start`: build what is missing or older than its sources (the client into dist/, the server
 * into dist-server/), then serve the client and the API on one origin from the compiled server.
 * Plain JavaScript, so nothing transpiles TypeScript in the running process. The API starts even
 * without a client.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Each build: what it makes, what it reads (a change in any makes it stale), and how to run it. */
const builds = [
  {
    name: 'client',
    output: join(root, 'dist', 'index.html'),
    sources: ['src', 'machines', 'contract', 'locales', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'scripts/vite'],
    command: [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    // The API is still useful without it (and the e2e suite shows what broke).
    optional: true,
  },
  {
    name: 'server',
    output: join(root, 'dist-server', 'main.js'),
    sources: ['server', 'contract', 'package.json', 'scripts/build-server.mjs'],
    command: [join(root, 'scripts', 'build-server.mjs')],
    optional: false,
  },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function log(message) {
  console.log(`[start] ${message}`);
}

/** A child process, so the build's memory is returned before the server starts. */
function run(args) {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => done(code === 0));
    child.on('error', () => done(false));
  });
}

async function buildIfStale({ name, output, sources, command, optional }) {
  if (process.env.SKIP_BUILD === '1' && existsSync(output)) return log(`SKIP_BUILD=1: not building the ${name}`);
  if (name === 'client' && !existsSync(join(root, 'index.html'))) return log('no index.html at the project root: serving the API only');
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  if (builtAt && builtAt >= changedAt) return log(`the ${name} build is up to date`);
  log(builtAt ? `sources changed since the last ${name} build: building it` : `no ${name} build: building it`);
  if (await run(command)) return log(`${name} built`);
  if (optional)
    return console.error(`[start] the ${name} build failed; ${existsSync(output) ? 'serving the previous one' : 'going on without it'}`);
  console.error(`[start] the ${name} build failed${existsSync(output) ? '; running the previous one' : ''}`);
  if (!existsSync(output)) process.exit(1);
}

for (const build of builds) await buildIfStale(build);
const { runServer } = await import(pathToFileURL(join(root, 'dist-server', 'main.js')).href);
await runServer();
