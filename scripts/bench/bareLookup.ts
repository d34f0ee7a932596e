import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../freePort';
import { root } from './env';

export type BareLookup = { url: string; stop: () => void };

/**
 * Starts scripts/bench/bareLookupServer.mjs in a process of its own and answers the URL of one
 * user's lookup: on `databaseUrl` (the server's own PostgreSQL database, `userId` its bench user),
 * or on PGlite in memory (row 1).
 */
export async function startBareLookup(options: { databaseUrl?: string; userId?: number }): Promise<BareLookup> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts', 'bench', 'bareLookupServer.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATABASE_URL: options.databaseUrl ?? '' },
  });
  const url = `http://127.0.0.1:${port}/user/${options.databaseUrl ? (options.userId ?? 1) : 1}`;
  for (let waited = 0; waited < 30_000; waited += 50) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error('the bare lookup server did not start within 30 s');
}
