import { and, asc, eq, gte, lt } from 'drizzle-orm';
import Papa from 'papaparse';
import type { ExportKind, ExportQuery } from '../../../contract/staff';
import { v } from '../../../contract/validation';
import type { Executor } from '../../db/connect';
import { buyOrders, ledgerEntries, packages, users } from '../../db/schema';
import { errors } from '../../errors';
import { vietnamDayRange } from '../wallet/vietnamDay';

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

/**
 * The CSV of one kind of record for the days `from`…`to` (inclusive, Vietnam's time): UTF-8 with
 * a byte order mark (without it Excel reads Vietnamese as mojibake), headers in Vietnamese,
 * RFC 4180 quoting by papaparse.
 */
export async function exportCsv(db: Executor, kind: ExportKind, query: ExportQuery): Promise<string> {
  return csvFile(await tables[kind](db, exportRange(query)));
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

const tables: Record<ExportKind, (db: Executor, range: Range) => Promise<Table>> = {
  async orders(db, { from, until }) {
    const rows = await db
      .select({ order: buyOrders, customerCode: users.customerCode })
      .from(buyOrders)
      .innerJoin(users, eq(users.id, buyOrders.userId))
      .where(and(gte(buyOrders.createdAt, from), lt(buyOrders.createdAt, until)))
      .orderBy(asc(buyOrders.id));
    return {
      headers: [
        'Mã đơn',
        'Mã khách hàng',
        'Trạng thái',
        'Sàn',
        'Tỷ giá (VND/CNY)',
        'Tổng tiền (VND)',
        'Tiền cọc (VND)',
        'Đã thanh toán (VND)',
        'Đã hoàn (VND)',
        'Mã hóa đơn',
        'Mã vận đơn',
        'Ngày tạo',
      ],
      rows: rows.map(({ order, customerCode }) => [
        order.code,
        customerCode,
        order.status,
        order.site,
        order.rateVndPerCny,
        order.totalVnd,
        order.depositVnd,
        order.paidVnd,
        order.refundedVnd,
        order.invoiceCodes.join(' '),
        order.trackingCodes.join(' '),
        vietnamTime(order.createdAt),
      ]),
    };
  },
  async transactions(db, { from, until }) {
    const rows = await db
      .select({ entry: ledgerEntries, customerCode: users.customerCode })
      .from(ledgerEntries)
      .innerJoin(users, eq(users.id, ledgerEntries.userId))
      .where(and(gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, until)))
      .orderBy(asc(ledgerEntries.id));
    return {
      headers: ['Mã giao dịch', 'Thời gian', 'Mã khách hàng', 'Loại', 'Số tiền (VND)', 'Số dư sau (VND)', 'Nguồn', 'Mã nguồn', 'Ghi chú'],
      rows: rows.map(({ entry, customerCode }) => [
        entry.id,
        vietnamTime(entry.createdAt),
        customerCode,
        entry.type,
        entry.amountVnd,
        entry.balanceAfterVnd,
        entry.causeType,
        entry.causeId,
        entry.note,
      ]),
    };
  },
  async packages(db, { from, until }) {
    const rows = await db
      .select({ parcel: packages, customerCode: users.customerCode })
      .from(packages)
      .leftJoin(users, eq(users.id, packages.userId))
      .where(and(gte(packages.createdAt, from), lt(packages.createdAt, until)))
      .orderBy(asc(packages.id));
    return {
      headers: ['Mã kiện', 'Mã vận đơn', 'Mã khách hàng', 'Trạng thái', 'Cân nặng (g)', 'Dài (cm)', 'Rộng (cm)', 'Cao (cm)', 'Ngày nhận'],
      rows: rows.map(({ parcel, customerCode }) => [
        parcel.code,
        parcel.trackingCode,
        customerCode ?? parcel.labelCustomerCode,
        parcel.status,
        parcel.weightGrams,
        parcel.lengthCm,
        parcel.widthCm,
        parcel.heightCm,
        vietnamTime(parcel.createdAt),
      ]),
    };
  },
};
