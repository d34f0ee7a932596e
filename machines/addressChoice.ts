import { assign, type EventObject } from 'xstate';
import type { Address } from '../contract/addresses';

/**
 * The part of a flow that sends something to one of the customer's saved addresses (the
 * checkout, the delivery request): none saved yet, choosing among them, and a choice that stays
 * valid when the addresses load again. A flow spreads `addressGuards` and `addressActions()` into
 * its setup, stops at `noAddressState(prefix)` after loading (`noAddressStop`), and answers
 * `<prefix>.chooseAddress` with `chooseAddress(step)`.
 */

type AddressContext = { addresses: Address[]; choices: { addressId: number | null } };

export const addressGuards = {
  noAddress: ({ context }: { context: AddressContext }) => context.addresses.length === 0,
  isKnownAddress: ({ context }: { context: AddressContext }, params: { addressId: number }) =>
    context.addresses.some((a) => a.id === params.addressId),
};

export function addressActions<TContext extends AddressContext, TEvent extends EventObject>() {
  return {
    chooseAddress: assign<TContext, TEvent, { addressId: number }, TEvent, never>(
      ({ context }, params) => ({ choices: { ...context.choices, addressId: params.addressId } }) as Partial<TContext>,
    ),
  };
}

/** After loading, a customer with no saved address stops at `noAddress` (payFlowLoadStates' `stops`). */
export const noAddressStop = { guard: 'noAddress', target: 'noAddress' } as const;

/** No saved address: the page links to /address/create, which comes back here and loads again. */
export function noAddressState(prefix: string) {
  return { tags: 'noAddress', on: { [`${prefix}.retry`]: { target: 'loading', actions: 'clearError' } } } as const;
}

/** `<prefix>.chooseAddress`: one of the customer's addresses becomes the choice, kept on the device with the step to resume at. */
export function chooseAddress<TChoices, TStep extends string>(step: TStep) {
  return {
    guard: { type: 'isKnownAddress', params: ({ event }: { event: { addressId: number } }) => ({ addressId: event.addressId }) },
    actions: [
      { type: 'chooseAddress', params: ({ event }: { event: { addressId: number } }) => ({ addressId: event.addressId }) },
      { type: 'saveChoices', params: ({ context }: { context: { choices: TChoices } }) => ({ choices: context.choices, step }) },
    ],
  } as const;
}
