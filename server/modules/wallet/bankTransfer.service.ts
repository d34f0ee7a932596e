import type { BankLinePreview, BankTransfer, BankTransferRequest } from '../../../contract/wallet';
import type { BankTransferStatus } from '../../../contract/walletStatus';
import type { Db, Tx } from '../../db/connect';
import { appUrls } from '../notifications/notificationUrls';
import { notify } from '../notifications/notifications.service';
import {
  findTransferByReference,
  findTransfersByReferences,
  insertTransferOnce,
  listTransfers,
  setTransferOutcome,
} from './bankTransfer.queries';
import { lineVerdict } from './lineVerdict';
import { customerCodesOf } from './wallet.queries';
import { creditRecharge } from './rechargeCredit';
import { memosIn } from './rechargeMemo';
import { findRechargesByMemos, markRechargeForReview } from './recharge.queries';
import { toBankTransfer, type BankTransferRow } from './wallet.present';
import { pageOfRows, type Page } from '../../db/paging';

/** Who reported the line: the bank's webhook, or a staff member typing it from the statement. */
export type TransferSource = { kind: 'webhook' } | { kind: 'staff'; staffId: number };

export function createBankTransferService({ db, now }: { db: Db; now: () => Date }) {
  /**
   * Records an incoming line and credits the recharge it pays for. `created` is false for a line
   * already recorded under the same bank reference: nothing changes and the first record comes back.
   */
  async function record(
    tx: Tx,
    { line, source }: { line: BankTransferRequest; source: TransferSource },
  ): Promise<{ transfer: BankTransfer; created: boolean }> {
    const at = now();
    const inserted = await insertTransferOnce(tx, {
      bankReference: line.bankReference,
      amountVnd: line.amountVnd,
      memo: line.memo,
      // Provisional: settled below, in this transaction, before anyone else can see it.
      status: 'review',
      source: source.kind,
      createdBy: source.kind === 'staff' ? source.staffId : null,
      createdAt: at,
    });
    if (!inserted) {
      const first = await findTransferByReference(tx, { bankReference: line.bankReference });
      if (!first) throw new Error(`bank reference ${line.bankReference} conflicted but is not stored`);
      return { transfer: toBankTransfer(first), created: false };
    }
    return { transfer: toBankTransfer(await match(tx, { transfer: inserted, at })), created: true };
  }

  /**
   * Memo and amount equal → the recharge is credited and the line `matched`. Memo found with another
   * amount → both go to review for staff. No memo → the line waits in review. A recharge that is
   * already credited is never credited again: its line goes to review too (someone paid twice).
   */
  async function match(tx: Tx, { transfer, at }: { transfer: BankTransferRow; at: Date }): Promise<BankTransferRow> {
    const verdict = lineVerdict(await findRechargesByMemos(tx, { memos: memosIn(transfer.memo) }), transfer.amountVnd);
    if (verdict.kind === 'noRecharge') return setTransferOutcome(tx, { id: transfer.id, status: 'review', rechargeId: null });
    const rechargeId = verdict.recharge.id;
    if (verdict.kind === 'amountDiffers') {
      const review = await markRechargeForReview(tx, { id: rechargeId });
      // The customer paid and sees no money yet: they hear it is being checked ("cần kiểm tra").
      if (review) {
        const { userId, amountVnd } = review;
        await notify(tx, { userId, event: 'money.recharge-review', url: appUrls.recharge(rechargeId), values: { amountVnd }, now: at });
      }
      return setTransferOutcome(tx, { id: transfer.id, status: 'review', rechargeId });
    }
    // An open recharge may still be credited by a racing line or click: the conditional credit decides.
    const credited =
      verdict.kind === 'credit' && (await creditRecharge(tx, { id: rechargeId, from: ['pending', 'expired'], confirmedBy: null, now: at }));
    return setTransferOutcome(tx, { id: transfer.id, status: credited ? 'matched' : 'review', rechargeId });
  }

  /**
   * What each line of a statement would do if recorded now, writing nothing: staff look before
   * an import credits anyone. A line already recorded (by its bank reference) is said so.
   */
  async function preview(lines: readonly BankTransferRequest[]): Promise<BankLinePreview[]> {
    const recorded = await findTransfersByReferences(db, { bankReferences: lines.map((line) => line.bankReference) });
    const memos = [...new Set(lines.flatMap((line) => memosIn(line.memo)))];
    const recharges = await findRechargesByMemos(db, { memos });
    const codes = await customerCodesOf(db, { userIds: [...new Set(recharges.map((r) => r.userId))] });
    return lines.map((line) => {
      const earlier = recorded.get(line.bankReference);
      if (earlier) return { bankReference: line.bankReference, verdict: 'recorded', transfer: toBankTransfer(earlier), recharge: null };
      const named = new Set(memosIn(line.memo));
      const verdict = lineVerdict(
        recharges.filter((r) => named.has(r.memo)),
        line.amountVnd,
      );
      return {
        bankReference: line.bankReference,
        verdict: verdict.kind,
        transfer: null,
        recharge: verdict.recharge && {
          id: verdict.recharge.id,
          amountVnd: verdict.recharge.amountVnd,
          customerCode: codes.get(verdict.recharge.userId) ?? '',
        },
      };
    });
  }

  async function list(query: { status?: BankTransferStatus; q?: string; page: number; pageSize: number }): Promise<Page<BankTransfer>> {
    return pageOfRows(await listTransfers(db, query), query, toBankTransfer);
  }

  return { record, preview, list };
}

export type BankTransferService = ReturnType<typeof createBankTransferService>;
