import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../../lingui.config';

/**
 * A shared folder kept out of the first catalog (`src/components/filters`, `payFlow`…) has its
 * words only in the catalogs that include it. A feature that draws it must load one of those, or
 * its pages show message ids ("Q7ncBh") where the words should be: its own catalog includes the
 * folder.
 */
const root = resolve(__dirname, '../../..');
const featureRoot = join(root, 'src/features');
const rootDirOf = (path: string) => path.replace('<rootDir>/', '');

const [first, ...areas] = config.catalogs ?? [];
/** `src/components/<name>` folders the first catalog leaves out. */
const lazyComponents = (first?.exclude ?? [])
  .map((pattern) => /\*\*\/(src\/components\/[^*]+?)\/\*\*$/.exec(pattern)?.[1])
  .filter((folder): folder is string => folder !== undefined);

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The lazy component folders a file imports from directly. */
function lazyImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/from '(\.[^']+)'/g)].map((match) => relative(root, resolve(dirname(file), match[1]!)));
  return lazyComponents.filter((folder) => specifiers.some((path) => path === folder || path.startsWith(`${folder}/`)));
}

describe('feature catalogs and the shared folders their pages draw', () => {
  const features = readdirSync(featureRoot);

  it.each(features)('%s loads the words of every lazy shared folder it imports', (feature) => {
    const catalog = areas.find((area) => area.include.some((path) => rootDirOf(path) === `src/features/${feature}`));
    const imported = [...new Set(filesUnder(join(featureRoot, feature)).flatMap(lazyImportsOf))];
    if (!catalog) {
      // A feature on the first load draws no lazy folder.
      expect(imported).toEqual([]);
      return;
    }
    const included = catalog.include.map(rootDirOf);
    expect(imported.filter((folder) => !included.includes(folder))).toEqual([]);
  });
});
