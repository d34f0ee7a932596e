import { findBank } from '../../../contract/banks';
import type { Recharge, StaffRecharge } from '../../../contract/wallet';
import type { RechargeStatus } from '../../../contract/walletStatus';
import { buildVietQr } from '../../../contract/vietqr';
import type { Db, Tx } from '../../db/connect';
import { errors } from '../../errors';
import { currentSettings } from '../settings/settings.store';
import { markTransferResolved } from './bankTransfer.queries';
import { assertAmountWithin } from './limits';
import { creditRecharge } from './rechargeCredit';
import { newRechargeMemo } from './rechargeMemo';
import { findRecharge, insertRechargeUnlessMemoTaken, listRecharges } from './recharge.queries';
import { customerCodeOf } from './wallet.queries';
import { toRecharge, toStaffRecharge } from './wallet.present';
import { pageOfRows, type Page } from '../../db/paging';
import { noReceivingAccount } from './wallet.errors';

/** Two customers never share a code and one customer has 32⁴ suffixes: a few draws always suffice. */
const MEMO_ATTEMPTS = 8;

export function createRechargeService({ db, now }: { db: Db; now: () => Date }) {
  /** A request to top up by bank transfer: the memo and QR the customer pays with. */
  async function create(tx: Tx, { userId, amountVnd }: { userId: number; amountVnd: number }): Promise<Recharge> {
    const { settings } = await currentSettings(tx);
    const { limits } = settings;
    assertAmountWithin('amountVnd', amountVnd, { min: limits.rechargeMinVnd, max: limits.rechargeMaxVnd });
    const account = settings.bankAccounts.find((candidate) => candidate.active);
    if (!account) throw noReceivingAccount();
    const customerCode = await customerCodeOf(tx, { userId });
    if (!customerCode) throw errors.unauthorized();

    // A snapshot: the customer must pay the account they were shown even if settings change later.
    const bankAccount = {
      bankBin: account.bankBin,
      bankName: findBank(account.bankBin)?.shortName ?? account.bankBin,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
    };
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + limits.rechargeExpiryMinutes * 60_000);
    for (let attempt = 0; attempt < MEMO_ATTEMPTS; attempt += 1) {
      const memo = newRechargeMemo(customerCode);
      const qrPayload = buildVietQr({ bankBin: account.bankBin, accountNumber: account.accountNumber, amountVnd, memo });
      const row = await insertRechargeUnlessMemoTaken(tx, { userId, amountVnd, memo, bankAccount, qrPayload, expiresAt, createdAt });
      if (row) return toRecharge(row, createdAt);
    }
    throw new Error(`no free recharge memo for ${customerCode} after ${MEMO_ATTEMPTS} draws`);
  }

  async function get({ userId, id }: { userId: number; id: number }): Promise<Recharge> {
    const row = await findRecharge(db, { id, userId });
    if (!row) throw errors.notFound();
    return toRecharge(row, now());
  }

  async function list(query: { userId: number; page: number; pageSize: number }): Promise<Page<Recharge>> {
    const at = now();
    return pageOfRows(await listRecharges(db, { ...query, now: at }), query, ({ recharge }) => toRecharge(recharge, at));
  }

  async function listForStaff(query: {
    status?: RechargeStatus;
    q?: string;
    page: number;
    pageSize: number;
  }): Promise<Page<StaffRecharge>> {
    const at = now();
    return pageOfRows(await listRecharges(db, { ...query, now: at }), query, (row) => toStaffRecharge(row.recharge, row.customerCode, at));
  }

  /**
   * Staff credit a recharge by hand (a line in review, a transfer that arrived late or short),
   * with what really arrived, and close the bank line they matched it to.
   */
  async function confirm(
    tx: Tx,
    { staffId, id, amountVnd, bankTransferId }: { staffId: number; id: number; amountVnd?: number; bankTransferId?: number },
  ): Promise<StaffRecharge> {
    const at = now();
    if (amountVnd !== undefined) {
      // A typed amount is a staff decision like an adjustment, so it has the same ceiling.
      const { settings } = await currentSettings(tx);
      assertAmountWithin('amountVnd', amountVnd, { max: settings.limits.adjustMaxVnd });
    }
    const recharge = await creditRecharge(tx, {
      id,
      from: ['pending', 'review', 'expired'],
      creditedVnd: amountVnd,
      confirmedBy: staffId,
      now: at,
    });
    if (!recharge) throw (await findRecharge(tx, { id })) ? errors.invalidState() : errors.notFound();
    if (bankTransferId !== undefined) await markTransferResolved(tx, { id: bankTransferId, rechargeId: id });
    const customerCode = (await customerCodeOf(tx, { userId: recharge.userId })) ?? '';
    return toStaffRecharge(recharge, customerCode, at);
  }

  return { create, get, list, listForStaff, confirm };
}

export type RechargeService = ReturnType<typeof createRechargeService>;
