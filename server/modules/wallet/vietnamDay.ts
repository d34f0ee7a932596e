import { v } from '../../../contract/validation';
import { errors } from '../../errors';

/** Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving since 1975). */
const VIETNAM_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 24 * 3600_000;

/**
 * The instant a `YYYY-MM-DD` day starts in Vietnam. A day that does not exist (2025-02-30) is a
 * validation error on `path`, not a silently rolled-over date.
 */
export function vietnamDayStart(day: string, path: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date);
  const check = new Date(utcMidnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    throw errors.validation([{ path, message: v.dateInvalid, code: v.dateInvalid }]);
  }
  return new Date(utcMidnight - VIETNAM_OFFSET_MS);
}

/** `from` and `to` are inclusive days; the result is the half-open range [from, until). */
export function vietnamDayRange({ from, to }: { from?: string; to?: string }): { from?: Date; until?: Date } {
  return {
    from: from === undefined ? undefined : vietnamDayStart(from, 'querystring.from'),
    until: to === undefined ? undefined : new Date(vietnamDayStart(to, 'querystring.to').getTime() + DAY_MS),
  };
}

/** The Vietnam day `at` falls in, as the half-open range [from, until). */
export function vietnamDayOf(at: Date): { from: Date; until: Date } {
  const from = Math.floor((at.getTime() + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS;
  return { from: new Date(from), until: new Date(from + DAY_MS) };
}

/** When the calendar month `at` falls in began in Vietnam. */
export function vietnamMonthStart(at: Date): Date {
  const local = new Date(at.getTime() + VIETNAM_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - VIETNAM_OFFSET_MS);
}
