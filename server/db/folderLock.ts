import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * An exclusive claim on a folder by one process, as a lock file beside it.
 *
 * PGlite is a database inside the process: two servers opening one data folder each keep their
 * own copy in memory and overwrite each other's files, so acknowledged writes of one are lost at
 * the next start. The lock makes the second server refuse to start instead.
 *
 * Node has no OS file lock (flock) of its own and none is installed, so this is a pid file
 * created with O_EXCL ('wx'): creating it is atomic, and a process that died without removing it
 * (kill -9, a power cut) is recognised by its pid no longer running. On Linux the process's start
 * time (from /proc) is recorded too, so a restarted container whose server got the same pid as
 * the dead one is not taken for it.
 */

export interface LockHolder {
  pid: number;
  /** When the holder took the lock, ISO 8601. */
  startedAt: string;
  host: string;
  /** Linux: the process's start time in clock ticks since boot, from /proc/<pid>/stat. */
  processStart?: string;
}

export class FolderLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(
      `${lockFile} is held by another process (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}). ` +
        'The embedded database (PGlite) serves one process only: stop that process first, ' +
        'or run several servers on one PostgreSQL database with DATABASE_URL.',
    );
    this.name = 'FolderLockedError';
  }
}

export interface FolderLock {
  /** Removes the lock file if it is still this process's; safe to call twice. */
  release: () => void;
}

/** Takes the lock in `lockFile` or throws FolderLockedError naming the live holder. */
export function acquireFolderLock(lockFile: string): FolderLock {
  const own: LockHolder = { pid: process.pid, startedAt: new Date().toISOString(), host: hostname() };
  const processStart = processStartOf(process.pid);
  if (processStart) own.processStart = processStart;
  const text = `${JSON.stringify(own)}\n`;

  // A few rounds: each either takes the lock, finds a live holder, or clears one stale file.
  for (let round = 0; round < 5; round += 1) {
    if (tryCreate(lockFile, text)) return holdLock(lockFile, text);
    const found = readHolder(lockFile);
    if (found === 'gone') continue;
    if (found !== 'unreadable' && isRunning(found)) throw new FolderLockedError(lockFile, found);
    clearStale(lockFile, found);
  }
  const holder = readHolder(lockFile);
  throw new FolderLockedError(lockFile, typeof holder === 'object' ? holder : { pid: 0, startedAt: 'unknown', host: 'unknown' });
}

function tryCreate(lockFile: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockFile, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return true;
}

function holdLock(lockFile: string, text: string): FolderLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    try {
      // Another process may have taken over a lock it judged stale; never remove theirs.
      if (readFileSync(lockFile, 'utf8') === text) unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
  // An orderly exit (process.exit, an uncaught error) removes it; only kill -9 leaves it behind.
  process.on('exit', release);
  return { release };
}

function readHolder(lockFile: string): LockHolder | 'gone' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(lockFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (typeof parsed.pid === 'number' && Number.isInteger(parsed.pid) && parsed.pid > 0) {
      return {
        pid: parsed.pid,
        startedAt: String(parsed.startedAt ?? 'unknown'),
        host: String(parsed.host ?? 'unknown'),
        processStart: typeof parsed.processStart === 'string' ? parsed.processStart : undefined,
      };
    }
  } catch {
    // Cut short by a crash between create and write: nobody can hold it through this file.
  }
  return 'unreadable';
}

function isRunning(holder: LockHolder): boolean {
  // A lock with our own pid was left by an earlier process that had it (a restarted container).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid runs; it is the holder unless /proc shows it started at another time (a reused pid).
  const now = processStartOf(holder.pid);
  return !holder.processStart || !now || now === holder.processStart;
}

/**
 * Moves the stale file aside atomically, then checks it really moved the stale one: if another
 * process cleared it and took the lock in between, that live lock is put back untouched.
 */
function clearStale(lockFile: string, stale: LockHolder | 'unreadable'): void {
  const aside = `${lockFile}.stale-${process.pid}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  const movedTheStaleOne = stale === 'unreadable' ? moved === 'unreadable' : typeof moved === 'object' && sameHolder(moved, stale);
  if (!movedTheStaleOne) {
    try {
      linkSync(aside, lockFile);
    } catch {
      // A third process created one meanwhile; the next round reads whoever holds it now.
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // Nothing to tidy.
  }
}

const sameHolder = (a: LockHolder, b: LockHolder) => a.pid === b.pid && a.startedAt === b.startedAt && a.host === b.host;

/** Field 22 of /proc/<pid>/stat (after the parenthesised name, which may hold spaces); undefined off Linux. */
function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}
