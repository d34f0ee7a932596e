import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SEARCH_MAX } from '../../../contract/pagination';
import { CodeSearch } from '../../components/CodeSearch';
import { DataTable, type Column } from './DataTable';
import { Pager } from './Pager';
import type { TableSearch } from './tableSearch';
import { useTableControls } from './useTableControls';

type PageOf<T> = { items: T[]; total: number; page: number; pageSize: number };

/**
 * A console list page's table, bound to the address: its search box (and any other filter beside
 * it), the rows of the page the server answered with their loading and failed states, sorting,
 * and the pager. Search, filter and page live in the route's search (tableSearch.ts), so a reload
 * or "back" shows the same rows. A row is keyed by its id.
 */
export function ConsoleTable<T extends { id: number }>({
  search,
  list,
  caption,
  columns,
  empty,
  searchBox,
  filters,
}: {
  search: TableSearch;
  list: UseQueryResult<PageOf<T>>;
  caption: string;
  columns: readonly Column<T>[];
  /** Shown when the page holds no row. */
  empty: ReactNode;
  /** What the box finds, in its label's and placeholder's words; `maxLength` defaults to the API's. */
  searchBox?: { label: string; formLabel: string; placeholder: string; maxLength?: number; searches?: 'code' | 'words' };
  /** Other controls beside the search box (a state filter). */
  filters?: ReactNode;
}) {
  const controls = useTableControls();
  return (
    <>
      {(searchBox || filters) && (
        <div className="console-filters">
          {searchBox && (
            <CodeSearch q={search.q} onSearch={controls.onSearch} {...searchBox} maxLength={searchBox.maxLength ?? SEARCH_MAX} />
          )}
          {filters}
        </div>
      )}
      <DataTable
        caption={caption}
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        sort={search.sortBy}
        onSort={controls.onSort}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={empty}
      />
      {list.data && <Pager page={search.page ?? 1} pageSize={list.data.pageSize} total={list.data.total} onPage={controls.onPage} />}
    </>
  );
}
