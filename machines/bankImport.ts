import { assign, setup } from 'xstate';
import type { BankLinePreview, BankTransfer, BankTransferRequest } from '../contract/wallet';
import { failureOf, refused, type RequestFailure } from './failure';
import { providedBy } from './providedBy';

/**
 * Importing a bank's statement export (`/staff/bankLines`): the lines read from the file are
 * previewed by the server (what each would credit, nothing written), staff look and confirm, then
 * the new lines are recorded one by one with progress. Pure logic: reading the file and the
 * requests are provided by src/features/staff/money/useBankImport.ts.
 *
 * A line is recorded under an Idempotency-Key derived from its bank reference, so a line whose
 * answer was lost is sent again as it was: a dropped connection pauses the import at that line
 * and "Tiếp tục" resumes it there, crediting nothing twice. A line the server refuses is noted and
 * the import goes on with the next.
 */

export type LineResult = { bankReference: string; transfer: BankTransfer | null; error: RequestFailure | null };

export type BankImportContext = {
  /** The lines of the file, in its order. */
  lines: BankTransferRequest[];
  /** The server's verdict for each line, in the same order. */
  previews: BankLinePreview[];
  /** The lines to record: those the books do not have yet. */
  toRecord: BankTransferRequest[];
  /** One per recorded or refused line, in order; its length is the next line's index. */
  results: LineResult[];
  /** Why the preview failed, or why the import paused. */
  error: RequestFailure | null;
};

export type BankImportEvent =
  /** The lines read from the file, after the columns were chosen. */
  | { type: 'import.preview'; lines: BankTransferRequest[] }
  /** Staff confirmed: record the new lines. */
  | { type: 'import.confirm' }
  /** After a dropped connection: go on from the line that did not answer. */
  | { type: 'import.resume' }
  /** Start again with another file. */
  | { type: 'import.reset' };

export type BankImportTag = 'busy';

const empty: BankImportContext = { lines: [], previews: [], toRecord: [], results: [], error: null };

export const bankImportMachine = setup({
  types: { context: {} as BankImportContext, events: {} as BankImportEvent, tags: {} as BankImportTag },
  actors: {
    /** POST /Staff/BankTransfer/Preview. */
    previewLines: providedBy<BankLinePreview[], { lines: BankTransferRequest[] }>(
      'previewLines',
      'src/features/staff/money/useBankImport.ts',
    ),
    /** POST /Staff/BankTransfer under the line's own key (`bank-line-<reference>`). */
    recordLine: providedBy<BankTransfer, { line: BankTransferRequest }>('recordLine', 'src/features/staff/money/useBankImport.ts'),
  },
  actions: {
    /** The money tables and the dashboard's counts are stale once lines are in the books. */
    linesRecorded: () => {},
  },
  guards: {
    refused,
    moreToRecord: ({ context }) => context.results.length < context.toRecord.length,
  },
}).createMachine({
  id: 'bankImport',
  context: empty,
  initial: 'choosing',
  on: { 'import.reset': { target: '.choosing', actions: assign(() => empty) } },
  states: {
    /** No file yet, or a file whose lines are being mapped to columns. */
    choosing: {
      on: {
        'import.preview': { target: 'previewing', actions: assign(({ event }) => ({ ...empty, lines: event.lines })) },
      },
    },
    previewing: {
      tags: ['busy'],
      invoke: {
        id: 'previewLines',
        src: 'previewLines',
        input: ({ context }) => ({ lines: context.lines }),
        onDone: {
          target: 'reviewing',
          actions: assign(({ context, event }) => ({
            previews: event.output,
            toRecord: context.lines.filter((_, index) => event.output[index]?.verdict !== 'recorded'),
          })),
        },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => failureOf(event.error) }) },
      },
    },
    /** The preview on screen: staff confirm, or start again. */
    reviewing: {
      on: { 'import.confirm': [{ guard: ({ context }) => context.toRecord.length > 0, target: 'recording' }] },
    },
    recording: {
      initial: 'line',
      states: {
        line: {
          tags: ['busy'],
          invoke: {
            id: 'recordLine',
            src: 'recordLine',
            input: ({ context }) => ({ line: context.toRecord[context.results.length]! }),
            onDone: {
              target: 'next',
              actions: assign({
                results: ({ context, event }) => [
                  ...context.results,
                  { bankReference: event.output.bankReference, transfer: event.output, error: null },
                ],
                error: null,
              }),
            },
            onError: [
              {
                guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
                target: 'next',
                actions: assign({
                  results: ({ context, event }) => [
                    ...context.results,
                    {
                      bankReference: context.toRecord[context.results.length]!.bankReference,
                      transfer: null,
                      error: failureOf(event.error),
                    },
                  ],
                }),
              },
              { target: 'paused', actions: assign({ error: ({ event }) => failureOf(event.error) }) },
            ],
          },
        },
        next: { always: [{ guard: 'moreToRecord', target: 'line' }, { target: '#bankImport.done' }] },
        /** No answer for this line: its outcome is open until it is sent again with the same key. */
        paused: { entry: 'linesRecorded', on: { 'import.resume': { target: 'line' } } },
      },
    },
    done: { entry: 'linesRecorded' },
  },
});
