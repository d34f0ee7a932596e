import { createContext, useContext, type ReactNode } from 'react';

/**
 * A context that a provider near the root always fills (the API client, the session, ...). Its hook throws
 * outside the provider, so a missing provider shows at once, named, instead of as a null deep in a view.
 */
export function createRequiredContext<T>(hookName: string, providerName: string) {
  const Context = createContext<T | null>(null);

  function Provider({ value, children }: { value: T; children: ReactNode }) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  Provider.displayName = providerName;

  function useRequired(): T {
    const value = useContext(Context);
    if (!value) throw new Error(`${hookName}() needs a <${providerName}>`);
    return value;
  }

  return [Provider, useRequired] as const;
}
