import type { RechargeStatus } from '../../../contract/walletStatus';
import type { Tx } from '../../db/connect';
import { appUrls } from '../notifications/notificationUrls';
import { notify } from '../notifications/notifications.service';
import { markRechargeSucceeded } from './recharge.queries';
import type { RechargeRow } from './wallet.present';
import { credit } from './wallet.queries';

/**
 * The one way a recharge becomes money, used by a matching bank line and by a staff confirmation:
 * the status change and the credit happen in the caller's transaction, and the status change is
 * conditional, so a recharge is credited once however many lines or clicks race for it.
 * Undefined when the recharge was not in one of the `from` states (already credited, in review…).
 * The customer is told, in the same transaction.
 */
export async function creditRecharge(
  tx: Tx,
  input: { id: number; from: RechargeStatus[]; creditedVnd?: number; confirmedBy: number | null; now: Date },
): Promise<RechargeRow | undefined> {
  const recharge = await markRechargeSucceeded(tx, input);
  if (!recharge) return undefined;
  await credit(tx, {
    userId: recharge.userId,
    amountVnd: recharge.creditedVnd ?? recharge.amountVnd,
    type: 'recharge',
    cause: { type: 'recharge', id: recharge.id },
    createdBy: input.confirmedBy,
    now: input.now,
  });
  await notify(tx, {
    userId: recharge.userId,
    event: 'money.recharge-credited',
    url: appUrls.recharge(recharge.id),
    values: { amountVnd: recharge.creditedVnd ?? recharge.amountVnd },
    now: input.now,
  });
  return recharge;
}
