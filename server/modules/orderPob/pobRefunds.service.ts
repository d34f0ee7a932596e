import { pobRefundVnd } from '../../../contract/fees';
import type {
  CreatePobRefundRequest,
  PobRefund,
  PobRefundQuery,
  StaffPob,
  StaffPobRefund,
  StaffPobRefundQuery,
} from '../../../contract/orderPob';
import type { Db, Tx } from '../../db/connect';
import { pageOfRows, type Page } from '../../db/paging';
import { errors } from '../../errors';
import type { StoredPhoto } from '../../images/photo';
import { customerCodeOf, creditFor } from '../wallet/wallet.queries';
import { refundAboveRefundable } from './pob.errors';
import { refundableFen, toPobRefund, toStaffPobRefund } from './pob.present';
import {
  decidePendingRefund,
  findPob,
  findRefund,
  insertRefund,
  listRefunds,
  pendingRefundFen,
  pobCodes,
  updatePob,
  type PobRefundRow,
  type PobRow,
} from './pob.queries';
import { loadStaffPob, payerOf } from './pob.service';
import { addRefundPhoto } from './pobRefundPhotos';

/**
 * Refunds of paid requests: the seller gave back part or all of what we paid, and the wallet gets
 * it back at the request's locked rate (contract/fees.ts `pobRefundVnd`, the fee with the refund
 * that completes the amount). The customer asks and staff decide, or staff record the seller's
 * refund themselves. Every step locks the request first, so the refunded ¥, with what pending
 * asks reserve, never pass its amount however many run at once.
 */
export function createPobRefundService({ db, now }: { db: Db; now: () => Date }) {
  /** The paid request, locked, and the most a new refund of it may be. */
  async function refundable(tx: Tx, { pobId, userId }: { pobId: number; userId?: number }): Promise<{ pob: PobRow; maxFen: number }> {
    const pob = await findPob(tx, { id: pobId, userId, lock: true });
    if (!pob) throw errors.notFound();
    if (pob.status !== 'paid') throw errors.invalidState();
    return { pob, maxFen: refundableFen(pob, await pendingRefundFen(tx, { pobId })) };
  }

  /**
   * Credits `refundFen` of a locked, paid request and adds it to the request's refunded figures,
   * in the caller's transaction. Answers what the wallet got.
   */
  async function creditRefund(tx: Tx, { pob, refundFen, staffId, at }: { pob: PobRow; refundFen: number; staffId: number; at: Date }) {
    const creditedVnd = pobRefundVnd({ ...pob, refundFen });
    // A refund of a few fen at a tiny rate can round to nothing, and credits nothing.
    await creditFor(tx, {
      userId: payerOf(pob),
      amountVnd: creditedVnd,
      cause: { type: 'pob', id: pob.id },
      note: pob.code,
      createdBy: staffId,
      now: at,
    });
    await updatePob(tx, {
      id: pob.id,
      values: { refundedFen: pob.refundedFen + refundFen, refundedVnd: pob.refundedVnd + creditedVnd, updatedAt: at },
    });
    return creditedVnd;
  }

  /** The customer asks for a refund of their own paid request: it waits for staff, its ¥ reserved. */
  async function ask(tx: Tx, { userId, request }: { userId: number; request: CreatePobRefundRequest }): Promise<PobRefund> {
    const { pob, maxFen } = await refundable(tx, { pobId: request.pobId, userId });
    if (request.amountFen > maxFen) throw refundAboveRefundable(maxFen);
    const at = now();
    const row = await insertRefund(tx, {
      pobId: pob.id,
      userId,
      status: 'pending',
      source: 'customer',
      amountFen: request.amountFen,
      reason: request.reason,
      createdBy: userId,
      createdAt: at,
      updatedAt: at,
    });
    return toPobRefund(row, pob.code);
  }

  /** A picture for the customer's own pending ask; the same file twice adds nothing. */
  async function addPhoto({ id, photo, userId }: { id: number; photo: StoredPhoto; userId: number }): Promise<PobRefund> {
    return db.transaction(async (tx) => {
      await addRefundPhoto(tx, { refundId: id, userId, photo, now: now() });
      const row = await findRefund(tx, { id, userId });
      if (!row) throw errors.notFound();
      return toPobRefund(row, (await pobCodes(tx, { ids: [row.pobId] })).get(row.pobId) ?? '');
    });
  }

  async function list(query: PobRefundQuery & { userId: number }): Promise<Page<PobRefund>> {
    return pageOfRows(await listRefunds(db, query), query, ({ refund, pobCode }) => toPobRefund(refund, pobCode));
  }

  // ── Staff ──────────────────────────────────────────────────────────────────────────────────

  /** Staff record the seller's refund of a paid request: credited at once, kept as an accepted refund. */
  async function record(
    tx: Tx,
    { staffId, id, amountFen, reason }: { staffId: number; id: number; amountFen: number; reason: string },
  ): Promise<StaffPob> {
    const { pob, maxFen } = await refundable(tx, { pobId: id });
    if (amountFen > maxFen) throw refundAboveRefundable(maxFen);
    const at = now();
    const creditedVnd = await creditRefund(tx, { pob, refundFen: amountFen, staffId, at });
    await insertRefund(tx, {
      pobId: pob.id,
      userId: pob.userId,
      status: 'accepted',
      source: 'staff',
      amountFen,
      acceptedFen: amountFen,
      creditedVnd,
      reason,
      createdBy: staffId,
      decidedBy: staffId,
      decidedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    const updated = await findPob(tx, { id: pob.id });
    if (!updated) throw errors.notFound();
    return loadStaffPob(tx, { row: updated });
  }

  /**
   * Accepts a customer's ask, all of it or `amountFen` less (never more), and credits it. The
   * request is locked before the refund is decided, as every refund step does.
   */
  async function accept(tx: Tx, { staffId, id, amountFen }: { staffId: number; id: number; amountFen?: number }): Promise<StaffPobRefund> {
    const found = await findRefund(tx, { id });
    if (!found) throw errors.notFound();
    const pob = await findPob(tx, { id: found.pobId, lock: true });
    // Read again under the request's lock: an accept that ran meanwhile has committed by now.
    const asked = pob && (await findRefund(tx, { id }));
    if (!pob || !asked) throw errors.notFound();
    if (asked.status !== 'pending') throw errors.invalidState();
    const acceptedFen = amountFen ?? asked.amountFen;
    if (acceptedFen > asked.amountFen) throw refundAboveRefundable(asked.amountFen);
    const at = now();
    const creditedVnd = await creditRefund(tx, { pob, refundFen: acceptedFen, staffId, at });
    // Conditional: an ask decided meanwhile stops here, and the credit above rolls back with it.
    const decided = await decidePendingRefund(tx, {
      id,
      status: 'accepted',
      acceptedFen,
      creditedVnd,
      refuseReason: null,
      decidedBy: staffId,
      now: at,
    });
    if (!decided) throw errors.invalidState();
    return forStaff(tx, { row: decided, pobCode: pob.code });
  }

  async function refuse(tx: Tx, { staffId, id, reason }: { staffId: number; id: number; reason: string }): Promise<StaffPobRefund> {
    const asked = await findRefund(tx, { id });
    if (!asked) throw errors.notFound();
    const decided = await decidePendingRefund(tx, {
      id,
      status: 'refused',
      acceptedFen: null,
      creditedVnd: 0,
      refuseReason: reason,
      decidedBy: staffId,
      now: now(),
    });
    if (!decided) throw errors.invalidState();
    return forStaff(tx, { row: decided, pobCode: (await pobCodes(tx, { ids: [decided.pobId] })).get(decided.pobId) ?? '' });
  }

  async function listForStaff(query: StaffPobRefundQuery): Promise<Page<StaffPobRefund>> {
    return pageOfRows(await listRefunds(db, query), query, ({ refund, pobCode, customerCode }) =>
      toStaffPobRefund(refund, pobCode, customerCode),
    );
  }

  async function forStaff(tx: Tx, { row, pobCode }: { row: PobRefundRow; pobCode: string }): Promise<StaffPobRefund> {
    return toStaffPobRefund(row, pobCode, (await customerCodeOf(tx, { userId: row.userId })) ?? '');
  }

  return { ask, addPhoto, list, record, accept, refuse, listForStaff };
}

export type PobRefundService = ReturnType<typeof createPobRefundService>;
