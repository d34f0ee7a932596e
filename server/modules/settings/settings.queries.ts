import { desc, eq } from 'drizzle-orm';
import { settingsSchema, type Settings } from '../../../contract/settings';
import type { Executor } from '../../db/connect';
import { selectPage } from '../../db/paging';
import { settingsVersions, users } from '../../db/schema';

export type StoredSettings = { version: number; settings: Settings; createdAt: Date; createdBy: string | null; note: string | null };
type SettingsRow = Omit<StoredSettings, 'settings'> & { settings: unknown };

/**
 * A stored version as the code reads it: through the schema, so a version saved before a field
 * existed reads with that field's default (settingsSchema's `_default`s) instead of undefined.
 */
const asStored = (row: SettingsRow): StoredSettings => ({ ...row, settings: settingsSchema.parse(row.settings) });

/** A version with its author's user name (null for the defaults written at first start). */
function selectVersions(db: Executor) {
  return db
    .select({
      version: settingsVersions.version,
      settings: settingsVersions.data,
      createdAt: settingsVersions.createdAt,
      createdBy: users.userName,
      note: settingsVersions.note,
    })
    .from(settingsVersions)
    .leftJoin(users, eq(users.id, settingsVersions.createdBy));
}

export async function findSettingsVersion(db: Executor, { version }: { version: number }): Promise<StoredSettings | undefined> {
  const [row] = await selectVersions(db).where(eq(settingsVersions.version, version));
  return row && asStored(row);
}

/** The highest version: the settings in force. */
export async function findLatestSettings(db: Executor): Promise<StoredSettings | undefined> {
  const [row] = await selectVersions(db).orderBy(desc(settingsVersions.version)).limit(1);
  return row && asStored(row);
}

/** Newest first. */
export async function listSettingsVersions(db: Executor, { page, pageSize }: { page: number; pageSize: number }) {
  const select = selectVersions(db).orderBy(desc(settingsVersions.version)).$dynamic();
  const { rows, total } = await selectPage(db, { select, from: settingsVersions }, { page, pageSize });
  return { rows: rows.map(asStored), total };
}

/**
 * Writes a version unless that number exists. The primary key decides between two admins saving
 * from the same base at once: the second insert waits for the first to commit, then does
 * nothing, and the caller reports a conflict. Returns whether this call wrote the row.
 */
export async function insertSettingsVersion(
  db: Executor,
  {
    version,
    settings,
    createdBy,
    note,
    createdAt,
  }: { version: number; settings: Settings; createdBy: number; note: string | null; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(settingsVersions)
    .values({ version, data: settings, createdBy, note, createdAt })
    .onConflictDoNothing({ target: settingsVersions.version })
    .returning({ version: settingsVersions.version });
  return rows.length === 1;
}
