import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { machineCatalog } from '../../../scripts/machineCatalog';
import { renderMachineDocs } from '../../../scripts/machineDocs';

const docsPath = resolve(import.meta.dirname, '../../../docs/machines.md');

// Walking every machine's graph takes seconds on a loaded machine: render twice in all, with room
// to spare (a correctness check, not a speed target).
const RENDER_TIMEOUT_MS = 60_000;

describe('docs/machines.md', () => {
  let docs = '';
  beforeAll(() => {
    docs = renderMachineDocs(machineCatalog);
  }, RENDER_TIMEOUT_MS);

  it('matches the machines as they are now', () => {
    const committed = existsSync(docsPath) ? readFileSync(docsPath, 'utf8') : '';
    expect(committed, 'docs/machines.md is out of date: run npm run docs:machines').toBe(docs);
  });

  it(
    'comes out the same every time',
    () => {
      expect(renderMachineDocs(machineCatalog)).toBe(docs);
    },
    RENDER_TIMEOUT_MS,
  );

  it('has a diagram and a paths table for every machine of the catalog', () => {
    for (const entry of machineCatalog) {
      expect(docs).toContain(`## ${entry.name}\n`);
      for (const start of entry.inputs) expect(docs).toContain(`### ${entry.name} from ${start.name}\n`);
    }
    expect(docs.match(/```mermaid\nstateDiagram-v2\n/g)).toHaveLength(machineCatalog.length);
  });
});
