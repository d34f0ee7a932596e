import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/**
 * A count on a tab bar badge, read by hand from one field of an answer: the tab bar is in every
 * first load, the schemas of the pages behind its tabs are not.
 */
export function badgeCountQuery(
  api: AxiosInstance,
  { queryKey, path, field }: { queryKey: readonly string[]; path: string; field: string },
) {
  return queryOptions({
    queryKey,
    queryFn: async () => {
      const count = (await api.get<Record<string, unknown>>(path)).data?.[field];
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) throw new Error(`${path}: ${field} is not a count`);
      return count;
    },
    // Live events refresh it; this is for a device whose event stream is down.
    refetchInterval: 120_000,
  });
}

/** What a tab's badge is given: the query of its count. */
export type BadgeCountQuery = (api: AxiosInstance) => ReturnType<typeof badgeCountQuery>;
