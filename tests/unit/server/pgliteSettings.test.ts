import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/connect';

describe('PGlite as the server opens it', () => {
  // Creating a database folder takes seconds, more on a machine busy with other test files.
  it('runs with 32 MB of shared buffers, set at start without rewriting the folder’s configuration', { timeout: 30_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'muaho-pglite-'));
    try {
      const database = await openDatabase({ dataDir });
      const { rows } = await database.sql.executeSql('show shared_buffers', []);
      const row = rows[0] as { shared_buffers: string } | undefined;
      await database.close();
      expect(row?.shared_buffers).toBe('32MB');
      const conf = readFileSync(join(dataDir, 'pglite', 'postgresql.conf'), 'utf8');
      expect(conf).toMatch(/^shared_buffers = 128MB/m);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
