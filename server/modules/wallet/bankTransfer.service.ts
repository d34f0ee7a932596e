import type { BankTransfer, BankTransferRequest } from '../../../contract/wallet';
import type { BankTransferStatus } from '../../../contract/walletStatus';
import type { Db, Tx } from '../../db/connect';
import { findTransferByReference, insertTransferOnce, listTransfers, setTransferOutcome } from './bankTransfer.queries';
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
    const recharges = await findRechargesByMemos(tx, { memos: memosIn(transfer.memo) });
    const target =
      recharges.find((r) => r.amountVnd === transfer.amountVnd && (r.status === 'pending' || r.status === 'expired')) ?? recharges[0];
    if (!target) return setTransferOutcome(tx, { id: transfer.id, status: 'review', rechargeId: null });
    if (target.amountVnd !== transfer.amountVnd) {
      await markRechargeForReview(tx, { id: target.id });
      return setTransferOutcome(tx, { id: transfer.id, status: 'review', rechargeId: target.id });
    }
    const credited = await creditRecharge(tx, { id: target.id, from: ['pending', 'expired'], confirmedBy: null, now: at });
    return setTransferOutcome(tx, { id: transfer.id, status: credited ? 'matched' : 'review', rechargeId: target.id });
  }

  async function list(query: { status?: BankTransferStatus; q?: string; page: number; pageSize: number }): Promise<Page<BankTransfer>> {
    return pageOfRows(await listTransfers(db, query), query, toBankTransfer);
  }

  return { record, list };
}

export type BankTransferService = ReturnType<typeof createBankTransferService>;
