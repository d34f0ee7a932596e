import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { datedCode } from '../orders/orderCode';

/** A consignment: `KG261122X4TZ` (ký gửi), never confused with a buy order's `MH…`. */
export const newConsignmentCode = (at: Date) => datedCode('KG', at);

/**
 * A parcel scanned in China before any order holds it: `PK261122X4TZ`. A buy order's packages are
 * `PK<order id>-<n>` (with a dash), so the two never collide.
 */
export const newReceivedPackageCode = (at: Date) => datedCode('PK', at);

/**
 * Serialises, per tracking code, the two ways a parcel meets its consignment: the warehouse
 * scanning it (warehouse module) and a customer listing its code (here). Without it, on
 * PostgreSQL each transaction could miss the other's uncommitted row and the parcel would stay
 * unclaimed. Sorted, so two transactions taking several codes cannot deadlock.
 */
export async function lockTrackingCodes(tx: Tx, { codes }: { codes: readonly string[] }): Promise<void> {
  for (const code of [...new Set(codes)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tracking:${code}`}))`);
  }
}
