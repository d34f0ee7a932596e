import { actorDone, actorFailed, apiFailure } from './walk';

/** What the shared part reads of a flow's snapshot to offer its answers. */
type PayFlowSnapshot = {
  matches(state: 'quoting' | 'paying'): boolean;
  context: { quote: unknown; previousQuote: unknown };
};

/**
 * The events of the quote → review → pay part every paying flow shares (machines/payFlow.ts),
 * for the walks of those flows: the quote's answers (the first figures, a shortfall first and
 * then figures the wallet covers, the moved figures after a `quote-changed`, and the flow's own
 * failures), the customer's confirm, retry and requote, and the payment's answers (what was
 * made, no answer, `quote-changed`, `insufficient-funds`, and the flow's own refusals).
 */
export function payFlowEvents<P extends string, TQuote, TMade>(
  snapshot: PayFlowSnapshot,
  prefix: P,
  flow: {
    quote: string;
    figures: { first: TQuote; short: TQuote; moved: TQuote };
    quoteFailures: readonly unknown[];
    pay: string;
    made: TMade;
    payRefusals: readonly unknown[];
  },
) {
  const { quote, previousQuote } = snapshot.context;
  const { figures } = flow;
  return [
    ...(snapshot.matches('quoting')
      ? [
          // After a `quote-changed`, the new figures; otherwise the first quote or a shortfall.
          actorDone(flow.quote, previousQuote ? figures.moved : quote === null ? figures.short : figures.first),
          ...(quote === null ? [actorDone(flow.quote, figures.first)] : []),
          ...flow.quoteFailures.map((failure) => actorFailed(flow.quote, failure)),
        ]
      : []),
    { type: `${prefix}.confirm`, idempotencyKey: 'key-1' } as const,
    { type: `${prefix}.retry`, idempotencyKey: 'key-2' } as const,
    { type: `${prefix}.requote` } as const,
    ...(snapshot.matches('paying')
      ? [
          actorDone(flow.pay, flow.made),
          actorFailed(flow.pay, apiFailure('Network Error', null, 'network-request-failed')),
          actorFailed(flow.pay, apiFailure('Số tiền đã thay đổi', 409, 'quote-changed')),
          actorFailed(flow.pay, apiFailure('Số dư khả dụng không đủ', 409, 'insufficient-funds')),
          ...flow.payRefusals.map((failure) => actorFailed(flow.pay, failure)),
        ]
      : []),
  ];
}
