import { z } from 'zod/mini';
import { deliveryPayments } from '../../../contract/shipmentStatus';
import type { DeliveryInput, DeliveryResumeStep } from '../../../machines/delivery';
import { sessionDraft } from '../../lib/sessionDraft';

/**
 * The delivery request's choices in sessionStorage, as src/features/orders/checkoutStorage.ts
 * does for the checkout: a trip to the recharge page (or to add an address) unmounts the page,
 * and a reload must not lose what was chosen. Session storage: a request left yesterday in
 * another tab should not resume today.
 */
const STORAGE_KEY = 'muaho.delivery';

const savedSchema = z.object({
  choices: z.object({
    packageIds: z.nullable(z.array(z.int()).check(z.maxLength(500))),
    addressId: z.nullable(z.int()),
    payment: z.enum(deliveryPayments),
  }),
  step: z.enum(['choose', 'review'] satisfies DeliveryResumeStep[]),
});
export type SavedDelivery = z.infer<typeof savedSchema>;

const draft = sessionDraft(STORAGE_KEY, savedSchema);

export function readSavedDelivery(): NonNullable<DeliveryInput['saved']> | null {
  return draft.read();
}

export const saveDelivery: (saved: SavedDelivery) => void = draft.save;
export const forgetSavedDelivery: () => void = draft.forget;
