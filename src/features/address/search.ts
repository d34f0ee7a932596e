/**
 * `?returnTo=` of the address form: where to go after saving (the checkout sends people here to
 * add an address and come back). Only a path of this app is accepted: it starts with `/` and not
 * `//` or `/\` (which browsers read as another host), so the link cannot send anyone off-site.
 */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Control characters (a tab or newline inside `/\t/evil.com`) are dropped by URL parsers.
  return /[\u0000-\u001f\u007f]/.test(value) ? undefined : value;
}

export type AddressFormSearch = { returnTo?: string | undefined };

/**
 * Names `returnTo` even when it is refused: the router lays a route's result over the search it
 * was given, so a key left out would keep the raw value.
 */
export function addressFormSearch(search: Record<string, unknown>): AddressFormSearch {
  return { returnTo: safeReturnTo(search.returnTo) };
}
