import { z } from 'zod/mini';
import { deliveryPayments } from '../../../contract/shipmentStatus';
import type { DeliveryInput, DeliveryResumeStep } from '../../../machines/delivery';
import { accountDraft } from '../../lib/accountDraft';

/**
 * The delivery request's choices, kept on the device for the signed-in account as
 * src/features/orders/checkoutStorage.ts does for the checkout: a trip to the recharge page, the
 * banking app or a new tab must find them again, as the shortfall step promises.
 */

const savedSchema = z.object({
  choices: z.object({
    packageIds: z.nullable(z.array(z.int()).check(z.maxLength(500))),
    addressId: z.nullable(z.int()),
    payment: z.enum(deliveryPayments),
  }),
  step: z.enum(['choose', 'review'] satisfies DeliveryResumeStep[]),
});
export type SavedDelivery = z.infer<typeof savedSchema>;

const draftOf = accountDraft('delivery', savedSchema);

export function readSavedDelivery(userId: number): NonNullable<DeliveryInput['saved']> | null {
  return draftOf(userId).read();
}

export const saveDelivery = (userId: number, saved: SavedDelivery): void => draftOf(userId).save(saved);
export const forgetSavedDelivery = (userId: number): void => draftOf(userId).forget();
