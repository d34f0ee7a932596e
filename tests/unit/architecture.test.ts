import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  const abs = join(root, dir);
  return readdirSync(abs).flatMap((name) => {
    const path = join(abs, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(relative(root, path));
    return /\.(ts|tsx)$/.test(name) ? [relative(root, path)] : [];
  });
}

/** Every module specifier a file imports, with relative ones resolved to a root-relative path. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
  return specifiers.map((s) => (s.startsWith('.') ? relative(root, resolve(dirname(join(root, file)), s)) : s));
}

function violations(dir: string, allowed: (specifier: string) => boolean) {
  return sourceFiles(dir).flatMap((file) =>
    importsOf(file)
      .filter((s) => !allowed(s))
      .map((s) => `${file} imports ${s}`),
  );
}

const inside =
  (...dirs: string[]) =>
  (s: string) =>
    dirs.some((d) => s === d || s.startsWith(`${d}/`));

// The arrows point one way: src → machines → contract, server → contract (docs/architecture.md).
describe('the import arrows', () => {
  it('keep contract/ free of everything but zod', () => {
    expect(violations('contract', (s) => s === 'zod' || s === 'zod/mini' || inside('contract')(s))).toEqual([]);
  });

  it('keep machines/ pure: xstate and the contract only', () => {
    expect(violations('machines', (s) => s === 'xstate' || inside('machines', 'contract')(s))).toEqual([]);
  });

  it('keep the app out of the server', () => {
    expect(violations('src', (s) => !inside('server')(s))).toEqual([]);
  });

  it('keep the server out of the app and its machines', () => {
    expect(violations('server', (s) => !inside('src', 'machines')(s))).toEqual([]);
  });
});

/** The area a server file belongs to (`server/modules/<area>/…`), or undefined outside the modules. */
const areaOf = (path: string) => /^server\/modules\/([^/]+)\//.exec(path)?.[1];

/** One chain of areas that leads back to where it started, or undefined when the areas form no loop. */
function areaCycle(edges: ReadonlyMap<string, ReadonlySet<string>>): string[] | undefined {
  const done = new Set<string>();
  const visit = (area: string, trail: string[]): string[] | undefined => {
    if (trail.includes(area)) return [...trail.slice(trail.indexOf(area)), area];
    if (done.has(area)) return undefined;
    for (const next of edges.get(area) ?? []) {
      const cycle = visit(next, [...trail, area]);
      if (cycle) return cycle;
    }
    done.add(area);
    return undefined;
  };
  for (const area of edges.keys()) {
    const cycle = visit(area, []);
    if (cycle) return cycle;
  }
  return undefined;
}

// A loop between areas (orders → warehouse → orders) means neither can be read, tested or changed
// alone; each piece of work belongs to one area, which the others call.
describe('the server modules', () => {
  it('import one another without a loop', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of sourceFiles('server/modules')) {
      const from = areaOf(file);
      for (const to of importsOf(file).map(areaOf)) {
        if (from && to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    expect(areaCycle(edges)).toBeUndefined();
  });
});
