import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { buildIdSchema, type BuildInfo, type BuildMeta } from '../../contract/builds';

/**
 * One id per build: the time (so ids sort and say when) and the git commit when there is one,
 * else a short random tag (two builds of the same commit still differ by their time).
 */
export function createBuildMeta(now = new Date(), root = process.cwd()): BuildMeta {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const id = buildIdSchema.parse(`${stamp}-${gitShortSha(root) ?? randomBytes(3).toString('hex')}`);
  const { version } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string };
  return { id, timestamp: now.getTime(), version };
}

function gitShortSha(root: string): string | null {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short=8', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return /^[0-9a-f]{4,40}$/.test(sha) ? sha : null;
  } catch {
    return null;
  }
}

/**
 * Writes `builds/latest.json` ({id, timestamp}) and `builds/meta/{id}.json` ({id, timestamp,
 * version}) into the build, for the running app's build-update check (machines/buildUpdate.ts).
 * The server answers them no-cache and without SPA fallback; the service worker never caches them.
 */
export function buildInfoFiles(meta: BuildMeta): Plugin {
  const latest: BuildInfo = { id: meta.id, timestamp: meta.timestamp };
  return {
    name: 'muaho:build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: `builds/meta/${meta.id}.json`, source: `${JSON.stringify(meta)}\n` });
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify(latest)}\n` });
    },
  };
}
