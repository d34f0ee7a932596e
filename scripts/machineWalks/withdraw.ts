import { withdrawMachine } from '../../machines/withdraw';
import { sampleWithdrawal, withdrawRequest } from '../../tests/fixtures/wallet';
import { actorDone, actorFailed, apiFailure, describeMachine } from './walk';

export const withdrawWalk = describeMachine({
  name: 'withdraw',
  description:
    'Withdrawing to a bank account (`/wallet/withdraw`): the form, a summary to confirm ("Xác nhận rút tiền" / "Sửa lại"), `POST /Wallet/Withdraw` with an Idempotency-Key, the created request (chờ xử lý, amount held). src/ makes a fresh key for every review; the key of an attempt whose outcome is unknown (no answer, timeout, 5xx, 409 `conflict`) is kept while the request stays the same, so a retry never holds twice. A refusal (insufficient funds, invalid input) goes back to the form with the error and drops the key.',
  machine: withdrawMachine,
  inputs: [{ name: 'an empty form', input: undefined }],
  events: [
    { type: 'withdraw.review', request: withdrawRequest, idempotencyKey: 'key-1' },
    // The same request reviewed again with a new key: an open attempt keeps its own.
    { type: 'withdraw.review', request: withdrawRequest, idempotencyKey: 'key-2' },
    { type: 'withdraw.review', request: { ...withdrawRequest, amountVnd: 800_000 }, idempotencyKey: 'key-3' },
    { type: 'withdraw.confirm' },
    { type: 'withdraw.edit' },
    { type: 'withdraw.again' },
    actorDone('submitWithdrawal', sampleWithdrawal),
    actorFailed('submitWithdrawal', apiFailure('Network Error', null, 'network-request-failed')),
    actorFailed('submitWithdrawal', apiFailure('Số dư khả dụng không đủ', 409, 'insufficient-funds')),
  ],
});
