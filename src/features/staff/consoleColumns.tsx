import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/useFormat';
import type { Column } from './DataTable';

/** The console pages of one object, each found by the id in its address. */
type ObjectPage =
  | '/staff/orders/$id'
  | '/staff/pob/$id'
  | '/staff/taobaoInt/$id'
  | '/staff/customers/$id'
  | '/staff/users/$id'
  | '/staff/complaints/$id'
  | '/staff/articles/$id'
  | '/staff/staticPages/$id';

/**
 * Columns that several console tables show alike, so a customer's code or a creation time reads
 * and sorts the same in every queue.
 */
export function useConsoleColumns() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return {
    /** An object's code or name (the row's own, or the one it belongs to), the link to its page; sorted by it. */
    link: <T,>({
      key = 'code',
      header,
      to,
      of,
    }: {
      key?: string;
      header: string;
      to: ObjectPage;
      of: (row: T) => { id: number; code: string };
    }): Column<T> => ({
      key,
      header,
      sortValue: (row) => of(row).code,
      cell: (row) => (
        <Link to={to} params={{ id: String(of(row).id) }}>
          {of(row).code}
        </Link>
      ),
    }),
    /** Whose the row is: the customer's code. */
    customer: <T extends { customerCode: string }>(): Column<T> => ({
      key: 'customer',
      header: t`Khách hàng`,
      sortValue: (row) => row.customerCode,
      cell: (row) => row.customerCode,
    }),
    /** Where the row stands: its status in words (`labels`) or as a badge (`show`); sorted by it. */
    status: <T extends { status: string }>(
      show: Record<T['status'], MessageDescriptor> | ((status: T['status']) => ReactNode),
    ): Column<T> => ({
      key: 'status',
      header: t`Trạng thái`,
      sortValue: (row) => row.status,
      cell: (row) => (typeof show === 'function' ? show(row.status) : i18n._(show[row.status as T['status']])),
    }),
    /** What staff can do with the row now (buttons), or what was done. */
    actions: <T,>(cell: (row: T) => ReactNode): Column<T> => ({ key: 'actions', header: t`Thao tác`, cell }),
    /** When the row was made, to the minute. */
    createdAt: <T extends { createdAt: string }>(header: string = t`Tạo lúc`): Column<T> => ({
      key: 'createdAt',
      header,
      sortValue: (row) => row.createdAt,
      cell: (row) => format.dateTime(row.createdAt),
    }),
  };
}
