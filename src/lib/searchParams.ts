/**
 * What a route reads from its address. Search params: every `validateSearch` names each of its
 * keys, set to undefined when the value is refused, because the router lays a route's result over
 * the raw search, so a key left out would keep whatever was typed in the address.
 */

/** Drops undefined and empty values, so a cleared filter leaves the address (`?site=` never appears). */
export function withoutEmpty<T extends object>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as T;
}

/**
 * A `?returnTo=` that may be followed: a path of this app. It starts with `/` and not `//` or
 * `/\` (which browsers read as another host), and holds no control character (URL parsers drop a
 * tab or newline inside `/\t/evil.com`), so the link cannot send anyone off-site.
 */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- finding control characters is this check's purpose
  return /[\u0000-\u001f\u007f]/.test(value) ? undefined : value;
}

/**
 * `validateSearch` of a list with status tabs and a code search (`?tab=inTransit&q=SF123`). A
 * wrong or hand-edited value becomes undefined rather than failing the page; the default tab
 * ("all") and an empty search stay out of the address. A number typed as `q` is a code too.
 */
export function tabbedListSearch<T extends string>(
  tabs: readonly T[],
  maxLength: number,
): (search: Record<string, unknown>) => { tab?: T; q?: string } {
  return (search) => {
    const tab = oneOf(tabs, search.tab);
    return { tab: tab !== 'all' ? tab : undefined, q: textOf(search.q, maxLength) };
  };
}

/** The value if it is one of `values` (a status, a site, a sort), else undefined. */
export function oneOf<T>(values: readonly T[], value: unknown): T | undefined {
  return (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/** Text as typed, trimmed, 1 to `maxLength` characters (a number typed in the address is text too); anything else is none. */
export function textOf(value: unknown, maxLength: number): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text.length > 0 && text.length <= maxLength ? text : undefined;
}

/** An id typed in the address (`?customerId=12`): a whole number from 1 to 999,999,999, else none. */
export function idOf(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 && id < 1_000_000_000 ? id : undefined;
}

/**
 * The id in a page's path (`/orderPob/12`), read as idOf reads it. Anything else (a hand-typed
 * `/orderPob/abc`) is -1, an id no page asks the server for: the page says the thing does not exist.
 */
export function pathIdOf(param: string): number {
  return idOf(param) ?? -1;
}
