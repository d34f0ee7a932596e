import { z } from 'zod/mini';
import { deliveryPayments } from '../../../contract/shipmentStatus';
import type { DeliveryInput, DeliveryResumeStep } from '../../../machines/delivery';

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

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be refused (privacy settings): the page then simply starts over.
    return null;
  }
}

export function readSavedDelivery(): NonNullable<DeliveryInput['saved']> | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = savedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDelivery(saved: SavedDelivery): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Full or refused: the page still works, it just cannot resume.
  }
}

export function forgetSavedDelivery(): void {
  storage()?.removeItem(STORAGE_KEY);
}
