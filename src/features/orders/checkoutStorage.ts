import { z } from 'zod/mini';
import { orderServicesSchema } from '../../../contract/fees';
import { shippingLines, warehouses } from '../../../contract/settings';
import type { CheckoutInput, CheckoutResumeStep } from '../../../machines/checkout';
import { sessionDraft } from '../../lib/sessionDraft';

/**
 * The checkout's choices in sessionStorage: a trip to the recharge page (or to add an address)
 * unmounts the checkout, and the choices must be there when the customer comes back. Session
 * storage, not local: a checkout left yesterday in another tab should not resume today.
 */
const STORAGE_KEY = 'muaho.checkout';

const savedSchema = z.object({
  choices: z.object({
    addressId: z.nullable(z.int()),
    services: orderServicesSchema,
    warehouse: z.enum(warehouses),
    line: z.enum(shippingLines),
    note: z.string().check(z.maxLength(500)),
  }),
  step: z.enum(['address', 'services', 'review'] satisfies CheckoutResumeStep[]),
});
export type SavedCheckout = z.infer<typeof savedSchema>;

const draft = sessionDraft(STORAGE_KEY, savedSchema);

export function readSavedCheckout(): NonNullable<CheckoutInput>['saved'] {
  return draft.read();
}

export const saveCheckout: (saved: SavedCheckout) => void = draft.save;
export const forgetSavedCheckout: () => void = draft.forget;
