import { recordAudit } from '../../audit/audit';
import type { PageQuery } from '../../../contract/pagination';
import { publicSettingsOf, type SettingsVersion, type UpdateSettingsRequest } from '../../../contract/settings';
import { type PublicSettings } from '../../../contract/publicSettings';
import type { Db } from '../../db/connect';
import { findSettingsVersion, insertSettingsVersion, listSettingsVersions } from './settings.queries';
import { currentSettings, type StoredSettings } from './settings.store';
import { settingsVersionConflict } from './settings.errors';

export interface SettingsServiceDeps {
  db: Db;
  now: () => Date;
}

const present = (stored: StoredSettings): SettingsVersion => ({
  version: stored.version,
  settings: stored.settings,
  createdAt: stored.createdAt.toISOString(),
  createdBy: stored.createdBy,
  note: stored.note,
});

/**
 * Versioned settings: a save never changes a row, it adds the next version, so an order that
 * recorded the version it was priced with can always find those prices again.
 */
export function createSettingsService(deps: SettingsServiceDeps) {
  const { db, now } = deps;

  async function current(): Promise<SettingsVersion> {
    return present(await currentSettings(db));
  }

  /**
   * Saves `settings` as version `baseVersion + 1`. The admin edited `baseVersion`: if anyone saved
   * since, their change would be silently overwritten, so the save is refused instead.
   */
  async function update({ actorId, settings, baseVersion, note }: { actorId: number } & UpdateSettingsRequest): Promise<SettingsVersion> {
    const saved = await db.transaction(async (tx) => {
      const { version, settings: before } = await currentSettings(tx);
      if (version !== baseVersion) throw settingsVersionConflict();
      const written = await insertSettingsVersion(tx, {
        version: baseVersion + 1,
        settings,
        createdBy: actorId,
        note: note?.trim() || null,
        createdAt: now(),
      });
      // Another save from the same base committed between our read and our insert.
      if (!written) throw settingsVersionConflict();
      await recordAudit(tx, {
        actorId,
        action: 'settings.update',
        objectType: 'settings',
        objectId: baseVersion + 1,
        before,
        after: settings,
        note: note?.trim() || null,
      });
      return findSettingsVersion(tx, { version: baseVersion + 1 });
    });
    if (!saved) throw new Error('the settings version just written was not found');
    return present(saved);
  }

  async function history({ page, pageSize }: PageQuery) {
    const { rows, total } = await listSettingsVersions(db, { page, pageSize });
    return { items: rows.map(present), total, page, pageSize };
  }

  /** What customers' apps estimate with: everything except the bank accounts. */
  async function publicSettings(): Promise<PublicSettings> {
    const { version, settings } = await currentSettings(db);
    return publicSettingsOf(version, settings);
  }

  return { current, update, history, publicSettings };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
