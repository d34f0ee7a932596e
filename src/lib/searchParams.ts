/** Drops undefined and empty values, so a cleared filter leaves the address (`?site=` never appears). */
export function withoutEmpty<T extends object>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as T;
}
