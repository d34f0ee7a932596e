import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { machineCatalog } from '../machines/catalog';
import { renderMachineDocs } from './machineDocs';

/** `npm run docs:machines`: rewrites docs/machines.md from machines/catalog.ts. */
const machineDocsPath = resolve(import.meta.dirname, '../docs/machines.md');

mkdirSync(dirname(machineDocsPath), { recursive: true });
writeFileSync(machineDocsPath, renderMachineDocs(machineCatalog));
console.log(`wrote ${machineDocsPath}`);
