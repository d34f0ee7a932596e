import type { ActorRefFrom } from 'xstate';
import type { pobMachine } from '../../../machines/pob';

/** A running pay-on-behalf flow, as its form and review read it: the customer's own or one an agency makes for its customer. */
export type PobFlow = ActorRefFrom<typeof pobMachine>;
