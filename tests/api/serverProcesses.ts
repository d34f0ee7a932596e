import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Env } from '../../server/config';
import { testEnv } from './helpers';
import { freePort } from '../../scripts/freePort';

const root = resolve(import.meta.dirname, '../..');

/**
 * The server compiled as `npm run build` makes it, into a fresh folder under the project's .tmp/
 * (inside the project, so its imports find node_modules); removed by the returned function.
 */
export function buildServerInto(prefix: string): { dir: string; remove: () => void } {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, '.tmp', prefix));
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'build-server.mjs'), '--out-dir', dir], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`the server build failed: ${built.stderr}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * One server process (`node <dir>/main.js`) with the tests' environment and `env` over it, on its
 * own port and data folder; resolves once the API answers.
 */
export async function startServerProcess(dir: string, env: Env): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'muaho-process-'));
  const child: ChildProcess = spawn(process.execPath, [join(dir, 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...testEnv, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      for (let i = 0; i < 50 && !exited; i++) await sleep(100);
      if (!exited) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 30_000 && !exited; waited += 100) {
    try {
      if ((await fetch(`${origin}/api/CurrentUser`)).status === 401) return { origin, stop };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await stop();
  throw new Error('the server process did not start within 30 s');
}
