import type {
  AcceptComplaintRequest,
  Complaint,
  ComplaintQuery,
  ComplaintStepRequest,
  CreateComplaintRequest,
  RejectComplaintRequest,
  StaffComplaint,
  StaffComplaintQuery,
  StaffComplaintSummary,
} from '../../../contract/complaints';
import { MAX_COMPLAINT_PHOTOS, type ComplaintStatus } from '../../../contract/complaints';
import { DAY_MS } from '../../../contract/fees';
import type { Db, Executor, Tx } from '../../db/connect';
import { appUrls } from '../notifications/notificationUrls';
import { notify } from '../notifications/notifications.service';
import { pageOfRows, type Page } from '../../db/paging';
import { complaintPhotos, complaints } from '../../db/schema';
import { errors } from '../../errors';
import type { StoredPhoto } from '../../images/photo';
import { addToAlbum, type PhotoAlbum } from '../../images/photoAlbum';
import { datedCode } from '../orders/orderCode';
import { currentSettings } from '../settings/settings.store';
import { creditFor, customerCodeOf } from '../wallet/wallet.queries';
import { findSubject, type SubjectFacts } from './complaintSubjects';
import {
  amountAboveCap,
  complaintPhotoLimitReached,
  complaintTooEarly,
  complaintWindowClosed,
  quantityAboveBought,
  unknownItem,
} from './complaints.errors';
import { toComplaint, toStaffComplaint, toStaffComplaintSummary, toComplaintSummary } from './complaints.present';
import {
  appendComplaintEvent,
  complaintEventsOf,
  complaintItemsOf,
  findComplaint,
  grantedElsewhere,
  insertComplaint,
  insertComplaintItems,
  listComplaints,
  moveComplaint,
  piecesHeld,
  type ComplaintRow,
  type NewComplaint,
} from './complaints.queries';

/** A complaint: `KN261127X4TZ` (khiếu nại), drawn as order codes are (orders/orderCode.ts). */
const newComplaintCode = (at: Date) => datedCode('KN', at);

/** The customer's pictures, which they add until staff have decided the complaint. */
const complaintAlbum: PhotoAlbum = {
  owner: { table: complaints, tokens: 'photoTokens' },
  photos: { table: complaintPhotos, parent: 'complaintId' },
  open: ['pending', 'handling'],
  max: MAX_COMPLAINT_PHOTOS,
  full: complaintPhotoLimitReached,
};

/**
 * Complaints about received goods (docs/domain.md, "Complaints"). A complaint is filed within the
 * settings' window after receipt and asks an amount; staff take it, grant an amount or reject it,
 * and refund what they granted to the wallet once. What the complaints of one subject are granted
 * together never passes what was paid for it (for an order, for the goods named): filing and
 * granting lock the subject, so two at once are decided one after the other.
 */
/** Accepted, rejected or refunded: the customer hears, with the amount or the reason. */
async function tellComplaint(tx: Tx, { row, at }: { row: ComplaintRow; at: Date }): Promise<void> {
  const { userId, code } = row;
  const url = appUrls.complaint(row.id);
  if (row.status === 'accepted' && row.acceptedVnd !== null) {
    await notify(tx, { userId, event: 'complaint.accepted', url, values: { code, amountVnd: row.acceptedVnd }, now: at });
  }
  if (row.status === 'rejected') {
    await notify(tx, { userId, event: 'complaint.rejected', url, values: { code, reason: row.rejectReason ?? '' }, now: at });
  }
  if (row.status === 'refunded') {
    await notify(tx, { userId, event: 'complaint.refunded', url, values: { code, amountVnd: row.refundedVnd }, now: at });
  }
}

export function createComplaintService({ db, now }: { db: Db; now: () => Date }) {
  /** The most complaint `row` (or a new one about `items`) may be granted now. */
  async function capOf(
    tx: Executor,
    subject: SubjectFacts,
    { exceptId, itemsValueVnd }: { exceptId?: number; itemsValueVnd: number | null },
  ): Promise<number> {
    const granted = await grantedElsewhere(tx, { subjectType: subject.type, subjectId: subject.id, exceptId });
    const left = Math.max(0, subject.paidVnd - granted);
    return itemsValueVnd === null ? left : Math.min(itemsValueVnd, left);
  }

  /** The customer files a complaint about their own received order or consignment, or paid request. */
  async function create(tx: Tx, { userId, request }: { userId: number; request: CreateComplaintRequest }): Promise<Complaint> {
    const wanted = request;
    const subject = await findSubject(tx, { ...wanted.subject, userId, lock: true });
    if (!subject) throw errors.notFound();
    if (!subject.openedAt) throw complaintTooEarly();
    const { settings } = await currentSettings(tx);
    const closedAt = new Date(subject.openedAt.getTime() + settings.complaints.windowDays * DAY_MS);
    const at = now();
    if (at > closedAt) throw complaintWindowClosed(closedAt);

    const held = await piecesHeld(tx, { subjectType: subject.type, subjectId: subject.id });
    const items = wanted.items.map((wantedItem, index) => {
      const line = subject.lines.find((candidate) => candidate.itemId === wantedItem.itemId);
      if (!line) throw unknownItem(index);
      const free = line.pieces - (held.get(line.itemId) ?? 0);
      if (wantedItem.quantity > free) throw quantityAboveBought(index, Math.max(0, free));
      return { itemId: line.itemId, quantity: wantedItem.quantity, valueVnd: line.valueOf(wantedItem.quantity) };
    });
    const itemsValueVnd = subject.type === 'order' ? items.reduce((total, item) => total + item.valueVnd, 0) : null;
    const cap = await capOf(tx, subject, { itemsValueVnd });
    if (wanted.amountVnd > cap) throw amountAboveCap(cap);

    const row = await insertComplaint(
      tx,
      {
        userId,
        status: 'pending',
        subjectType: subject.type,
        subjectId: subject.id,
        subjectCode: subject.code,
        reason: wanted.reason,
        description: wanted.description,
        amountVnd: wanted.amountVnd,
        videoLinks: wanted.videoLinks,
        createdAt: at,
        updatedAt: at,
      },
      () => newComplaintCode(at),
    );
    await insertComplaintItems(
      tx,
      items.map((item) => ({ ...item, complaintId: row.id })),
    );
    await appendComplaintEvent(tx, { complaintId: row.id, status: 'pending', note: null, createdBy: userId, now: at });
    return present(tx, row);
  }

  async function present(db: Executor, row: ComplaintRow): Promise<Complaint> {
    // One query after the other, never together: `db` may be a transaction, whose one connection
    // runs one query at a time.
    const items = await complaintItemsOf(db, { complaintId: row.id });
    const events = await complaintEventsOf(db, { complaintId: row.id });
    return toComplaint(row, { items, events });
  }

  /** The caller's complaint, read on `on` (the caller's transaction, when there is one). */
  async function get({ id, userId }: { id: number; userId: number }, on: Executor = db): Promise<Complaint> {
    const row = await findComplaint(on, { id, userId });
    if (!row) throw errors.notFound();
    return present(on, row);
  }

  async function list(query: ComplaintQuery & { userId: number }): Promise<Page<ReturnType<typeof toComplaintSummary>>> {
    return pageOfRows(await listComplaints(db, query), query, ({ complaint }) => toComplaintSummary(complaint));
  }

  /** A picture for the customer's own complaint until staff decide it; the same file twice adds nothing. */
  async function addPhoto({ id, photo, userId }: { id: number; photo: StoredPhoto; userId: number }): Promise<Complaint> {
    return db.transaction(async (tx) => {
      await addToAlbum(tx, complaintAlbum, { id, userId, photo, by: userId, now: now() });
      return get({ id, userId }, tx);
    });
  }

  // ── Staff ──────────────────────────────────────────────────────────────────────────────────

  async function presentForStaff(tx: Executor, row: ComplaintRow): Promise<StaffComplaint> {
    // One after the other, as in `present`.
    const items = await complaintItemsOf(tx, { complaintId: row.id });
    const events = await complaintEventsOf(tx, { complaintId: row.id });
    const customerCode = await customerCodeOf(tx, { userId: row.userId });
    const subject = await findSubject(tx, { type: row.subjectType, id: row.subjectId });
    if (!subject) throw new Error(`complaint ${row.id} names a ${row.subjectType} ${row.subjectId} that is gone`);
    const itemsValueVnd = row.subjectType === 'order' ? items.reduce((total, item) => total + item.valueVnd, 0) : null;
    const capVnd = await capOf(tx, subject, { exceptId: row.id, itemsValueVnd });
    return toStaffComplaint(row, { items, events, customerCode: customerCode ?? '', capVnd });
  }

  async function getForStaff({ id }: { id: number }): Promise<StaffComplaint> {
    const row = await findComplaint(db, { id });
    if (!row) throw errors.notFound();
    return presentForStaff(db, row);
  }

  async function listForStaff(query: StaffComplaintQuery): Promise<Page<StaffComplaintSummary>> {
    return pageOfRows(await listComplaints(db, query), query, ({ complaint, customerCode }) =>
      toStaffComplaintSummary(complaint, customerCode),
    );
  }

  /**
   * Moves the complaint from one of `from` to `to`, with its history entry (`note`, the words the
   * customer reads at this step). Conditional, so of two moves racing on one complaint one wins.
   */
  async function step(
    tx: Tx,
    {
      id,
      staffId,
      from,
      to,
      note = null,
      values = {},
    }: {
      id: number;
      staffId: number;
      from: readonly ComplaintStatus[];
      to: ComplaintStatus;
      note?: string | null;
      values?: Partial<NewComplaint>;
    },
  ): Promise<ComplaintRow> {
    const at = now();
    const moved = await moveComplaint(tx, { id, from, values: { ...values, status: to, updatedAt: at } });
    if (!moved) throw (await findComplaint(tx, { id })) ? errors.invalidState() : errors.notFound();
    await appendComplaintEvent(tx, { complaintId: id, status: to, note, createdBy: staffId, now: at });
    await tellComplaint(tx, { row: moved, at });
    return moved;
  }

  const staffNote = (body: ComplaintStepRequest) => (body.staffNote ? { staffNote: body.staffNote } : {});

  async function take(tx: Tx, { id, staffId, body }: { id: number; staffId: number; body: ComplaintStepRequest }): Promise<StaffComplaint> {
    const row = await step(tx, { id, staffId, from: ['pending'], to: 'handling', values: { takenBy: staffId, ...staffNote(body) } });
    return presentForStaff(tx, row);
  }

  /** Grants `amountVnd` (at most the cap, judged under the subject's lock) with words for the customer. */
  async function accept(
    tx: Tx,
    { id, staffId, body }: { id: number; staffId: number; body: AcceptComplaintRequest },
  ): Promise<StaffComplaint> {
    const found = await findComplaint(tx, { id, lock: true });
    if (!found) throw errors.notFound();
    if (found.status !== 'handling') throw errors.invalidState();
    const subject = await findSubject(tx, { type: found.subjectType, id: found.subjectId, lock: true });
    if (!subject) throw errors.notFound();
    const items = await complaintItemsOf(tx, { complaintId: id });
    const itemsValueVnd = found.subjectType === 'order' ? items.reduce((total, item) => total + item.valueVnd, 0) : null;
    const cap = await capOf(tx, subject, { exceptId: id, itemsValueVnd });
    if (body.amountVnd > cap) throw amountAboveCap(cap);
    const row = await step(tx, {
      id,
      staffId,
      from: ['handling'],
      to: 'accepted',
      note: body.note || null,
      values: { acceptedVnd: body.amountVnd },
    });
    return presentForStaff(tx, row);
  }

  async function reject(
    tx: Tx,
    { id, staffId, body }: { id: number; staffId: number; body: RejectComplaintRequest },
  ): Promise<StaffComplaint> {
    const row = await step(tx, {
      id,
      staffId,
      from: ['pending', 'handling'],
      to: 'rejected',
      note: body.reason,
      values: { rejectReason: body.reason },
    });
    return presentForStaff(tx, row);
  }

  /**
   * Credits the granted amount to the customer's wallet (cause `complaint`). The move from
   * `accepted` is conditional and in the same transaction as the credit, so however many refunds
   * run at once, the wallet is credited once.
   */
  async function refund(
    tx: Tx,
    { id, staffId, body }: { id: number; staffId: number; body: ComplaintStepRequest },
  ): Promise<StaffComplaint> {
    const found = await findComplaint(tx, { id, lock: true });
    if (!found) throw errors.notFound();
    if (found.status !== 'accepted' || found.acceptedVnd === null) throw errors.invalidState();
    const row = await step(tx, {
      id,
      staffId,
      from: ['accepted'],
      to: 'refunded',
      values: { refundedVnd: found.acceptedVnd, ...staffNote(body) },
    });
    await creditFor(tx, {
      userId: row.userId,
      amountVnd: found.acceptedVnd,
      cause: { type: 'complaint', id: row.id },
      note: row.code,
      createdBy: staffId,
      now: row.updatedAt,
    });
    return presentForStaff(tx, row);
  }

  async function close(
    tx: Tx,
    { id, staffId, body }: { id: number; staffId: number; body: ComplaintStepRequest },
  ): Promise<StaffComplaint> {
    const row = await step(tx, { id, staffId, from: ['refunded', 'rejected'], to: 'closed', values: staffNote(body) });
    return presentForStaff(tx, row);
  }

  return { create, get, list, addPhoto, getForStaff, listForStaff, take, accept, reject, refund, close };
}

export type ComplaintService = ReturnType<typeof createComplaintService>;
