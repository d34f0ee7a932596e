import type { AxiosInstance } from 'axios';
import { createContext, useContext, type ReactNode } from 'react';

const ApiContext = createContext<AxiosInstance | null>(null);

export function ApiProvider({ api, children }: { api: AxiosInstance; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The app's axios client, for mutations and queries inside components. */
export function useApi(): AxiosInstance {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() needs an <ApiProvider>');
  return api;
}
