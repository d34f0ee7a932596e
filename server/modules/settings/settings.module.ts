import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../moduleDeps';
import { settingsRoutes } from './settings.routes';
import { createSettingsService } from './settings.service';
import { ensureDefaultSettings } from './settings.store';

export type SettingsModuleDeps = ModuleDeps;

/**
 * The versioned settings: the admin's pages and what anyone may read. Writes version 1 from the
 * contract's defaults on a fresh database first, so every reader finds settings.
 */
export async function registerSettingsModule(app: FastifyInstance, { db, now, guards }: SettingsModuleDeps): Promise<void> {
  await ensureDefaultSettings(db, { now });
  await app.register(settingsRoutes, { prefix: '/api', service: createSettingsService({ db, now }), guards });
}
