import type { SnapshotFrom } from 'xstate';
import { rechargeMachine } from '../../machines/recharge';
import { creditedRecharge, pendingRecharge } from '../../tests/fixtures/wallet';
import { actorDone, actorFailed, describeMachine } from './walk';

type RechargeSnapshot = SnapshotFrom<typeof rechargeMachine>;

export const rechargeWalk = describeMachine({
  name: 'recharge',
  description:
    "Topping up the wallet by bank transfer (`/wallet/recharge`): the amount, `POST /Wallet/Recharge` with an Idempotency-Key, then the VietQR, bank account and memo while `GET /Wallet/Recharge/{id}` is checked every 5 s (and at once when the page becomes visible again) until the request is credited (thành công; src/ refreshes the wallet), needs review (cần kiểm tra; checked every 30 s) or has expired (hết hạn; a late transfer may still credit). A failed create goes back to the form with its error; sending the same amount again reuses the attempt's key, another amount takes the fresh key the event carries. `recharge.resume` (`?id=` in the address) goes straight to the state of a loaded request; `recharge.again` starts over.",
  machine: rechargeMachine,
  inputs: [{ name: 'an empty form', input: undefined }],
  // Offer each event only where it means something, so the graph stays small.
  events: (snapshot: RechargeSnapshot) => {
    const { attempt, recharge: loaded, error } = snapshot.context;
    const fresh = attempt === null && loaded === null && error === null;
    return [
      { type: 'recharge.submit', amountVnd: 200_000, freshKey: 'key-1' },
      // Another amount after a failure: a new request with a new key.
      ...(error ? [{ type: 'recharge.submit', amountVnd: 500_000, freshKey: 'key-2' } as const] : []),
      ...(fresh && snapshot.matches('editing')
        ? [
            { type: 'recharge.resume', recharge: pendingRecharge } as const,
            { type: 'recharge.resume', recharge: creditedRecharge } as const,
          ]
        : []),
      actorDone('createRecharge', pendingRecharge),
      actorFailed(
        'createRecharge',
        Object.assign(new Error('Máy chủ không phản hồi kịp. Vui lòng thử lại.'), { status: null, code: 'timeout' }),
      ),
      { type: 'recharge.check' },
      actorDone('checkRecharge', creditedRecharge),
      actorDone('checkRecharge', { ...pendingRecharge, status: 'review' }),
      actorDone('checkRecharge', { ...pendingRecharge, status: 'expired' }),
      actorFailed('checkRecharge', Object.assign(new Error('Network Error'), { status: null, code: 'network-request-failed' })),
      { type: 'recharge.again' },
    ];
  },
});
