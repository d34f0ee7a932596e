import { createActor, type ActorRefFrom } from 'xstate';
import type { Inspect } from '../devtools/inspect';
import { buildUpdateMachine } from '../../machines/buildUpdate';
import { pwaMachine } from '../../machines/pwa';
import { buildFetchers } from './buildCheck';
import { buildId } from './buildId';
import { installPrompt } from './installPrompt';
import { readLastReload, writeLastReload } from './reloadStamp';
import { pageLoaded, serviceWorkerLink } from './serviceWorker';
import { trackUnsavedInput } from './unsavedInput';

export type PwaActor = ActorRefFrom<typeof pwaMachine>;
export type BuildUpdateActor = ActorRefFrom<typeof buildUpdateMachine>;

export type PwaEnvironment = {
  win: Window;
  /** Register /sw.js: production builds in browsers that have service workers; never in tests. */
  serviceWorker: boolean;
  /** Look for newer builds: production builds only (the dev server has no /builds/). */
  checkBuilds: boolean;
  buildId: string;
  now: () => number;
  /** Reloads the page (tests count calls instead). */
  reload: () => void;
  /** Resolves once the first page is on screen: the service worker registers after it. */
  pageShown: Promise<void>;
  /** Where failures that do not stop the app are reported. */
  log: (message: string, error: unknown) => void;
  /** Builds' files, fetched without the API client (they are not under /api). */
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
};

export type PwaServices = {
  pwa: PwaActor;
  buildUpdate: BuildUpdateActor;
  /** Starts both actors and the page listeners they need; returns the function that stops them. */
  start: () => () => void;
};

function isStandalone(win: Window): boolean {
  const standalone = typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches;
  return standalone || (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function sessionStorageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * What the running app uses: the real window, production-only service worker and build checks.
 * `pageShown` is main.tsx's word that the first page is drawn; the page's load event otherwise.
 */
export function browserPwaEnvironment(win: Window = window, pageShown: Promise<void> = pageLoaded(win)): PwaEnvironment {
  return {
    win,
    serviceWorker: import.meta.env.PROD && 'serviceWorker' in win.navigator,
    checkBuilds: import.meta.env.PROD,
    buildId,
    now: () => Date.now(),
    pageShown,
    reload: () => win.location.reload(),
    log: (message, error) => console.error(message, error),
  };
}

/**
 * The PWA actor and the build-update actor, created once outside React (main.tsx through
 * createAppContext), with their effects provided.
 *
 * The two actors are siblings: the build-update machine's `announceUpdate` action forwards its
 * finding to the PWA actor as `update.available`, which owns every prompt and reload. So the
 * build check stays a small machine of its own (tested and drawn alone, and still useful in a
 * browser without service workers), and the PWA machine does not care where news comes from.
 */
/** `inspect`: the Stately inspector in development (src/devtools/inspect.ts). */
export function createPwa(env: PwaEnvironment, { inspect }: { inspect?: Inspect } = {}): PwaServices {
  const storage = sessionStorageOf(env.win);
  const install = installPrompt();
  const worker = serviceWorkerLink({ win: env.win, now: env.now, pageShown: env.pageShown });
  let reloading = false;

  const pwa = createActor(
    pwaMachine.provide({
      actors: { registerWorker: worker.registerWorker, promptInstall: install.promptInstall },
      actions: {
        reload: (_, { at }) => {
          reloading = true;
          writeLastReload(storage, at);
          env.reload();
        },
        skipWaiting: () => worker.skipWaiting(),
        checkForWorkerUpdate: () => worker.checkForUpdate(),
        logRegistrationError: (_, { error }) => env.log('[pwa] service worker registration failed; the app works without it', error),
      },
    }),
    { input: { standalone: isStandalone(env.win), serviceWorker: env.serviceWorker, lastReloadAt: readLastReload(storage) }, inspect },
  );

  const buildUpdate = createActor(
    buildUpdateMachine.provide({
      actors: buildFetchers(env.fetch),
      actions: { announceUpdate: (_, { build }) => pwa.send({ type: 'update.available', build }) },
    }),
    { input: { buildId: env.buildId }, inspect },
  );

  function start(): () => void {
    const { win } = env;
    const doc = win.document;
    const onInstallPrompt = (event: Event) => {
      if (install.capture(event)) pwa.send({ type: 'install.available' });
    };
    const onInstalled = () => pwa.send({ type: 'install.completed' });
    const onVisibility = () => {
      if (doc.visibilityState === 'visible') buildUpdate.send({ type: 'page.visible' });
    };
    const onOnline = () => buildUpdate.send({ type: 'buildUpdate.check' });
    // Vite fires this when a lazy chunk fails to load; the machine decides whether to reload.
    const onPreloadError = (event: Event) => {
      pwa.send({ type: 'page.chunkLoadFailed', now: env.now() });
      // Reloading: keep the error from reaching the router's error page for the last instant.
      if (reloading) event.preventDefault();
    };

    const stopTracking = trackUnsavedInput(doc);
    win.addEventListener('beforeinstallprompt', onInstallPrompt);
    win.addEventListener('appinstalled', onInstalled);
    win.addEventListener('vite:preloadError', onPreloadError);
    pwa.start();
    if (env.checkBuilds) {
      win.addEventListener('online', onOnline);
      doc.addEventListener('visibilitychange', onVisibility);
      buildUpdate.start();
    }

    return () => {
      stopTracking();
      win.removeEventListener('beforeinstallprompt', onInstallPrompt);
      win.removeEventListener('appinstalled', onInstalled);
      win.removeEventListener('vite:preloadError', onPreloadError);
      win.removeEventListener('online', onOnline);
      doc.removeEventListener('visibilitychange', onVisibility);
      buildUpdate.stop();
      pwa.stop();
    };
  }

  return { pwa, buildUpdate, start };
}
