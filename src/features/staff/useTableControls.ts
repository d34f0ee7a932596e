import { useNavigate } from '@tanstack/react-router';
import { withoutEmpty } from '../../lib/searchParams';
import type { TableSearch } from './tableSearch';

/**
 * What a console table's controls do to the address: a new search or filter starts at page 1;
 * each change replaces the history entry, so back leaves the page instead of undoing a sort.
 */
export function useTableControls() {
  const navigate = useNavigate();
  const go = (change: TableSearch & Record<string, string | number | undefined>) =>
    void navigate({ to: '.', search: (previous: TableSearch) => withoutEmpty({ ...previous, ...change }), replace: true });
  return {
    onSearch: (q: string) => go({ q: q || undefined, page: undefined }),
    onPage: (page: number) => go({ page: page > 1 ? page : undefined }),
    onSort: (sortBy: string | undefined) => go({ sortBy }),
    onState: (state: string | undefined) => go({ state, page: undefined }),
    /** A second filter beside the state (an article's kind), under its own name in the address. */
    onFilter: (name: string, value: string | undefined) => go({ [name]: value, page: undefined }),
  };
}
