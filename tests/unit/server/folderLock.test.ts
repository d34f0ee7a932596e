import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireFolderLock, FolderLockedError } from '../../../server/db/folderLock';

let dir: string;
let lockFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'muaho-folder-lock-'));
  lockFile = join(dir, 'pglite.lock');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const holderOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { pid: number };

describe('the lock on a data folder', () => {
  it('is taken once, refused while held, and free again once released', () => {
    const lock = acquireFolderLock(lockFile);
    expect(holderOf(lockFile).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    acquireFolderLock(lockFile).release();
  });

  it('is refused while another running process holds it, naming that process', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(lockFile, JSON.stringify({ pid: other.pid, startedAt: '2026-01-02T03:04:05.000Z', host: 'kho-1' }));
      expect(() => acquireFolderLock(lockFile)).toThrow(FolderLockedError);
      expect(() => acquireFolderLock(lockFile)).toThrow(`pid ${other.pid} on kho-1, started 2026-01-02T03:04:05.000Z`);
      expect(holderOf(lockFile).pid).toBe(other.pid);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('is taken over from a process that no longer runs', async () => {
    const gone = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((done) => gone.on('exit', done));
    writeFileSync(lockFile, JSON.stringify({ pid: gone.pid, startedAt: '2026-01-02T03:04:05.000Z', host: 'kho-1' }));
    acquireFolderLock(lockFile);
    expect(holderOf(lockFile).pid).toBe(process.pid);
  });

  it('is taken over when the recorded pid now belongs to a later process (a restarted container)', () => {
    // Our own pid, recorded by an earlier process: it cannot be a live holder other than us.
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, startedAt: '2026-01-02T03:04:05.000Z', host: 'kho-1' }));
    acquireFolderLock(lockFile).release();
    // A running pid whose start time differs from the recorded one (where /proc tells it).
    if (existsSync(`/proc/${process.ppid}/stat`)) {
      writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, startedAt: 'x', host: 'kho-1', processStart: '1' }));
      acquireFolderLock(lockFile).release();
    }
  });

  it('is taken over when a crash left the file empty or cut short', () => {
    writeFileSync(lockFile, '{"pid": 12');
    acquireFolderLock(lockFile);
    expect(holderOf(lockFile).pid).toBe(process.pid);
  });

  it('is not removed by a release after another process took it over', () => {
    const lock = acquireFolderLock(lockFile);
    writeFileSync(lockFile, JSON.stringify({ pid: 1, startedAt: 'later', host: 'kho-1' }));
    lock.release();
    expect(holderOf(lockFile).pid).toBe(1);
  });
});
