import { bankImportMachine } from '../../machines/bankImport';
import { actorDone, actorFailed, apiFailure, describeMachine } from './walk';

const line = { bankReference: 'FT26331000123', amountVnd: 500_000, memo: 'NAP MHABCDE X4TZ' };
const transfer = { id: 7, ...line, status: 'matched' as const, rechargeId: 12, createdAt: '2026-11-27T03:00:00.000Z' };

export const bankImportWalk = describeMachine({
  name: 'bankImport',
  description:
    "Importing a bank's statement export on `/staff/bankLines`: the lines read from the CSV are previewed (`POST /Staff/BankTransfer/Preview`, nothing written), staff confirm, and the lines not yet in the books are recorded one by one (`POST /Staff/BankTransfer`, keyed by the bank reference). A line without an answer pauses the import there; resuming sends it again with the same key, so nothing is credited twice. A refused line is noted and the import goes on.",
  machine: bankImportMachine,
  inputs: [{ name: 'no file yet', input: undefined }],
  events: () => [
    { type: 'import.preview', lines: [line] },
    { type: 'import.confirm' },
    { type: 'import.resume' },
    { type: 'import.reset' },
    actorDone('previewLines', [{ bankReference: line.bankReference, verdict: 'credit', transfer: null, recharge: null }]),
    actorFailed('previewLines', apiFailure('Network Error', null, 'network-request-failed')),
    actorDone('recordLine', transfer),
    actorFailed('recordLine', apiFailure('Network Error', null, 'network-request-failed')),
    actorFailed('recordLine', apiFailure('Nội dung quá dài', 400, 'validation-failed')),
  ],
});
