import { apiPaths, pathWith } from '../../../contract/paths';
import type { Pob, PobRefund, PobSummary, StaffPob, StaffPobRefund, StaffPobSummary } from '../../../contract/orderPob';
import type { PobCustomer, PobEventRow, PobRefundRow, PobRow } from './pob.queries';

/** Rows → contract shapes: ISO dates, picture URLs, what may still be refunded. */

export function toPobSummary(row: PobRow): PobSummary {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    site: row.site,
    sellerOrderIds: row.sellerOrderIds,
    amountFen: row.amountFen,
    totalVnd: row.totalVnd,
    refundedVnd: row.refundedVnd,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toStaffPobSummary(row: PobRow, customerCode: string): StaffPobSummary {
  return { ...toPobSummary(row), userId: row.userId, customerCode };
}

export function toPobRefund(row: PobRefundRow, pobCode: string): PobRefund {
  return {
    id: row.id,
    pobId: row.pobId,
    pobCode,
    status: row.status,
    source: row.source,
    amountFen: row.amountFen,
    acceptedFen: row.acceptedFen,
    creditedVnd: row.creditedVnd,
    reason: row.reason,
    refuseReason: row.refuseReason,
    photos: row.photoTokens.map((token) => `/api${pathWith(apiPaths.pobRefundPhotoFile, { token })}`),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function toStaffPobRefund(row: PobRefundRow, pobCode: string, customerCode: string): StaffPobRefund {
  return { ...toPobRefund(row, pobCode), userId: row.userId, customerCode };
}

/**
 * ¥ a new refund may ask for: the amount less what was refunded and what refunds waiting for
 * staff reserve. Only a paid request has anything to refund this way (a cancelled or rejected
 * one got the whole debit back).
 */
export function refundableFen(row: Pick<PobRow, 'status' | 'amountFen' | 'refundedFen'>, pendingFen: number): number {
  return row.status === 'paid' ? Math.max(0, row.amountFen - row.refundedFen - pendingFen) : 0;
}

export type PobDetails = { events: PobEventRow[]; refunds: PobRefundRow[] };

export function toPob(row: PobRow, { events, refunds }: PobDetails): Pob {
  const pendingFen = refunds.filter((refund) => refund.status === 'pending').reduce((total, refund) => total + refund.amountFen, 0);
  return {
    ...toPobSummary(row),
    rateVndPerCny: row.rateVndPerCny,
    feeBps: row.feeBps,
    settingsVersion: row.settingsVersion,
    amountVnd: row.amountVnd,
    feeVnd: row.feeVnd,
    refundedFen: row.refundedFen,
    refundableFen: refundableFen(row, pendingFen),
    paymentLink: row.paymentLink,
    note: row.note,
    alipayTradeNo: row.alipayTradeNo,
    rejectReason: row.rejectReason,
    history: events.map((event) => ({ status: event.status, at: event.createdAt.toISOString(), actor: event.actor, note: event.note })),
    refunds: refunds.map((refund) => toPobRefund(refund, row.code)),
  };
}

export function toStaffPob(row: PobRow, details: PobDetails, customer: PobCustomer): StaffPob {
  const { customerCode, ...person } = customer;
  return { ...toPob(row, details), userId: row.userId, customerCode, customer: person };
}
