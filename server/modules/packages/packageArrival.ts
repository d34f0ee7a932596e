import { sql, type SQL } from 'drizzle-orm';
import { packageStatuses, type PackageStatus } from '../../../contract/orders';
import { packages } from '../../db/schema';

/**
 * What a status change writes besides the status: the first time a parcel is in a Vietnam
 * warehouse (or any later step) stamps `arrived_vietnam_at`, which storage is charged from
 * (contract/fees.ts `storageFee`). Later moves keep the first stamp, so a parcel moved on, or its
 * order moved by staff, does not start its free days again.
 */
export function arrivalStamp(status: PackageStatus, now: Date): { arrivedVietnamAt?: SQL } {
  if (packageStatuses.indexOf(status) < packageStatuses.indexOf('inVietnam')) return {};
  return { arrivedVietnamAt: sql`coalesce(${packages.arrivedVietnamAt}, ${now.toISOString()}::timestamptz)` };
}
