import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testEnv, useTempDirs } from './helpers';

const root = resolve(import.meta.dirname, '../..');

interface Server {
  child: ChildProcess;
  output: () => string;
  /** Resolves when the server listens, rejects when it exits first. */
  listening: Promise<void>;
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** `npm start` without the client build: the real server/main.ts in a process of its own on `dataDir`. */
function startServer(dataDir: string): Server {
  // One node process (tsx as a loader, not its CLI, which would fork): its pid is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      ...testEnv,
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-client'),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const listening = new Promise<void>((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening')) done();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => fail(new Error(`the server exited with ${code} before listening:\n${output}`)));
  });
  // A server expected to be refused never listens; only a test that awaits `listening` cares.
  listening.catch(() => {});
  return { child, output: () => output, listening, exited };
}

describe('one embedded database per process', () => {
  const tempDir = useTempDirs('muaho-lock-');

  it('refuses a second server on the same DATA_DIR, naming the holder and DATABASE_URL', async () => {
    const dataDir = tempDir();
    const first = startServer(dataDir);
    await first.listening;

    const second = startServer(dataDir);
    // Without the lock the second one would listen and run forever: fail then instead of waiting.
    expect(await Promise.race([second.exited, second.listening.then(() => 'listening')])).toBe(1);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    expect(second.output()).toContain('DATABASE_URL');
    expect(second.output()).not.toContain('Server listening');
    // The refusal left the holder's lock alone: it still runs and still holds the folder.
    expect(first.child.exitCode).toBeNull();
    expect(JSON.parse(readFileSync(join(dataDir, 'pglite.lock'), 'utf8'))).toMatchObject({ pid: first.child.pid });

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  }, 90_000);

  it('starts after a server that was killed with SIGKILL and could not remove its lock', async () => {
    const dataDir = tempDir();
    const crashed = startServer(dataDir);
    await crashed.listening;
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);

    const next = startServer(dataDir);
    await next.listening;
    expect(JSON.parse(readFileSync(join(dataDir, 'pglite.lock'), 'utf8'))).toMatchObject({ pid: next.child.pid });
  }, 90_000);
});
