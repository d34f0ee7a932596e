import { z } from 'zod/mini';
import { orderServicesSchema } from '../../../contract/fees';
import { shippingLines, warehouses } from '../../../contract/settings';
import type { CheckoutInput, CheckoutResumeStep } from '../../../machines/checkout';
import { accountDraft } from '../../lib/accountDraft';

/**
 * The checkout's choices, kept on the device for the signed-in account: a trip to the recharge
 * page, the banking app or a new tab must find them again, as the shortfall step promises. They
 * go once the orders are placed, or when the person signs out.
 */

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

const draftOf = accountDraft('checkout', savedSchema);

export function readSavedCheckout(userId: number): NonNullable<CheckoutInput>['saved'] {
  return draftOf(userId).read();
}

export const saveCheckout = (userId: number, saved: SavedCheckout): void => draftOf(userId).save(saved);
export const forgetSavedCheckout = (userId: number): void => draftOf(userId).forget();
