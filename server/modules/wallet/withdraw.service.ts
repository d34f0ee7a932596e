import type { CreateWithdrawRequest, StaffWithdraw, Withdraw } from '../../../contract/wallet';
import type { WithdrawStatus } from '../../../contract/walletStatus';
import type { Db, Tx } from '../../db/connect';
import { appUrls } from '../notifications/notificationUrls';
import { notify } from '../notifications/notifications.service';
import { errors } from '../../errors';
import { currentSettings } from '../settings/settings.store';
import { assertAmountWithin } from './limits';
import { closePendingWithdraw, findWithdraw, insertWithdraw, listWithdraws } from './withdraw.queries';
import { toStaffWithdraw, toWithdraw, type WithdrawRow } from './wallet.present';
import { pageOfRows, type Page } from '../../db/paging';
import { customerCodeOf, debit, hold, releaseHold } from './wallet.queries';
import type { PhotoUpload } from '../../plugins/staffPhotoRoute';
import { recordAudit } from '../../audit/audit';
import { addWithdrawProof } from './withdrawProofs';

/**
 * A withdrawal holds its amount while pending (available = balance − held), so the customer cannot
 * spend it twice; the money leaves the balance, with a ledger entry, only when staff pay it out.
 */
/** Staff paid it or refused it: the customer hears; their own cancel tells them nothing new. */
async function tellWithdraw(tx: Tx, { row, at }: { row: WithdrawRow; at: Date }): Promise<void> {
  const { userId, amountVnd } = row;
  const url = appUrls.withdrawals();
  if (row.status === 'completed') await notify(tx, { userId, event: 'money.withdraw-paid', url, values: { amountVnd }, now: at });
  if (row.status === 'rejected') {
    await notify(tx, { userId, event: 'money.withdraw-refused', url, values: { amountVnd, reason: row.note ?? '' }, now: at });
  }
}

export function createWithdrawService({ db, now }: { db: Db; now: () => Date }) {
  async function create(tx: Tx, { userId, request }: { userId: number; request: CreateWithdrawRequest }): Promise<Withdraw> {
    const { limits } = (await currentSettings(tx)).settings;
    assertAmountWithin('amountVnd', request.amountVnd, { min: limits.withdrawMinVnd, max: limits.withdrawMaxVnd });
    const at = now();
    await hold(tx, { userId, amountVnd: request.amountVnd, now: at });
    const row = await insertWithdraw(tx, {
      userId,
      amountVnd: request.amountVnd,
      bankBin: request.bankBin,
      accountNumber: request.accountNumber,
      // Banks show holder names in capitals without accents; compare like with like when paying.
      accountName: request.accountName.toUpperCase(),
      createdAt: at,
      updatedAt: at,
    });
    return toWithdraw(row);
  }

  async function get({ userId, id }: { userId: number; id: number }): Promise<Withdraw> {
    const row = await findWithdraw(db, { id, userId });
    if (!row) throw errors.notFound();
    return toWithdraw(row);
  }

  async function list(query: { userId: number; page: number; pageSize: number }): Promise<Page<Withdraw>> {
    return pageOfRows(await listWithdraws(db, query), query, ({ withdraw }) => toWithdraw(withdraw));
  }

  async function listForStaff(query: {
    status?: WithdrawStatus;
    q?: string;
    page: number;
    pageSize: number;
  }): Promise<Page<StaffWithdraw>> {
    return pageOfRows(await listWithdraws(db, query), query, (row) => toStaffWithdraw(row.withdraw, row.customerCode));
  }

  /**
   * Moves a pending withdrawal to its end state and settles the hold in the same transaction:
   * paid out (balance and hold both drop, ledger entry) or given back (hold released).
   * `userId` limits it to the customer's own request.
   */
  async function close(
    tx: Tx,
    input: { id: number; userId?: number; status: 'completed' | 'cancelled' | 'rejected'; note: string | null; processedBy: number | null },
  ): Promise<WithdrawRow> {
    const at = now();
    const row = await closePendingWithdraw(tx, { ...input, now: at });
    if (!row) throw (await findWithdraw(tx, { id: input.id, userId: input.userId })) ? errors.invalidState() : errors.notFound();
    if (input.status === 'completed') {
      await debit(tx, {
        userId: row.userId,
        amountVnd: row.amountVnd,
        from: 'held',
        type: 'withdraw',
        cause: { type: 'withdraw', id: row.id },
        createdBy: input.processedBy,
        now: at,
      });
    } else {
      await releaseHold(tx, { userId: row.userId, amountVnd: row.amountVnd, now: at });
    }
    await tellWithdraw(tx, { row, at });
    return row;
  }

  async function cancel(tx: Tx, { userId, id }: { userId: number; id: number }): Promise<Withdraw> {
    return toWithdraw(await close(tx, { id, userId, status: 'cancelled', note: null, processedBy: null }));
  }

  async function complete(tx: Tx, { staffId, id, reference }: { staffId: number; id: number; reference: string }): Promise<StaffWithdraw> {
    return forStaff(tx, { row: await close(tx, { id, status: 'completed', note: reference, processedBy: staffId }) });
  }

  async function reject(tx: Tx, { staffId, id, reason }: { staffId: number; id: number; reason: string }): Promise<StaffWithdraw> {
    return forStaff(tx, { row: await close(tx, { id, status: 'rejected', note: reason, processedBy: staffId }) });
  }

  /** Attaches a picture of the transfer receipt; the customer sees it on the withdrawal. */
  async function addProof({ id, photo, staffId }: PhotoUpload): Promise<StaffWithdraw> {
    return db.transaction(async (tx) => {
      const added = await addWithdrawProof(tx, { withdrawId: id, photo, staffId, now: now() });
      if (added) await recordAudit(tx, { actorId: staffId, action: 'withdrawal.proof', objectType: 'withdrawal', objectId: id });
      const row = await findWithdraw(tx, { id });
      if (!row) throw errors.notFound();
      return forStaff(tx, { row });
    });
  }

  async function forStaff(tx: Tx, { row }: { row: WithdrawRow }): Promise<StaffWithdraw> {
    return toStaffWithdraw(row, (await customerCodeOf(tx, { userId: row.userId })) ?? '');
  }

  return { create, get, list, listForStaff, cancel, complete, reject, addProof };
}

export type WithdrawService = ReturnType<typeof createWithdrawService>;
