import { expect, vi, type Mock } from 'vitest';
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

/** A started pay flow, as the shared checks below read it. */
type StartedPayFlow = {
  actor: AnyActorRef;
  settled: () => Promise<unknown>;
  value: () => unknown;
  quoteCalls: unknown[];
  createCalls: Array<{ idempotencyKey: string }>;
  refreshWallet: Mock;
};

/** Sends `event` and waits until the flow waits on the person again. */
async function sendSettled(t: StartedPayFlow, event: { type: string; idempotencyKey?: string }) {
  t.actor.send(event);
  await t.settled();
}

/**
 * A quote the wallet cannot cover:
 * the shortfall of the exact amount, where paying is refused, and the review once the requote
 * after a recharge answers.
 */
async function shortfallThenReview(t: StartedPayFlow, prefix: string, shortfallVnd: number) {
  expect(t.value()).toBe('shortfall');
  expect(t.actor.getSnapshot().context.quote?.shortfallVnd).toBe(shortfallVnd);
  expect(t.actor.getSnapshot().can({ type: `${prefix}.confirm`, idempotencyKey: 'key-1' })).toBe(false);

  await sendSettled(t, { type: `${prefix}.requote` });
  expect(t.value()).toBe('reviewing');
  expect(t.quoteCalls).toHaveLength(2);
}

/** A payment whose outcome is unknown (`code`), retried twice with fresh keys, pays once under the first key. */
async function sameKeyThroughRetries(t: StartedPayFlow, prefix: string, code: string) {
  await sendSettled(t, { type: `${prefix}.confirm`, idempotencyKey: 'key-1' });
  expect(t.value()).toBe('failed');
  expect(t.actor.getSnapshot().context.error).toMatchObject({ code });
  await sendSettled(t, { type: `${prefix}.retry`, idempotencyKey: 'key-2' });
  await sendSettled(t, { type: `${prefix}.retry`, idempotencyKey: 'key-3' });
  expect(t.value()).toBe('done');
  expect(t.createCalls.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-1']);
}

/** The wallet was spent since the quote: paying re-quotes into the shortfall, refreshes the wallet and drops the key. */
async function shortfallAfterSpending(t: StartedPayFlow, prefix: string) {
  await sendSettled(t, { type: `${prefix}.confirm`, idempotencyKey: 'key-1' });
  expect(t.value()).toBe('shortfall');
  expect(t.refreshWallet).toHaveBeenCalledTimes(1);
  expect(t.actor.getSnapshot().context.idempotencyKey).toBeNull();
}

/** The checks every paying flow passes, under its event prefix. */
export const payFlowChecks = { shortfallThenReview, sameKeyThroughRetries, shortfallAfterSpending };
