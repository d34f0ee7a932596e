import type { AdjustWalletResponse } from '../../../contract/wallet';
import type { Tx } from '../../db/connect';
import { errors } from '../../errors';
import { currentSettings } from '../settings/settings.store';
import { assertAmountWithin } from './limits';
import { toTransaction } from './wallet.present';
import { credit, customerCodeOf, debit, findWallet } from './wallet.queries';

/**
 * Staff corrections: a new ledger entry, never an edit of an old one. The adjustment has no object
 * of its own — the entry is the adjustment (its note is the reason, created_by the staff member) —
 * so its cause id is the adjusted customer's id: `cause: { type: 'adjustment', id: userId }`.
 */
export function createAdjustService({ now }: { now: () => Date }) {
  async function adjust(
    tx: Tx,
    { staffId, userId, amountVnd, reason }: { staffId: number; userId: number; amountVnd: number; reason: string },
  ): Promise<AdjustWalletResponse> {
    const { limits } = (await currentSettings(tx)).settings;
    assertAmountWithin('amountVnd', Math.abs(amountVnd), { max: limits.adjustMaxVnd });
    if ((await customerCodeOf(tx, { userId })) === undefined) throw errors.userNotFound();
    const movement = {
      userId,
      amountVnd: Math.abs(amountVnd),
      type: 'adjustment' as const,
      cause: { type: 'adjustment' as const, id: userId },
      note: reason,
      createdBy: staffId,
      now: now(),
    };
    // A debit may only take what is not held for pending withdrawals.
    const entry = amountVnd > 0 ? await credit(tx, movement) : await debit(tx, { ...movement, from: 'available' });
    return { transaction: toTransaction(entry), wallet: await findWallet(tx, { userId }) };
  }

  return { adjust };
}

export type AdjustService = ReturnType<typeof createAdjustService>;
