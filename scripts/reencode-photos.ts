/**
 * `npx tsx scripts/reencode-photos.ts`: re-encodes parcel photos stored before uploads were
 * re-encoded (any row not in WebP), with the server's own DATA_DIR / DATABASE_URL settings.
 * Safe to run again; with PGlite, stop the server first (it holds the data folder).
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connect';
import { reencodePhotos } from '../server/images/reencodePhotos';

const config = loadConfig(process.env);
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
try {
  await database.migrate();
  const { reencoded, failed } = await reencodePhotos(database.db);
  console.log(`[reencode-photos] ${reencoded} photo(s) re-encoded`);
  for (const { id, reason } of failed) console.error(`[reencode-photos] photo ${id} left as it was: ${reason}`);
  process.exitCode = failed.length > 0 ? 1 : 0;
} finally {
  await database.close();
}
