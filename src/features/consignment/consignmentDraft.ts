import { z } from 'zod/mini';
import { consignmentFormSchema, type ConsignmentFormValues } from './consignmentForm';

/**
 * The create form in sessionStorage: what was typed survives a reload or a trip to the fee
 * calculator, and so does the attempt's Idempotency-Key (with the body it was made for), so a
 * request whose answer was lost is retried under the same key instead of making a second order.
 * Session storage, not local: a form left yesterday in another tab should not come back today.
 */
const STORAGE_KEY = 'muaho.consignmentDraft';

const draftSchema = z.object({
  values: consignmentFormSchema,
  attempt: z.nullable(z.object({ key: z.string(), body: z.string() })),
});
export type ConsignmentDraft = z.infer<typeof draftSchema>;
export type Attempt = NonNullable<ConsignmentDraft['attempt']>;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be refused (privacy settings): the form then simply starts empty.
    return null;
  }
}

export function readConsignmentDraft(): ConsignmentDraft | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveConsignmentDraft(values: ConsignmentFormValues, attempt: Attempt | null): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ values, attempt } satisfies ConsignmentDraft));
  } catch {
    // Full or refused: the form still works, it just cannot come back after a reload.
  }
}

export function forgetConsignmentDraft(): void {
  storage()?.removeItem(STORAGE_KEY);
}
