import { fromPromise, waitFor, type AnyActorRef } from 'xstate';

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
