import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { AppProviders } from './AppProviders';
import { createAppContext } from './createAppContext';
import { activateDefaultLocale } from './i18n';
import { firstStartPath } from './pwa/firstStart';
import { localTokenStorage } from './session/tokenStorage';
import './styles/global.css';

activateDefaultLocale();

const splash = firstStartPath();
if (splash) window.history.replaceState(null, '', splash);

const app = createAppContext({
  tokens: localTokenStorage(),
  baseURL: import.meta.env.VITE_API_BASE_URL ?? '/api',
  startPath: window.location.pathname,
});
app.session.start();

// A stored token loads the current user before anything renders (the product's rule), so a
// reload never flashes a signed-out page.
await waitFor(app.session, (s) => !s.matches('starting') && !s.matches('loadingUser'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders {...app}>
      <RouterProvider router={app.router} />
    </AppProviders>
  </StrictMode>,
);
