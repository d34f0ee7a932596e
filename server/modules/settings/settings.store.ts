import { desc, eq } from 'drizzle-orm';
import { defaultSettings, type Settings } from '../../../contract/settings';
import type { Db, Tx } from '../../db/connect';
import { settingsVersions, users } from '../../db/schema';

export type StoredSettings = { version: number; settings: Settings; createdAt: Date; createdBy: string | null; note: string | null };

/**
 * The settings in force: the highest version. Read inside the caller's transaction when it prices
 * or limits money, so a request uses one version throughout.
 */
export async function currentSettings(db: Db | Tx): Promise<StoredSettings> {
  const [row] = await db
    .select({
      version: settingsVersions.version,
      data: settingsVersions.data,
      createdAt: settingsVersions.createdAt,
      createdBy: users.userName,
      note: settingsVersions.note,
    })
    .from(settingsVersions)
    .leftJoin(users, eq(users.id, settingsVersions.createdBy))
    .orderBy(desc(settingsVersions.version))
    .limit(1);
  if (!row) return { version: 0, settings: defaultSettings, createdAt: new Date(0), createdBy: null, note: null };
  return { version: row.version, settings: row.data, createdAt: row.createdAt, createdBy: row.createdBy, note: row.note };
}

/** Writes version 1 from contract/settings.ts defaults on a fresh database; a no-op afterwards. */
export async function ensureDefaultSettings(db: Db, now: () => Date): Promise<void> {
  await db
    .insert(settingsVersions)
    .values({ version: 1, data: defaultSettings, createdBy: null, note: null, createdAt: now() })
    .onConflictDoNothing();
}
