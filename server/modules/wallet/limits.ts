import { errors } from '../../errors';

/**
 * Limits come from the settings in force (contract/settings.ts `limits`), read in the request's
 * transaction; the answer names the field and the limit, so the form can say "at least 10.000 ₫".
 */
export function assertAmountWithin(path: string, amountVnd: number, limits: { min?: number; max: number }): void {
  if (limits.min !== undefined && amountVnd < limits.min) throw errors.amountOutOfRange(path, { min: limits.min });
  if (amountVnd > limits.max) throw errors.amountOutOfRange(path, { max: limits.max });
}
