import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../moduleDeps';
import type { TaobaoGlobalConfig } from '../../config';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db } from '../../db/connect';
import { createHttpTaobaoGlobalClient } from './client/http/httpClient';
import { createSimulatorClient, type TaobaoGlobalSimulator } from './client/simulator/simulatorClient';
import type { TaobaoGlobalClient } from './client/taobaoGlobalClient';
import { createTaobaoAccountsService } from './taobaoAccounts.service';
import { taobaoIntTokenRoutes } from './taobaoIntToken.routes';
import { createTokenKeeper, type TokenKeeper } from './usableToken';

/** What the areas built on Taobao Global (orders, their payment and sync, the console) take from here. */
export interface TaobaoGlobal {
  client: TaobaoGlobalClient;
  /** The simulator's staff controls; null when the real platform is configured. */
  simulator: TaobaoGlobalSimulator | null;
  /** Usable (renewed) tokens of a person's linked accounts. */
  tokens: TokenKeeper;
}

/** The client TAOBAO_GLOBAL_SOURCE names: the simulator over our database, or the platform's API over HTTP. */
export function createTaobaoGlobalClient(
  config: TaobaoGlobalConfig,
  deps: { db: Db; now: () => Date; fetch?: typeof fetch },
): { client: TaobaoGlobalClient; simulator: TaobaoGlobalSimulator | null } {
  if (config.kind === 'simulator') {
    const simulator = createSimulatorClient({ db: deps.db, now: deps.now, shipAfterMinutes: config.shipAfterMinutes });
    return { client: simulator, simulator };
  }
  const { kind: _kind, ...http } = config;
  return { client: createHttpTaobaoGlobalClient({ ...http, fetch: deps.fetch, now: deps.now }), simulator: null };
}

export interface TaobaoGlobalModuleDeps extends ModuleDeps {
  config: TaobaoGlobalConfig;
  cipher: DataCipher;
  /** Replaces the configured client (tests pass a stub or a fixture-answering HTTP client). */
  client?: TaobaoGlobalClient;
}

/** Linked accounts (/TaobaoIntToken) and the client every Taobao Global area uses. */
export async function registerTaobaoGlobalModule(
  app: FastifyInstance,
  { db, now, guards, config, cipher, client }: TaobaoGlobalModuleDeps,
): Promise<{ taobaoGlobal: TaobaoGlobal }> {
  const configured = client ? { client, simulator: null } : createTaobaoGlobalClient(config, { db, now });
  const tokens = createTokenKeeper({ client: configured.client, cipher, now });
  await app.register(taobaoIntTokenRoutes, { prefix: '/api', service: createTaobaoAccountsService({ db, now, cipher }), guards });
  return { taobaoGlobal: { ...configured, tokens } };
}
