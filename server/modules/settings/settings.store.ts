import { defaultSettings } from '../../../contract/settings';
import type { Executor } from '../../db/connect';
import { settingsVersions } from '../../db/schema';
import { findLatestSettings, type StoredSettings } from './settings.queries';

export type { StoredSettings };

/**
 * The settings in force: the highest version. Read inside the caller's transaction when it prices
 * or limits money, so a request uses one version throughout.
 */
export async function currentSettings(db: Executor): Promise<StoredSettings> {
  return (await findLatestSettings(db)) ?? { version: 0, settings: defaultSettings, createdAt: new Date(0), createdBy: null, note: null };
}

/** Writes version 1 from contract/settings.ts defaults on a fresh database; a no-op afterwards. */
export async function ensureDefaultSettings(db: Executor, { now }: { now: () => Date }): Promise<void> {
  await db
    .insert(settingsVersions)
    .values({ version: 1, data: defaultSettings, createdBy: null, note: null, createdAt: now() })
    .onConflictDoNothing();
}
