import { z } from 'zod/mini';
import {
  createConsignmentRequestSchema,
  MAX_TRACKING_CODES,
  parseTrackingCodes,
  type CreateConsignmentRequest,
} from '../../../contract/consignment';
import { shippingLines, warehouses, type ShippingLine, type Warehouse } from '../../../contract/publicSettings';
import { v } from '../../../contract/validation';

/**
 * The create form as typed: the tracking codes as one text (pasted from a seller's chat), the
 * declared value as a whole number or null while its box is empty.
 */
export type ConsignmentFormValues = {
  codesText: string;
  goods: string;
  declaredValueVnd: number | null;
  warehouse: Warehouse;
  line: ShippingLine;
  crate: boolean;
  insurance: boolean;
  note: string;
};

export type ConsignmentField = keyof ConsignmentFormValues;

export const emptyConsignmentForm: ConsignmentFormValues = {
  codesText: '',
  goods: '',
  declaredValueVnd: null,
  warehouse: 'hn',
  line: 'normal',
  crate: false,
  insurance: false,
  note: '',
};

export const consignmentFormSchema = z.object({
  // Generous: a draft is never lost for being long (the form itself says what is too long or too many).
  codesText: z.string().check(z.maxLength(20_000)),
  goods: z.string().check(z.maxLength(20_000)),
  declaredValueVnd: z.nullable(z.int()),
  warehouse: z.enum(warehouses),
  line: z.enum(shippingLines),
  crate: z.boolean(),
  insurance: z.boolean(),
  note: z.string().check(z.maxLength(20_000)),
});

/** Which form field a request path (contract names, `trackingCodes.3`) belongs to. */
export function fieldOfPath(path: string): ConsignmentField | null {
  const head = path.split('.')[0];
  if (head === 'trackingCodes') return 'codesText';
  if (head === 'services') return path.endsWith('insurance') ? 'insurance' : 'crate';
  return head === 'goods' || head === 'declaredValueVnd' || head === 'warehouse' || head === 'line' || head === 'note' ? head : null;
}

export type FormCheck = { ok: true; body: CreateConsignmentRequest } | { ok: false; errors: Partial<Record<ConsignmentField, string>> };

/**
 * The request the form stands for, or each field's problem as a contract validation key (the
 * field shows it translated). The codes are checked here as the customer saw them listed: a
 * duplicate or a malformed piece refuses the form rather than being dropped silently. The rest is
 * the contract's own schema, so the page refuses what the server would.
 */
export function checkConsignmentForm(values: ConsignmentFormValues): FormCheck {
  const parsed = parseTrackingCodes(values.codesText);
  const errors: Partial<Record<ConsignmentField, string>> = {};
  if (parsed.malformed.length > 0) errors.codesText = v.trackingCodeInvalid;
  else if (parsed.duplicates.length > 0) errors.codesText = v.trackingCodeDuplicate;
  else if (parsed.codes.length === 0) errors.codesText = v.trackingCodesRequired;
  else if (parsed.codes.length > MAX_TRACKING_CODES) errors.codesText = v.trackingCodesTooMany;

  const request: CreateConsignmentRequest = {
    trackingCodes: parsed.codes,
    goods: values.goods,
    declaredValueVnd: values.declaredValueVnd ?? 0,
    warehouse: values.warehouse,
    line: values.line,
    services: { crate: values.crate, insurance: values.insurance },
    note: values.note,
  };
  const result = createConsignmentRequestSchema.safeParse(request);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOfPath(issue.path.join('.'));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  // An empty box is not a value of 0: the customer is asked (insurance is a share of it).
  if (values.declaredValueVnd === null) errors.declaredValueVnd = v.required;
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, errors };
  return { ok: true, body: result.data };
}
