import Papa from 'papaparse';
import type { BankTransferRequest } from '../../../../contract/wallet';

/**
 * A bank's statement export (CSV), read into the lines the server records. Banks name and order
 * their columns each in their own way and put a few lines of account details above the table,
 * so the header row is found by its words and the columns are guessed from them; staff can
 * change the guess before anything is sent.
 */

export type StatementField = 'bankReference' | 'amountVnd' | 'memo';
export const statementFields: readonly StatementField[] = ['bankReference', 'amountVnd', 'memo'];

/** Which column (by index in the header) holds each field; null when none was recognised. */
export type ColumnMap = Record<StatementField, number | null>;

export type StatementSheet = { header: string[]; rows: string[][]; columns: ColumnMap };

/** Why a row of the table is not a line to record. */
export type SkipReason = 'notCredit' | 'noReference' | 'noMemo' | 'repeated';
export type SkippedRow = { row: number; reason: SkipReason };

/** Lower case, no Vietnamese marks, single spaces: "Số tiền ghi có (VND)" → "so tien ghi co (vnd)". */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase().replace(/\s+/g, ' ').trim();

/** Header words of each field as Vietnamese banks' exports write them, most telling first. */
const headerWords: Record<StatementField, readonly string[]> = {
  bankReference: [
    'so tham chieu',
    'ma giao dich',
    'so giao dich',
    'ma gd',
    'so but toan',
    'so chung tu',
    'reference',
    'ref',
    'transaction id',
    'trace',
  ],
  amountVnd: ['so tien ghi co', 'ghi co', 'phat sinh co', 'so tien co', 'credit amount', 'credit', 'so tien', 'amount'],
  memo: ['noi dung giao dich', 'noi dung', 'dien giai', 'mo ta', 'description', 'remark', 'details', 'narrative'],
};

/** The columns a header row names; a column serves one field, the most telling words winning. */
export function guessColumns(header: readonly string[]): ColumnMap {
  const cells = header.map(plain);
  const columns: ColumnMap = { bankReference: null, amountVnd: null, memo: null };
  const taken = new Set<number>();
  for (const exact of [true, false]) {
    for (const field of statementFields) {
      if (columns[field] !== null) continue;
      for (const words of headerWords[field]) {
        const index = cells.findIndex((cell, i) => !taken.has(i) && (exact ? cell === words : cell.includes(words)));
        if (index >= 0) {
          columns[field] = index;
          taken.add(index);
          break;
        }
      }
    }
  }
  return columns;
}

const known = (columns: ColumnMap) => statementFields.filter((field) => columns[field] !== null).length;

/** How many rows above the table a bank may put (account, period, balances). */
const PREAMBLE_ROWS = 30;

/** The table of a statement file: the first row naming at least two fields is its header. */
export function readStatement(text: string): StatementSheet {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const table = parsed.data.map((row) => row.map((cell) => cell.trim()));
  const at = table.slice(0, PREAMBLE_ROWS).findIndex((row) => known(guessColumns(row)) >= 2);
  const headerAt = Math.max(at, 0);
  const header = table[headerAt] ?? [];
  return { header, rows: table.slice(headerAt + 1), columns: guessColumns(header) };
}

/**
 * A credit amount in whole đồng, or null for a debit, an empty cell or no number: "1.500.000",
 * "1,500,000", "1500000 VND", "+1.500.000,00" and "1,500,000.00" are all 1 500 000.
 */
export function creditAmount(cell: string): number | null {
  let text = cell.replace(/\s|vnd|đ|₫/gi, '').replace(/^\+/, '');
  // A last separator before exactly two digits is cents, which đồng never has but exports print.
  const cents = /[.,](\d{2})$/.exec(text);
  if (cents) {
    if (cents[1] !== '00') return null;
    text = text.slice(0, -3);
  }
  // What is left is plain digits or groups of three: "1500000", "1.500.000", "1,500,000".
  if (!/^\d+$|^\d{1,3}([.,]\d{3})+$/.test(text)) return null;
  const amount = Number(text.replace(/[.,]/g, ''));
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/** The lines to send, and the rows left out with why (row numbers as the file counts them, from 1 after the header). */
export function statementLines(sheet: StatementSheet, columns: ColumnMap): { lines: BankTransferRequest[]; skipped: SkippedRow[] } {
  const lines: BankTransferRequest[] = [];
  const skipped: SkippedRow[] = [];
  const seen = new Set<string>();
  const cell = (row: string[], field: StatementField) => {
    const index = columns[field];
    return index === null ? '' : (row[index] ?? '').trim();
  };
  sheet.rows.forEach((row, index) => {
    const at = index + 1;
    const amountVnd = creditAmount(cell(row, 'amountVnd'));
    if (amountVnd === null) return skipped.push({ row: at, reason: 'notCredit' });
    const bankReference = cell(row, 'bankReference');
    if (!bankReference) return skipped.push({ row: at, reason: 'noReference' });
    const memo = cell(row, 'memo');
    if (!memo) return skipped.push({ row: at, reason: 'noMemo' });
    if (seen.has(bankReference)) return skipped.push({ row: at, reason: 'repeated' });
    seen.add(bankReference);
    lines.push({ bankReference: bankReference.slice(0, 100), amountVnd, memo: memo.slice(0, 500) });
  });
  return { lines, skipped };
}

/**
 * The file's text: UTF-8 (with or without BOM), UTF-16 as Excel's "Unicode text" saves it, or
 * the Windows Vietnamese code page older bank software still writes.
 */
export async function statementText(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1258').decode(bytes);
  }
}
