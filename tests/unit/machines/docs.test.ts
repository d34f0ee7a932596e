import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from '../../../machines/catalog';
import { renderMachineDocs } from '../../../scripts/machineDocs';

const docsPath = resolve(import.meta.dirname, '../../../docs/machines.md');

describe('docs/machines.md', () => {
  it('matches the machines as they are now', () => {
    const committed = existsSync(docsPath) ? readFileSync(docsPath, 'utf8') : '';
    expect(committed, 'docs/machines.md is out of date: run npm run docs:machines').toBe(renderMachineDocs(machineCatalog));
  });

  it('comes out the same every time', () => {
    expect(renderMachineDocs(machineCatalog)).toBe(renderMachineDocs(machineCatalog));
  });

  it('has a diagram and a paths table for every machine of the catalog', () => {
    const docs = renderMachineDocs(machineCatalog);
    for (const entry of machineCatalog) {
      expect(docs).toContain(`## ${entry.name}\n`);
      for (const start of entry.inputs) expect(docs).toContain(`### ${entry.name} from ${start.name}\n`);
    }
    expect(docs.match(/```mermaid\nstateDiagram-v2\n/g)).toHaveLength(machineCatalog.length);
  });
});
