import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { v } from '../../../contract/validation';
import type { Formatters } from '../../i18n/format';
import { translateValidation } from '../../i18n/validationMessages';

/** What the form holds: null while the amount's box is empty. */
export type RechargeFormValues = { amountVnd: number | null };
export type RechargeRequestValues = { amountVnd: number };

export type RechargeLimits = { minVnd: number; maxVnd: number };

/** The quick picks; those outside the settings' limits are left out. */
export const quickAmounts = [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000] as const;

/**
 * The contract's amount, checked against the settings' limits when they are known, so the
 * person reads "Số tiền tối thiểu là 10.000 ₫" before anything is sent (the server checks
 * again). Messages carrying a limit are final text: the contract's keys cannot hold the number.
 */
export function rechargeFormSchema(i18n: I18n, format: Formatters, limits: RechargeLimits | null) {
  const missing = i18n._(msg`Vui lòng nhập số tiền muốn nạp`);
  const limitChecks = limits
    ? [
        z.minimum(limits.minVnd, { error: translateValidation(i18n, v.amountBelowMinimum, { min: format.vnd(limits.minVnd) }) }),
        z.maximum(limits.maxVnd, { error: translateValidation(i18n, v.amountAboveMaximum, { max: format.vnd(limits.maxVnd) }) }),
      ]
    : [];
  const amount = z
    .int({ error: (issue) => (issue.input === null || issue.input === undefined ? missing : v.amountInvalid) })
    .check(z.positive({ error: v.amountInvalid }), z.maximum(Number.MAX_SAFE_INTEGER, { error: v.amountInvalid }), ...limitChecks);
  return z.object({ amountVnd: amount });
}
