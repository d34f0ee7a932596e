import { createContext, useContext, type ReactNode } from 'react';
import type { PwaActor } from './createPwa';

const PwaContext = createContext<PwaActor | null>(null);

/** Gives the app's one PWA actor (created in createAppContext, outside React) to its views. */
export function PwaProvider({ pwa, children }: { pwa: PwaActor; children: ReactNode }) {
  return <PwaContext.Provider value={pwa}>{children}</PwaContext.Provider>;
}

export function usePwa(): PwaActor {
  const pwa = useContext(PwaContext);
  if (!pwa) throw new Error('usePwa() needs a <PwaProvider>');
  return pwa;
}
