import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from './env';
import { freePort } from '../freePort';

/** The admin startServer creates through ADMIN_USERNAME / ADMIN_PASSWORD: staff routes put money in (ledger.ts). */
export const benchAdmin = { userName: 'benchadmin', password: 'bench-quan-tri-mat-khau-2026' };

export type BenchServer = {
  origin: string;
  /** `PGlite` (a folder of its own) or `PostgreSQL` (the database given to startServer). */
  engine: 'PGlite' | 'PostgreSQL';
  dataDir: string;
  /** From spawning the process to the API's first answer (migrations of a new database included). */
  readyMs: number;
  /** The process's resident memory now, in MB (Linux /proc; null elsewhere). */
  rssMb(): number | null;
  /** Stops the process and keeps the folder. */
  stop(): Promise<void>;
  /** Stops the process and deletes the folder. */
  remove(): Promise<void>;
};

/** Builds the server as `npm run build` does, into its own folder (not dist-server/), for the same reason as the client. */
export async function buildServer(outDir: string): Promise<void> {
  const code = await new Promise<number | null>((done, fail) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'build-server.mjs'), '--out-dir', outDir], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', done);
    child.on('error', fail);
  });
  if (code !== 0) throw new Error(`the server build failed (exit ${code})`);
}

function residentMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * The real server, compiled as production runs it (`node dist-server/main.js`), in its own
 * process, so the load generator does not share its event loop: loopback only, a throw-away
 * PGlite folder, the benchmark's build as STATIC_DIR, and login limits raised so that thousands of
 * logins from one address measure the server, not the limiter, and an admin (ledger.ts's) to put
 * money in through the staff routes.
 *
 * Started twice: the first start makes the database (initdb, every migration), which happens
 * once in a deployment's life and leaves PGlite's memory at its high-water mark; the second is
 * what a restart is, and its readiness and memory are the figures.
 */
export async function startServer(staticDir: string, serverDir: string, databaseUrl?: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'muaho-bench-'));
  try {
    await (await spawnServer(staticDir, serverDir, dataDir, databaseUrl)).stop();
    return await spawnServer(staticDir, serverDir, dataDir, databaseUrl);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function spawnServer(staticDir: string, serverDir: string, dataDir: string, databaseUrl?: string): Promise<BenchServer> {
  const port = await freePort();
  const startedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, [join(serverDir, 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_FREE_PER_PAIR: '1000000',
      RATE_LIMIT_LOGIN_FREE_PER_ACCOUNT: '1000000',
      RATE_LIMIT_REGISTER_PER_ADDRESS: '1000000',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000000',
      // Staff routes put money in the bench user's wallet (ledger.ts).
      ADMIN_USERNAME: benchAdmin.userName,
      ADMIN_PASSWORD: benchAdmin.password,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));

  /** Stops the process; the folder goes with the last one (`remove`). */
  const kill = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      for (let i = 0; i < 50 && !exited; i++) await sleep(100);
      if (!exited) child.kill('SIGKILL');
    }
  };

  for (let waited = 0; waited < 60_000; waited += 25) {
    if (exited) break;
    try {
      // 401 without a token: the API answers, migrations are done.
      const response = await fetch(`${origin}/api/CurrentUser`);
      if (response.status === 401) {
        const readyMs = Math.round(performance.now() - startedAt);
        return {
          origin,
          engine: databaseUrl ? 'PostgreSQL' : 'PGlite',
          dataDir,
          readyMs,
          rssMb: () => residentMb(child.pid),
          stop: async () => {
            await kill();
          },
          remove: async () => {
            await kill();
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
      }
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  await kill();
  throw new Error('the server did not start within 60 s');
}

export type BenchUser = { id: number; userName: string; password: string; token: string };

/** A customer registered through the API, as a person would be. */
export async function registerBenchUser(origin: string): Promise<BenchUser> {
  const n = String(Date.now()).slice(-7);
  const person = {
    userName: `bench${n}`,
    fullName: 'Nguyễn Văn Đo',
    email: `bench${n}@example.vn`,
    phone: `091${n}`,
    password: 'bench-mat-khau-2026',
  };
  const response = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(person),
  });
  if (!response.ok) throw new Error(`registering the bench user failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const me = await fetch(`${origin}/api/CurrentUser`, { headers: { authorization: `Bearer ${token}` } });
  const { id } = (await me.json()) as { id: number };
  return { id, userName: person.userName, password: person.password, token };
}
