import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiProvider } from './api/ApiProvider';
import { i18n } from './i18n';
import type { RouterContext } from './routerContext';
import { SessionProvider } from './session/SessionProvider';

/** Every provider the app needs, in one place, shared by main.tsx and the component tests. */
export function AppProviders({ session, queryClient, api, children }: RouterContext & { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider api={api}>
          <SessionProvider session={session}>{children}</SessionProvider>
        </ApiProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
