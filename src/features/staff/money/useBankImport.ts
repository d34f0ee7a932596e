import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { bankImportMachine } from '../../../../machines/bankImport';
import { useApi } from '../../../api/ApiProvider';
import { previewBankLines, recordBankLine, refreshStaffMoney } from '../../../api/staffWallet';

export type BankImport = ActorRefFrom<typeof bankImportMachine>;

/** The statement import with its effects: the preview and the line endpoints, the money tables' refresh. */
export function useBankImport(): BankImport {
  const api = useApi();
  const queryClient = useQueryClient();
  return useActorRef(
    bankImportMachine.provide({
      actors: {
        previewLines: fromPromise(({ input }) => previewBankLines(api, input.lines)),
        recordLine: fromPromise(({ input }) => recordBankLine(api, input.line)),
      },
      actions: { linesRecorded: () => refreshStaffMoney(queryClient) },
    }),
  );
}
