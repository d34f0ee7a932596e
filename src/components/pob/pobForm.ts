import type { FieldErrors, Resolver } from 'react-hook-form';
import { pobQuoteRequestSchema, readPaymentLink, type PobQuoteRequest, type PobSite } from '../../../contract/orderPob';
import { fenToYuanText, yuanToFen } from './yuan';

/**
 * The pay-on-behalf form as typed: the payment request as pasted (a link or the share text), the
 * seller's order numbers as one text (one a line, or separated by spaces or commas), the amount
 * in ¥ as written on the seller's page ("123.45" or "123,45").
 */
export type PobFormValues = {
  site: PobSite;
  paymentText: string;
  orderIdsText: string;
  amountText: string;
  note: string;
};

export type PobField = keyof PobFormValues;

export const emptyPobForm: PobFormValues = { site: 'taobao', paymentText: '', orderIdsText: '', amountText: '', note: '' };

/** The order numbers in a pasted text, in order, as typed (the contract checks each). */
export function splitOrderIds(text: string): string[] {
  return text.split(/[\s,;，；、]+/).filter((piece) => piece !== '');
}

/** The site a payment link belongs to, when its host says it (a short m.tb.cn link could be either Taobao or Tmall). */
export function siteOfLink(text: string): PobSite | null {
  const reading = readPaymentLink(text);
  if (!reading.ok) return null;
  const host = new URL(reading.url).hostname;
  if (host === '1688.com' || host.endsWith('.1688.com')) return '1688';
  if (/(^|\.)tmall\.(com|hk)$/.test(host)) return 'tmall';
  if (host === 'taobao.com' || host.endsWith('.taobao.com')) return 'taobao';
  return null;
}

/** The form again from a request made earlier (coming back from a recharge, or "Quay lại"). */
export function formOfRequest(request: PobQuoteRequest): PobFormValues {
  return {
    site: request.site,
    paymentText: request.paymentLink,
    orderIdsText: request.sellerOrderIds.join('\n'),
    amountText: fenToYuanText(request.amountFen),
    note: request.note ?? '',
  };
}

const fieldOfRequestPath: Record<string, PobField> = {
  site: 'site',
  paymentLink: 'paymentText',
  sellerOrderIds: 'orderIdsText',
  amountFen: 'amountText',
  note: 'note',
};

/** Which form field a request path (contract names, `sellerOrderIds.3`) belongs to. */
export function fieldOfPath(path: string): PobField | null {
  return fieldOfRequestPath[path.split('.')[0] ?? ''] ?? null;
}

export type PobFormCheck = { ok: true; request: PobQuoteRequest } | { ok: false; errors: Partial<Record<PobField, string>> };

/**
 * The request the form stands for (the link found in the paste, the numbers split, the ¥ in
 * fen), or each field's first problem as a contract validation key: the contract's own schema,
 * so the page refuses what the server would.
 */
export function checkPobForm(values: PobFormValues): PobFormCheck {
  const result = pobQuoteRequestSchema.safeParse({
    site: values.site,
    paymentLink: values.paymentText,
    sellerOrderIds: splitOrderIds(values.orderIdsText),
    // NaN is refused by the schema with the amount's own message.
    amountFen: yuanToFen(values.amountText) ?? Number.NaN,
    note: values.note,
  });
  if (result.success) return { ok: true, request: result.data };
  const errors: Partial<Record<PobField, string>> = {};
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path.join('.'));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The check as react-hook-form wants it: each field's problem, or none. */
export const pobFormResolver: Resolver<PobFormValues> = (values) => {
  const check = checkPobForm(values);
  if (check.ok) return { values, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(check.errors).map(([field, message]) => [field, { type: 'validate', message }]),
  ) as FieldErrors<PobFormValues>;
  return { values: {}, errors };
};
