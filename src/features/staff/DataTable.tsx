import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { LoadFailed } from '../../components/LoadFailed';
import './DataTable.css';

export type Column<T> = {
  /** Names the column in `?sort=` and as React key. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The value the column sorts by; without it the column does not sort. */
  sortValue?: (row: T) => string | number;
  /** Numbers and money line up on the right. */
  numeric?: boolean;
};

type Props<T> = {
  /** Read by screen readers as the table's name. */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  /** `key` or `-key` (descending), from the address. */
  sort?: string;
  onSort: (sort: string | undefined) => void;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Shown when the page holds no row. */
  empty: ReactNode;
};

/**
 * A console table: sortable headers (aria-sort), a loading and a failed state, an empty
 * message, and keyboard use — ↑ and ↓ move between the rows' first links, as a list of work is
 * read top to bottom. Sorting orders the page on screen; the server answers pages newest first.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, sort, onSort, loading, error, onRetry, empty }: Props<T>) {
  const { t } = useLingui();
  const descending = sort?.startsWith('-') ?? false;
  const sortKey = sort?.replace(/^-/, '');
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sortKey);
    if (!rows || !column?.sortValue) return rows;
    const value = column.sortValue;
    const ordered = [...rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'vi');
    });
    return descending ? ordered.reverse() : ordered;
  }, [rows, columns, sortKey, descending]);

  if (error && !rows) return <LoadFailed error={error} onRetry={onRetry} className="data-table__failed" />;

  const moveBetweenRows = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>('tr > :first-child a, tr > :first-child button')];
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const next = links[event.key === 'ArrowDown' ? at + 1 : at - 1];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    // A named region in the tab order: on a phone the table scrolls sideways, and a keyboard must
    // reach what is out of sight even when its rows hold no link.
    <div className="data-table" role="region" aria-label={caption} tabIndex={0} aria-busy={loading || undefined}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = column.key === sortKey;
              const ariaSort = active ? (descending ? 'descending' : 'ascending') : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={ariaSort} className={column.numeric ? 'data-table__num' : undefined}>
                  {column.sortValue ? (
                    <button
                      type="button"
                      className="data-table__sort"
                      onClick={() => onSort(active && !descending ? `-${column.key}` : active ? undefined : column.key)}
                    >
                      {column.header}
                      <span aria-hidden="true" className="data-table__arrow">
                        {active ? (descending ? '▼' : '▲') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody onKeyDown={moveBetweenRows}>
          {sorted?.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.numeric ? 'data-table__num' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {!sorted &&
            loading &&
            [0, 1, 2].map((i) => (
              <tr key={i} className="data-table__skeleton" aria-hidden="true">
                {columns.map((column) => (
                  <td key={column.key}>
                    <span />
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
      {sorted?.length === 0 && <div className="data-table__empty">{empty}</div>}
      {loading && <p className="visually-hidden" role="status">{t`Đang tải…`}</p>}
      {error != null && rows != null && (
        <p className="data-table__stale" role="alert">
          <Trans>Không tải lại được, đang hiện dữ liệu cũ.</Trans>{' '}
          <button type="button" className="btn btn-secondary btn-small" onClick={onRetry}>
            <Trans>Thử lại</Trans>
          </button>
        </p>
      )}
    </div>
  );
}
