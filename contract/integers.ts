/**
 * Checked integer arithmetic for money and weights. Every amount in the contract is a safe
 * integer (no floats: they cannot hold every VND exactly), so a product that leaves the safe range would silently lose
 * digits: these helpers throw a RangeError instead of returning a wrong number.
 */

/** Throws unless `value` is a safe integer ≥ 0 (NaN, Infinity, fractions and negatives all fail). */
export function assertCount(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0, got ${value}`);
  return value;
}

/** Throws unless `value` is a safe integer ≥ 1 (rates, divisors). */
export function assertPositive(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${name} must be a whole number ≥ 1, got ${value}`);
  return value;
}

function checked(result: number, what: string): number {
  if (!Number.isSafeInteger(result)) throw new RangeError(`${what} is beyond the safe integer range`);
  return result;
}

/** a × b for non-negative safe integers, or RangeError when the product is not exact. */
export const mul = (a: number, b: number): number => checked(a * b, `${a} × ${b}`);

/** a + b for non-negative safe integers, or RangeError when the sum is not exact. */
export const add = (a: number, b: number): number => checked(a + b, `${a} + ${b}`);

/** Σ values, checked at every step. */
export const sum = (values: readonly number[]): number => values.reduce(add, 0);

/**
 * Whole quotient and remainder of n ÷ d (n ≥ 0, d ≥ 1). The float quotient is correctly rounded,
 * so its floor is right for safe integers; the remainder check mends the one-off case at the top
 * of the range rather than trusting it.
 */
function divMod(n: number, d: number): { q: number; r: number } {
  const q = Math.floor(n / d);
  const r = n - q * d;
  if (r < 0) return { q: q - 1, r: r + d };
  if (r >= d) return { q: q + 1, r: r - d };
  return { q, r };
}

/**
 * n ÷ d rounded half up (x.5 goes up), for n ≥ 0 and d ≥ 1. Works on the remainder rather than
 * on `n / d + 0.5`, so no float step can round the wrong way near a half. Same rule as money.ts
 * `applyBps`, for any divisor.
 */
export function divHalfUp(n: number, d: number): number {
  const { q, r } = divMod(n, d);
  return 2 * r >= d ? q + 1 : q;
}

/** n ÷ d rounded up, for n ≥ 0 and d ≥ 1. */
export function divCeil(n: number, d: number): number {
  const { q, r } = divMod(n, d);
  return r > 0 ? q + 1 : q;
}
