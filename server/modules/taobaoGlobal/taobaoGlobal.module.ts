import type { TaobaoGlobalConfig } from '../../config';
import type { Db } from '../../db/connect';
import { createHttpTaobaoGlobalClient } from './client/http/httpClient';
import { createSimulatorClient, type TaobaoGlobalSimulator } from './client/simulator/simulatorClient';
import type { TaobaoGlobalClient } from './client/taobaoGlobalClient';

/** What the areas built on Taobao Global (orders, their payment and sync, the console) take from here. */
export interface TaobaoGlobal {
  client: TaobaoGlobalClient;
  /** The simulator's staff controls; null when the real platform is configured. */
  simulator: TaobaoGlobalSimulator | null;
}

/** The client TAOBAO_GLOBAL_SOURCE names: the simulator over our database, or the platform's API over HTTP. */
export function createTaobaoGlobalClient(
  config: TaobaoGlobalConfig,
  deps: { db: Db; now: () => Date; fetch?: typeof fetch },
): TaobaoGlobal {
  if (config.kind === 'simulator') {
    const simulator = createSimulatorClient({ db: deps.db, now: deps.now, shipAfterMinutes: config.shipAfterMinutes });
    return { client: simulator, simulator };
  }
  const { kind: _kind, ...http } = config;
  return { client: createHttpTaobaoGlobalClient({ ...http, fetch: deps.fetch, now: deps.now }), simulator: null };
}

export interface TaobaoGlobalModuleDeps {
  db: Db;
  now: () => Date;
  config: TaobaoGlobalConfig;
  /** Replaces the configured client (tests pass a stub or a fixture-answering HTTP client). */
  client?: TaobaoGlobalClient;
}

/** The client every Taobao Global area uses. */
export function registerTaobaoGlobalModule({ db, now, config, client }: TaobaoGlobalModuleDeps): { taobaoGlobal: TaobaoGlobal } {
  return { taobaoGlobal: client ? { client, simulator: null } : createTaobaoGlobalClient(config, { db, now }) };
}
