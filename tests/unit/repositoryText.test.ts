import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Every tracked file, as text (a clone is what a newcomer has). */
function trackedFiles(): Array<{ path: string; text: string }> {
  const paths = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  return paths.filter((path) => path !== 'package-lock.json').map((path) => ({ path, text: readFileSync(join(root, path), 'latin1') }));
}

/** The files of `files` whose text matches `pattern`, with the first match, for a readable failure. */
function matches(files: Array<{ path: string; text: string }>, pattern: RegExp): string[] {
  return files.flatMap(({ path, text }) => {
    const found = pattern.exec(text);
    return found ? [`${path}: ${found[0]}`] : [];
  });
}

// Built from pieces so that this file does not match itself.
const outsideFolder = ['..', 'shared'].join('/');
const notesOutside = new RegExp(['DESIGN', 'DOMAIN', 'STYLE'].map((name) => `\\b${name}\\.md\\b`).join('|'));
const issueNumber = new RegExp(['[Ii]ssues?', ' ?#?\\d'].join(''));

describe('the repository explains itself', () => {
  const files = trackedFiles();

  it('points to no folder outside it: the docs live in docs/', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(matches(files, new RegExp(outsideFolder.replace(/[.]/g, '\\.')))).toEqual([]);
    expect(matches(files, notesOutside)).toEqual([]);
  });

  it('says why in its comments and test names, without issue numbers', () => {
    expect(matches(files, issueNumber)).toEqual([]);
  });
});
