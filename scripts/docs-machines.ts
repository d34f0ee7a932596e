import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { machineCatalog } from './machineCatalog';
import { renderMachineDocs } from './machineDocs';

/** `npm run docs:machines`: rewrites docs/machines.md from scripts/machineCatalog.ts. */
const machineDocsPath = resolve(import.meta.dirname, '../docs/machines.md');

mkdirSync(dirname(machineDocsPath), { recursive: true });
writeFileSync(machineDocsPath, renderMachineDocs(machineCatalog));
console.log(`wrote ${machineDocsPath}`);
