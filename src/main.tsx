import { onlineManager } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { AppProviders } from './AppProviders';
import { API_BASE_URL } from './api/baseUrl';
import { createAppContext } from './createAppContext';
import { devInspector } from './devtools/inspect';
import { activateDefaultLocale, i18n } from './i18n';
import { formatterPreparations } from './i18n/format';
import { localLocaleStorage } from './i18n/localeStorage';
import { asLocale } from './i18n/localeTags';
import { nextTask, whenIdle, whenPageDrawn } from './lib/idle';
import { browserPwaEnvironment, createPwa } from './pwa/createPwa';
import { firstStartPath } from './pwa/firstStart';
import { buildId } from './pwa/buildId';
import { createQueryPersistence, indexedDbQueryStore } from './lib/queryPersistence';
import { keepQueriesOfSession } from './session/keepQueries';
import { localTokenStorage } from './session/tokenStorage';
import { localUserCache } from './session/userCache';
import './styles/global.css';

// Not a top-level await: Rolldown turns its chunk optimizations off for a module graph with one,
// and the first load then fetches some twenty small shared chunks instead of a few.
async function start() {
  // This module's evaluation (the contract's schemas, the machines' definitions) is one task;
  // building the app's objects takes two more, so that a tap waits for none of them in full.
  await nextTask();
  activateDefaultLocale();

  const splash = firstStartPath();
  if (splash) window.history.replaceState(null, '', splash);

  // Development only: `?inspect` shows the app's actors in the Stately inspector. Checking DEV
  // here too leaves the module itself out of the production build, not only the inspector.
  const inspect = import.meta.env.DEV ? devInspector() : undefined;
  // Started before the first render: a lazy chunk that fails to load (vite:preloadError) and the
  // browser's install prompt may come at any time. Registering the service worker waits for the
  // first page to be drawn (`pageShown`, resolved below).
  let showPage = () => {};
  const pageShown = new Promise<void>((done) => (showPage = done));
  const pwa = createPwa(browserPwaEnvironment(window, pageShown), { inspect });
  pwa.start();
  await nextTask();

  // TanStack Query starts out online and learns otherwise only from an 'offline' event, which a
  // page opened without network never receives: its queries would fail instead of waiting.
  if (!navigator.onLine) onlineManager.setOnline(false);
  const app = createAppContext({
    tokens: localTokenStorage(),
    revocations: window.localStorage,
    userCache: localUserCache(),
    locales: localLocaleStorage(),
    baseURL: API_BASE_URL,
    startPath: window.location.pathname,
    inspect,
    pwa,
  });
  app.session.start();
  void prepareFormatters();

  // A stored token loads the current user before anything renders (the product's rule), so a
  // reload never flashes a signed-out page.
  await waitFor(app.session, (s) => !s.hasTag('settling'));
  // Likewise the language: the device's choice (or the account's) is on screen from the first
  // paint; a zh or en catalog has been loading since createAppContext, alongside the user.
  await app.language.settled();
  // The first route resolved (its checks run, its lazy code loaded) before React starts, so that
  // the first render draws the page itself, in the transition below, rather than a frame that a
  // second, urgent render then fills in one long task. A route's own failure is kept in the
  // router's state for its error page; anything else must not leave the shell on screen forever.
  await app.router.load().catch((error: unknown) => console.error(error));

  // The static shell is on screen meanwhile, so nothing is lost by rendering as a transition,
  // which React splits into short tasks instead of one long one that blocks a tap.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders {...app}>
          <RouterProvider router={app.router} />
        </AppProviders>
      </StrictMode>,
    ),
  );

  // The last data of each page, kept on the device to be shown offline. Its code and IndexedDB
  // wait until the first page has drawn its content (a list's rows too): online, the page's own
  // requests and rendering come first. So does the service worker's install
  // (src/pwa/serviceWorker.ts).
  await whenPageDrawn();
  showPage();
  keepQueriesOfSession(app.session, createQueryPersistence(app.queryClient, { store: indexedDbQueryStore(), buildId }));
  // Chat and notifications as they happen, for a signed-in person: its code after the first paint
  // too, and only once someone is signed in (a visitor on the login page never downloads it).
  const startLive = () => void import('./live/followSession').then(({ followSessionLive }) => followSessionLive(app, API_BASE_URL));
  if (app.session.getSnapshot().hasTag('signedIn')) startLive();
  else {
    const waiting = app.session.subscribe((snapshot) => {
      if (!snapshot.hasTag('signedIn')) return;
      waiting.unsubscribe();
      startLive();
    });
  }
}

/** Builds the number and date formatters in idle moments (while the user and the first data load), not in the render that first shows an amount. */
async function prepareFormatters() {
  for (const prepare of formatterPreparations(asLocale(i18n.locale))) {
    await whenIdle();
    prepare();
  }
}

void start();
