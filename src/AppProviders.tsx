import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiProvider } from './api/ApiProvider';
import { i18n } from './i18n';
import { LanguageProvider } from './i18n/LanguageProvider';
import type { LanguageSetting } from './i18n/languageSetting';
import type { LiveFollowing } from './live/liveFollowing';
import { LiveFollowingProvider } from './live/LiveFollowingProvider';
import type { PwaServices } from './pwa/createPwa';
import { PwaProvider } from './pwa/PwaProvider';
import type { RouterContext } from './routerContext';
import { SessionProvider } from './session/SessionProvider';

/** Every provider the app needs, in one place, shared by main.tsx and the component tests. */
export function AppProviders({
  session,
  queryClient,
  api,
  language,
  pwa,
  live,
  children,
}: RouterContext & { language: LanguageSetting; pwa: PwaServices; live: LiveFollowing; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <LanguageProvider value={language}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider value={api}>
            <SessionProvider value={session}>
              <LiveFollowingProvider value={live}>
                <PwaProvider value={pwa.pwa}>{children}</PwaProvider>
              </LiveFollowingProvider>
            </SessionProvider>
          </ApiProvider>
        </QueryClientProvider>
      </LanguageProvider>
    </I18nProvider>
  );
}
