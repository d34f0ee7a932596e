import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { ExportKind, ExportQuery } from '../../../contract/staff';
import type { Executor } from '../../db/connect';
import { buyOrders, ledgerEntries, packages, users } from '../../db/schema';
import { csvFile, exportRange, vietnamTime, type Range, type Table } from '../../exports/csv';

/**
 * The CSV of one kind of record for the days `from`…`to` (inclusive, Vietnam's time): UTF-8 with
 * a byte order mark (without it Excel reads Vietnamese as mojibake), headers in Vietnamese,
 * RFC 4180 quoting by papaparse.
 */
export async function exportCsv(db: Executor, kind: ExportKind, query: ExportQuery): Promise<string> {
  return csvFile(await tables[kind](db, exportRange(query)));
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
