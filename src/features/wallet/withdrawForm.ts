import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { createWithdrawRequestSchema, type CreateWithdrawRequest, type Withdraw } from '../../../contract/wallet';
import { v } from '../../../contract/validation';
import type { Formatters } from '../../i18n/format';
import { translateValidation } from '../../i18n/validationMessages';

/** What the form holds: the amount is null while its box is empty, the bank '' until one is picked. */
export type WithdrawFormValues = { bankBin: string; accountNumber: string; accountName: string; amountVnd: number | null };

const emptyWithdrawForm: WithdrawFormValues = { bankBin: '', accountNumber: '', accountName: '', amountVnd: null };

/** The form starts from the request being edited, else from the account of the last one made here. */
export function withdrawFormValues(request: CreateWithdrawRequest | null, created: Withdraw | null): WithdrawFormValues {
  if (request) return { ...request };
  if (created) return { bankBin: created.bankBin, accountNumber: created.accountNumber, accountName: created.accountName, amountVnd: null };
  return emptyWithdrawForm;
}

export type WithdrawLimits = {
  minVnd: number;
  maxVnd: number;
  /** What can be spent now; null when unknown. */ availableVnd: number | null;
};

/**
 * The contract's request with the amount checked against the settings' limits and the available
 * balance, so the person reads "Số tiền tối thiểu là 50.000 ₫" before anything is sent. The server
 * checks again (the balance may have changed meanwhile). Messages are final text: they carry the
 * limits, which the contract's keys cannot.
 */
export function withdrawFormSchema(i18n: I18n, format: Formatters, { minVnd, maxVnd, availableVnd }: WithdrawLimits) {
  const below = translateValidation(i18n, v.amountBelowMinimum, { min: format.vnd(minVnd) });
  const above = translateValidation(i18n, v.amountAboveMaximum, { max: format.vnd(maxVnd) });
  const missing = i18n._(msg`Vui lòng nhập số tiền muốn rút`);
  const available = availableVnd === null ? '' : format.vnd(availableVnd);
  const tooMuch = i18n._(msg`Số dư khả dụng của bạn chỉ còn ${available}`);
  // The form's input types are wider than the request's (no amount yet, no bank picked yet):
  // each field first accepts what the form can hold, then the contract's rule decides.
  return z.extend(createWithdrawRequestSchema, {
    bankBin: z.pipe(z.string(), createWithdrawRequestSchema.shape.bankBin),
    amountVnd: z.pipe(
      z.nullable(z.number()),
      z.int({ error: (issue) => (issue.input === null || issue.input === undefined ? missing : v.amountInvalid) }).check(
        z.minimum(minVnd, { error: below }),
        z.maximum(maxVnd, { error: above }),
        z.refine((amount) => availableVnd === null || amount <= availableVnd, { error: tooMuch }),
      ),
    ),
  });
}
