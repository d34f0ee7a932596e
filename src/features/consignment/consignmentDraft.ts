import { z } from 'zod/mini';
import { sessionDraft } from '../../lib/sessionDraft';
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

const draft = sessionDraft(STORAGE_KEY, draftSchema);

export const readConsignmentDraft: () => ConsignmentDraft | null = draft.read;

export function saveConsignmentDraft(values: ConsignmentFormValues, attempt: Attempt | null): void {
  draft.save({ values, attempt });
}

export const forgetConsignmentDraft: () => void = draft.forget;
