import Papa from 'papaparse';
import { v } from '../../contract/validation';
import { errors } from '../errors';
import { vietnamDayRange } from '../modules/wallet/vietnamDay';

/*
 * The CSV files people download (the console's exports, an agency's orders): one writer, one way
 * to read a period, one way to write a time.
 */

const MAX_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Table = { headers: string[]; rows: Array<Array<string | number | null>> };

/** Times in the files are Vietnam's, as the accountants read them: `2026-11-27 09:30:00`. */
export function vietnamTime(at: Date): string {
  return new Date(at.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * A cell Excel would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) gets a
 * leading `'`, so a customer's memo can never execute on an accountant's machine (OWASP's CSV
 * injection advice). Numbers stay numbers.
 */
function safeCell(value: string | number | null): string | number {
  if (value === null) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type Range = { from: Date; until: Date };

/** The days `from`…`to` of an export (inclusive, Vietnam's time, at most a year) as [from, until). */
export function exportRange(query: { from: string; to: string }): Range {
  const { from, until } = vietnamDayRange(query);
  if (!from || !until || until <= from || until.getTime() - from.getTime() > MAX_DAYS * DAY_MS) {
    throw errors.validation([{ path: 'querystring.to', message: v.dateRangeInvalid, code: v.dateRangeInvalid }]);
  }
  return { from, until };
}

/** A table as the file every export answers: BOM, CRLF, cells made safe. */
export function csvFile(table: Table): string {
  const csv = Papa.unparse({ fields: table.headers, data: table.rows.map((row) => row.map(safeCell)) }, { newline: '\r\n' });
  return `\uFEFF${csv}\r\n`;
}
