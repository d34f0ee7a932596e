import type { Consignment, ConsignmentSummary } from '../../../contract/consignment';
import type { CustomerPackage } from '../../../contract/packages';
import { toPackage } from '../packages/packages.present';
import type { ConsignmentEventRow, ConsignmentRow, ConsignmentSummaryRow, PackageRow, TrackingCodeRow } from './consignment.queries';

/** Rows → contract shapes: ISO dates, weights by the order's locked divisor, what is still owed. */

/** What is still owed; a cancelled consignment carries nothing, so it owes nothing. */
export function consignmentRemainingVnd(row: Pick<ConsignmentRow, 'status' | 'totalVnd' | 'paidVnd'>): number {
  return row.status === 'cancelled' ? 0 : Math.max(0, row.totalVnd - row.paidVnd);
}

export function toConsignmentSummary(row: ConsignmentSummaryRow): ConsignmentSummary {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    goods: row.goods,
    warehouse: row.warehouse,
    line: row.line,
    trackingCodeCount: row.trackingCodeCount,
    matchedCount: row.matchedCount,
    packageCount: row.packageCount,
    totalVnd: row.totalVnd,
    remainingVnd: consignmentRemainingVnd(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A parcel of this consignment as its customer sees it. */
export function toConsignmentPackage(order: Pick<ConsignmentRow, 'id' | 'code' | 'feePolicy'>, row: PackageRow): CustomerPackage {
  return { ...toPackage(row, order.feePolicy.volumetricDivisor), order: { kind: 'shipping', id: order.id, code: order.code } };
}

export type ConsignmentDetails = { codes: TrackingCodeRow[]; packages: PackageRow[]; events: ConsignmentEventRow[]; label: string };

export function toConsignment(row: ConsignmentRow, { codes, packages, events, label }: ConsignmentDetails): Consignment {
  return {
    ...toConsignmentSummary({
      ...row,
      trackingCodeCount: codes.length,
      matchedCount: codes.filter((code) => code.status === 'matched').length,
      packageCount: packages.length,
    }),
    declaredValueVnd: row.declaredValueVnd,
    services: row.services,
    note: row.note,
    rateVndPerCny: row.rateVndPerCny,
    settingsVersion: row.settingsVersion,
    trackingCodes: codes.map((code) => ({ code: code.code, status: code.status, receivedAt: code.receivedAt?.toISOString() ?? null })),
    packages: packages.map((parcel) => toConsignmentPackage(row, parcel)),
    feeLines: row.feeLines,
    pending: row.pending,
    paidVnd: row.paidVnd,
    label,
    events: events.map((event) => ({ status: event.status, at: event.createdAt.toISOString(), note: event.note })),
  };
}
