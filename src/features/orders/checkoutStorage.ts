import { z } from 'zod/mini';
import { orderServicesSchema } from '../../../contract/fees';
import { shippingLines, warehouses } from '../../../contract/settings';
import type { CheckoutInput, CheckoutResumeStep } from '../../../machines/checkout';

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

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be refused (privacy settings): the checkout then simply starts over.
    return null;
  }
}

export function readSavedCheckout(): NonNullable<CheckoutInput>['saved'] {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = savedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveCheckout(saved: SavedCheckout): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Full or refused: the checkout still works, it just cannot resume.
  }
}

export function forgetSavedCheckout(): void {
  storage()?.removeItem(STORAGE_KEY);
}
