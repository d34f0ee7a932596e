import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envVars } from '../../server/config';

const root = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

const NAME = '([A-Z][A-Z0-9_]*)';

/** Every name matched by one of `patterns` in `text` (each pattern captures the name in group 1). */
function namesIn(text: string, patterns: RegExp[]): Set<string> {
  return new Set(patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!)));
}

/**
 * What the server reads: `env.X`, `env['X']`, and the parsing helpers' `int(env, 'X', …)` /
 * `duration(env, 'X', …)`; plus the one variable the start script reads (SKIP_BUILD), which the
 * README documents in the same table because it is set on the same command line.
 */
function variablesTheCodeReads(): Set<string> {
  const config = namesIn(read('server/config.ts'), [
    new RegExp(`\\benv\\.${NAME}\\b`, 'g'),
    new RegExp(`\\benv\\[\\s*['"]${NAME}['"]\\s*\\]`, 'g'),
    new RegExp(`\\(\\s*env\\s*,\\s*['"]${NAME}['"]`, 'g'),
  ]);
  const start = namesIn(read('scripts/start.mjs'), [
    new RegExp(`\\bprocess\\.env\\.${NAME}\\b`, 'g'),
    new RegExp(`\\bprocess\\.env\\[\\s*['"]${NAME}['"]\\s*\\]`, 'g'),
  ]);
  return new Set([...config, ...start]);
}

/** The variables named in the first column of the README's "Configure it" table. */
function variablesTheReadmeNames(): Set<string> {
  const readme = read('README.md');
  const section = /^## Configure it\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  // The header and the |---| line name no variable.
  const firstCells = rows.slice(2).map((row) => row.split('|')[1] ?? '');
  return namesIn(firstCells.join('\n'), [new RegExp(`\`${NAME}\``, 'g')]);
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe("the README's configure table", () => {
  const code = variablesTheCodeReads();
  const readme = variablesTheReadmeNames();

  it('is found, and so are the reads in the code', () => {
    expect(readme.size).toBeGreaterThan(10);
    expect(code).toContain('PORT');
    expect(code).toContain('DATABASE_URL');
  });

  it('names every variable the server and the start script read', () => {
    expect(sorted([...code].filter((name) => !readme.has(name)))).toEqual([]);
  });

  it('names no variable the code does not read', () => {
    expect(sorted([...readme].filter((name) => !code.has(name)))).toEqual([]);
  });

  it('agrees with the list server/config.ts keeps of them', () => {
    expect(sorted(envVars.map((variable) => variable.name))).toEqual(sorted(code));
  });
});
