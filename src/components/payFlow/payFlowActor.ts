import type { ActorRef, Snapshot } from 'xstate';
import type { PayFlowContext, PayFlowEvent } from '../../../machines/payFlow';

/**
 * What the shared pieces of a paying page read and send: any of the flows built on
 * machines/payFlow.ts, under its event prefix `P`, whose quotes are `TQuote`.
 */
export type PayFlowActor<P extends string, TQuote = unknown> = ActorRef<
  Snapshot<unknown> & {
    context: PayFlowContext<TQuote, unknown>;
    hasTag(tag: string): boolean;
    can(event: PayFlowEvent<P>): boolean;
  },
  PayFlowEvent<P>
>;

/** What every quote of such a flow says about the wallet. */
export type PayFlowQuote = { shortfallVnd: number; availableVnd: number };
