import type { Db } from '../../db/connect';
import { markOverdueRechargesExpired } from './recharge.queries';

/** Every five minutes (UTC): what is read is right at once anyway (wallet.present.ts). */
export const RECHARGE_EXPIRY_CRON = '*/5 * * * *';
export const RECHARGE_EXPIRY_JOB = 'wallet-recharge-expiry';

/**
 * Stores the expiry of recharge requests nobody paid in time, so the stored status says what
 * every reader shows. Returns how many it marked.
 */
export function createRechargeExpiry({ db, now }: { db: Db; now: () => Date }) {
  return { run: (): Promise<number> => markOverdueRechargesExpired(db, { now: now() }) };
}
