import type { z } from 'zod/mini';
import { pobTotal } from '../../../contract/fees';
import {
  canMovePob,
  type createPobRequestSchema,
  type Pob,
  type PobActor,
  type PobQuery,
  type PobQuote,
  type pobQuoteRequestSchema,
  type PobStatus,
  type PobSummary,
  type StaffPob,
  type StaffPobQuery,
  type StaffPobSummary,
} from '../../../contract/orderPob';
import type { Db, Executor, Tx } from '../../db/connect';
import { appUrls } from '../notifications/notificationUrls';
import { notify } from '../notifications/notifications.service';
import { pageOfRows, type Page } from '../../db/paging';
import { errors } from '../../errors';
import { formatVnd } from '../orders/orderSteps';
import { currentSettings, type StoredSettings } from '../settings/settings.store';
import { lockCustomer } from '../users/users.queries';
import { findWallet, payFor, creditFor } from '../wallet/wallet.queries';
import { toPob, toPobSummary, toStaffPob, toStaffPobSummary } from './pob.present';
import {
  appendPobEvent,
  findPob,
  insertPob,
  listPobs,
  pobCustomer,
  pobEventsOf,
  refundsOfPob,
  updatePob,
  type NewPob,
  type PobRow,
} from './pob.queries';
import { newPobCode } from './pobCode';
import { assertWithinLimits, dailyLimits } from './pobLimits';

export type PobQuoteInput = z.output<typeof pobQuoteRequestSchema>;
export type CreatePobInput = z.output<typeof createPobRequestSchema>;

/** A request as its customer reads it: with its history and refunds. */
export async function loadPob(db: Executor, { row }: { row: PobRow }): Promise<Pob> {
  return toPob(row, await detailsOf(db, row));
}

/** A request as staff read it: the customer's view and who the customer is. */
export async function loadStaffPob(db: Executor, { row }: { row: PobRow }): Promise<StaffPob> {
  const details = await detailsOf(db, row);
  return toStaffPob(row, details, await pobCustomer(db, { userId: row.userId }));
}

/**
 * One query after the other, never together: `db` may be a transaction, whose one connection runs
 * one query at a time (PostgreSQL's client warns of a query sent while another runs).
 */
async function detailsOf(db: Executor, row: PobRow) {
  const events = await pobEventsOf(db, { pobId: row.id });
  const refunds = await refundsOfPob(db, { pobId: row.id });
  return { events, refunds };
}

/** The wallet that paid a request, and so gets back what it gives back: an agency's that paid for its customer, else the customer's. */
export const payerOf = (row: Pick<PobRow, 'userId' | 'paidBy'>): number => row.paidBy ?? row.userId;

/**
 * Pay-on-behalf requests: the quote, making one (the wallet debited at once), the customer's list
 * and cancel, and staff's take → pay, or reject. A cancel or a rejection gives the whole debit back,
 * once: the request is locked and the move checked against contract/pobStatus.ts `canMovePob`, so a
 * second one finds it closed (409 invalid-transition).
 */
/** Paid or refused by staff: the customer hears, with what came back to the wallet. */
async function tellPob(tx: Tx, { row, reason, refundVnd, at }: { row: PobRow; reason: string | null; refundVnd: number; at: Date }) {
  const { userId, code } = row;
  const url = appUrls.pob(row.id);
  if (row.status === 'paid') await notify(tx, { userId, event: 'pob.paid', url, values: { code }, now: at });
  if (row.status === 'rejected') {
    await notify(tx, { userId, event: 'pob.refused', url, values: { code, reason: reason ?? '', refundVnd }, now: at });
  }
}

export function createPobService({ db, now }: { db: Db; now: () => Date }) {
  /** The figures at the settings in force: contract/fees.ts `pobTotal`, the one place they are computed. */
  function price(request: PobQuoteInput, stored: StoredSettings) {
    const { rates, fees } = stored.settings;
    return {
      ...pobTotal(request.amountFen, rates.pobRateVndPerCny, fees.pobFeeBps),
      rateVndPerCny: rates.pobRateVndPerCny,
      feeBps: fees.pobFeeBps,
    };
  }

  /** `payerId`: whose wallet would pay, when not the customer's own (an agency paying for its customer). */
  async function quote({
    userId,
    request,
    payerId = userId,
  }: {
    userId: number;
    request: PobQuoteInput;
    payerId?: number;
  }): Promise<PobQuote> {
    const stored = await currentSettings(db);
    const limits = await dailyLimits(db, { userId, rules: stored.settings.pob, now: now() });
    assertWithinLimits(limits, request.amountFen);
    const priced = price(request, stored);
    const { availableVnd } = await findWallet(db, { userId: payerId });
    return {
      site: request.site,
      paymentLink: request.paymentLink,
      sellerOrderIds: request.sellerOrderIds,
      amountFen: request.amountFen,
      ...priced,
      availableVnd,
      shortfallVnd: Math.max(0, priced.totalVnd - availableVnd),
      settingsVersion: stored.version,
      limits,
    };
  }

  /**
   * In the caller's transaction (the Idempotency-Key's). The customer is locked first, so their
   * requests are made one after the other and the daily limits see every earlier one; the total
   * is priced again and refused (`quote-changed`) unless it is the one accepted; then the request
   * is made and its total debited. Any refusal, insufficient funds included, rolls it all back.
   * An agency making it for its customer (`placedBy`) may pay itself (`paidBy`): that wallet is
   * debited, and is the one every cancel, rejection and refund credits back.
   */
  async function create(
    tx: Tx,
    {
      userId,
      request,
      placedBy = null,
      paidBy = null,
    }: { userId: number; request: CreatePobInput; placedBy?: number | null; paidBy?: number | null },
  ): Promise<Pob> {
    await lockCustomer(tx, { userId });
    const at = now();
    const stored = await currentSettings(tx);
    assertWithinLimits(await dailyLimits(tx, { userId, rules: stored.settings.pob, now: at }), request.amountFen);
    const priced = price(request, stored);
    if (priced.totalVnd !== request.expectedTotalVnd) throw errors.quoteChanged();
    const row = await insertPob(
      tx,
      {
        userId,
        status: 'pending',
        site: request.site,
        paymentLink: request.paymentLink,
        sellerOrderIds: request.sellerOrderIds,
        amountFen: request.amountFen,
        rateVndPerCny: priced.rateVndPerCny,
        feeBps: priced.feeBps,
        settingsVersion: stored.version,
        amountVnd: priced.amountVnd,
        feeVnd: priced.feeVnd,
        totalVnd: priced.totalVnd,
        note: request.note,
        placedBy,
        paidBy,
        createdAt: at,
        updatedAt: at,
      },
      () => newPobCode(at),
    );
    await appendPobEvent(tx, { pobId: row.id, status: 'pending', actor: 'customer', note: null, createdBy: placedBy ?? userId, now: at });
    await payFor(tx, { userId: payerOf(row), amountVnd: row.totalVnd, cause: { type: 'pob', id: row.id }, note: row.code, now: at });
    return loadPob(tx, { row });
  }

  /**
   * Locks the request (only the customer's own with `userId`), checks the move, gives back what the
   * wallet paid and has not had back when the request closes unpaid, and appends the history entry.
   */
  async function move(
    tx: Tx,
    input: {
      id: number;
      userId?: number;
      to: PobStatus;
      actor: PobActor;
      actorId: number;
      note: string | null;
      values?: Partial<NewPob>;
    },
  ): Promise<PobRow> {
    const row = await findPob(tx, { id: input.id, userId: input.userId, lock: true });
    if (!row) throw errors.notFound();
    if (!canMovePob(row.status, input.to)) throw errors.invalidTransition();
    const at = now();
    const giveBackVnd = input.to === 'cancelled' || input.to === 'rejected' ? row.totalVnd - row.refundedVnd : 0;
    await creditFor(tx, {
      userId: payerOf(row),
      amountVnd: giveBackVnd,
      cause: { type: 'pob', id: row.id },
      note: row.code,
      createdBy: input.actor === 'staff' ? input.actorId : null,
      now: at,
    });
    const updated = await updatePob(tx, {
      id: row.id,
      values: { ...input.values, status: input.to, refundedVnd: row.refundedVnd + giveBackVnd, updatedAt: at },
    });
    const notes = [input.note, giveBackVnd > 0 ? `Hoàn ${formatVnd(giveBackVnd)} vào ví` : null].filter(Boolean);
    await appendPobEvent(tx, {
      pobId: row.id,
      status: input.to,
      actor: input.actor,
      note: notes.length > 0 ? notes.join('\n') : null,
      createdBy: input.actorId,
      now: at,
    });
    if (input.actor === 'staff') await tellPob(tx, { row: updated, reason: input.note, refundVnd: giveBackVnd, at });
    return updated;
  }

  /**
   * Only while pending: nobody has started paying it. `actorId`: who asked, when not the customer
   * (the agency that made the request for them), recorded in the history as its maker is.
   */
  async function cancel(tx: Tx, { userId, id, actorId = userId }: { userId: number; id: number; actorId?: number }): Promise<Pob> {
    return loadPob(tx, { row: await move(tx, { id, userId, to: 'cancelled', actor: 'customer', actorId, note: null }) });
  }

  async function get({ userId, id }: { userId: number; id: number }): Promise<Pob> {
    const row = await findPob(db, { id, userId });
    if (!row) throw errors.notFound();
    return loadPob(db, { row });
  }

  async function list(query: PobQuery & { userId: number }): Promise<Page<PobSummary>> {
    return pageOfRows(await listPobs(db, query), query, ({ pob }) => toPobSummary(pob));
  }

  // ── Staff ──────────────────────────────────────────────────────────────────────────────────

  async function listForStaff(query: StaffPobQuery): Promise<Page<StaffPobSummary>> {
    return pageOfRows(await listPobs(db, query), query, ({ pob, customerCode }) => toStaffPobSummary(pob, customerCode));
  }

  async function getForStaff({ id }: { id: number }): Promise<StaffPob> {
    const row = await findPob(db, { id });
    if (!row) throw errors.notFound();
    return loadStaffPob(db, { row });
  }

  const staffMove = async (tx: Tx, input: { id: number; staffId: number; to: PobStatus; note: string | null; values?: Partial<NewPob> }) =>
    loadStaffPob(tx, { row: await move(tx, { ...input, actor: 'staff', actorId: input.staffId }) });

  /** A pending request is this staff member's to pay. */
  const take = (tx: Tx, { id, staffId, note }: { id: number; staffId: number; note?: string }) =>
    staffMove(tx, { id, staffId, to: 'processing', note: note || null, values: { takenBy: staffId } });

  /** Paid on Alipay: the transaction number is kept for the customer to check. */
  const pay = (tx: Tx, { id, staffId, alipayTradeNo }: { id: number; staffId: number; alipayTradeNo: string }) =>
    staffMove(tx, { id, staffId, to: 'paid', note: `Mã giao dịch Alipay: ${alipayTradeNo}`, values: { alipayTradeNo } });

  /** Pending or being paid: the whole debit goes back, with the reason for the customer. */
  const reject = (tx: Tx, { id, staffId, reason }: { id: number; staffId: number; reason: string }) =>
    staffMove(tx, { id, staffId, to: 'rejected', note: reason, values: { rejectReason: reason } });

  return { quote, create, cancel, get, list, listForStaff, getForStaff, take, pay, reject };
}

export type PobService = ReturnType<typeof createPobService>;
