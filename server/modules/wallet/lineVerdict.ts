import type { RechargeRow } from './wallet.present';

/**
 * What a statement line should do to the recharges its memo names, decided in one place for the
 * line that is recorded (bankTransfer.service.ts) and for the import preview that writes nothing:
 * - `credit`: memo and amount equal a recharge still waiting for its money;
 * - `amountDiffers`: the memo names a recharge but another amount came (both go to review);
 * - `alreadySettled`: the recharge was credited or closed already (someone paid twice);
 * - `noRecharge`: no memo of ours in the line.
 */
export type LineVerdict =
  { kind: 'credit' | 'amountDiffers' | 'alreadySettled'; recharge: RechargeRow } | { kind: 'noRecharge'; recharge: null };

export function lineVerdict(recharges: readonly RechargeRow[], amountVnd: number): LineVerdict {
  const open = (r: RechargeRow) => r.status === 'pending' || r.status === 'expired';
  const target = recharges.find((r) => r.amountVnd === amountVnd && open(r)) ?? recharges[0];
  if (!target) return { kind: 'noRecharge', recharge: null };
  if (target.amountVnd !== amountVnd) return { kind: 'amountDiffers', recharge: target };
  return { kind: open(target) ? 'credit' : 'alreadySettled', recharge: target };
}
