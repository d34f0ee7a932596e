import type { PasswordHasher } from './auth/password';
import type { PasswordAttempts } from './auth/passwordAttempts';
import type { TokenService } from './auth/tokens';
import type { Db } from './db/connect';
import type { AuthGuards } from './plugins/auth';
import type { Idempotency } from './plugins/idempotency';

/**
 * What an area's module (`modules/<area>/<area>.module.ts`) is built from: the database, the
 * clock every date comes from (tests move it), and the guards its routes sit behind. An area
 * names what it needs beyond these in its own deps, extending one of the shapes below.
 */
export interface ModuleDeps {
  db: Db;
  now: () => Date;
  guards: AuthGuards;
}

/** An area whose routes move money or make things under the caller's Idempotency-Key (one store for the app). */
export interface MoneyModuleDeps extends ModuleDeps {
  idempotency: Idempotency;
}

/** An area where people type their password: its hashing, the one count of wrong passwords, the tokens it issues. */
export interface PasswordModuleDeps extends ModuleDeps {
  hasher: PasswordHasher;
  tokens: TokenService;
  passwords: PasswordAttempts;
}

/** What a route plugin of such an area gets beside its services: the guards and the Idempotency-Key store. */
export type MoneyRouteDeps = Pick<MoneyModuleDeps, 'guards' | 'idempotency'>;
