import { vi, type Mock } from 'vitest';
import {
  createActor,
  fromPromise,
  waitFor,
  type ActorOptions,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  type InputFrom,
} from 'xstate';

/** A refusal or failure as src/api raises it: a status (null when no answer came) and a code. */
export const apiError = (status: number | null, code: string) => Object.assign(new Error(code), { status, code, details: [] });

/** The next scripted answer: thrown when it is an error, and an error when none is left. */
export const next = <T>(answers: Array<T | Error>): T => {
  const answer = answers.shift() ?? new Error('no answer scripted');
  if (answer instanceof Error) throw answer;
  return answer;
};

/**
 * The three calls of a flow that moves money (load, quote, create) answering from a script, in
 * order; the quote and create calls are recorded for the test to read.
 */
export function scriptedPayCalls<TLoaded, TQuoteInput, TQuote, TCreateInput, TCreated>(script: {
  loads: Array<TLoaded | Error>;
  quotes?: Array<TQuote | Error>;
  creates?: Array<TCreated | Error>;
}) {
  const quotes = script.quotes ?? [];
  const creates = script.creates ?? [];
  const quoteCalls: TQuoteInput[] = [];
  const createCalls: TCreateInput[] = [];
  return {
    quoteCalls,
    createCalls,
    load: fromPromise<TLoaded>(async () => next(script.loads)),
    quote: fromPromise<TQuote, TQuoteInput>(async ({ input }) => {
      quoteCalls.push(input);
      return next(quotes);
    }),
    create: fromPromise<TCreated, TCreateInput>(async ({ input }) => {
      createCalls.push(input);
      return next(creates);
    }),
  };
}

/** Resolves once the flow waits on the person again: not loading, quoting or paying. */
export const settledOf = (actor: AnyActorRef) => () =>
  waitFor(actor, (s) => !(['loading', 'quoting', 'paying'] as const).some((state) => s.matches(state)));

/**
 * A flow that moves money (machines/payFlow.ts) started on a scripted server: its three actors
 * (named as the machine names them) answer from `script`, and every effect is recorded: the saved
 * choices, `forgetChoices`, `refreshWallet` and the flow's own refresh after paying.
 */
export function startPayFlow<
  TMachine extends AnyStateMachine,
  TLoaded,
  TQuoteInput,
  TQuote,
  TCreateInput,
  TCreated,
  TRefresh extends string,
>(
  machine: TMachine,
  names: { load: string; quote: string; create: string; refresh: TRefresh },
  script: { loads: Array<TLoaded | Error>; quotes?: Array<TQuote | Error>; creates?: Array<TCreated | Error> },
  input?: InputFrom<TMachine>,
) {
  const calls = scriptedPayCalls<TLoaded, TQuoteInput, TQuote, TCreateInput, TCreated>(script);
  const saved: Array<{ choices: unknown; step: string }> = [];
  const effects = { forgetChoices: vi.fn(), refreshWallet: vi.fn(), [names.refresh]: vi.fn() } as Record<
    'forgetChoices' | 'refreshWallet' | TRefresh,
    Mock
  >;
  const provided = machine.provide({
    actors: { [names.load]: calls.load, [names.quote]: calls.quote, [names.create]: calls.create },
    actions: { saveChoices: (_: unknown, params: { choices: unknown; step: string }) => void saved.push(params), ...effects },
  }) as TMachine;
  const actor = createActor(provided, { input } as ActorOptions<TMachine>).start();
  return {
    actor,
    settled: settledOf(actor),
    // XState cannot see a snapshot of a machine only known to be some machine.
    value: () => (actor.getSnapshot() as AnyMachineSnapshot).value,
    context: () => (actor.getSnapshot() as AnyMachineSnapshot).context as ContextFrom<TMachine>,
    quoteCalls: calls.quoteCalls,
    createCalls: calls.createCalls,
    saved,
    ...effects,
  };
}
