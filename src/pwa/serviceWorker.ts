import type { Workbox } from 'workbox-window';
import { fromCallback } from 'xstate';
import type { PwaEvent } from '../../machines/pwa';
import { whenIdle } from '../lib/idle';
import { hasUnsavedInput } from './unsavedInput';

const SW_URL = '/sw.js';
const SW_SCOPE = '/';

/** Resolves once the page's load event has fired. */
export function pageLoaded(win: Window): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((done) => win.addEventListener('load', () => done(), { once: true }));
}

/**
 * The service worker side of machines/pwa.ts: the `registerWorker` actor (registers /sw.js with
 * workbox-window once the first page is on screen, and reports `worker.*` events) and the
 * two commands the machine gives (`skipWaiting`, `checkForWorkerUpdate`).
 */
export function serviceWorkerLink({ win, now, pageShown }: { win: Window; now: () => number; pageShown: Promise<void> }) {
  let workbox: Workbox | undefined;

  const registerWorker = fromCallback<PwaEvent>(({ sendBack }) => {
    const container = win.navigator.serviceWorker;
    let running = true;
    // Whether a worker controlled the page before this change: a first worker claiming a page
    // loaded from the network needs no reload.
    let controlled = Boolean(container.controller);
    const onControllerChange = () => {
      sendBack({ type: 'worker.controllerChanged', now: now(), replaced: controlled, unsavedInput: hasUnsavedInput(win.document) });
      controlled = Boolean(container.controller);
    };
    container.addEventListener('controllerchange', onControllerChange);

    // Installing the worker downloads the whole app to keep it on the device: not while the first
    // page still waits for its own code and data, on a connection it would share.
    pageShown
      .then(() => whenIdle(win))
      .then(async () => {
        const { Workbox } = await import('workbox-window');
        if (!running) return;
        const wb = new Workbox(SW_URL, { scope: SW_SCOPE });
        let offlineReadyTold = false;
        wb.addEventListener('installed', (event) => {
          // The first install of our worker caches the app shell: from now on it opens offline.
          if (event.isUpdate || event.isExternal || offlineReadyTold) return;
          offlineReadyTold = true;
          sendBack({ type: 'worker.offlineReady' });
        });
        wb.addEventListener('waiting', () => sendBack({ type: 'worker.waiting' }));
        await wb.register({ immediate: true });
        workbox = wb;
        if (running) sendBack({ type: 'worker.registered' });
      })
      .catch((error: unknown) => {
        if (running) sendBack({ type: 'worker.failed', error });
      });

    return () => {
      running = false;
      container.removeEventListener('controllerchange', onControllerChange);
    };
  });

  return {
    registerWorker,
    /** Posts `{ type: 'SKIP_WAITING' }` to the waiting worker (src/sw.ts listens for it). */
    skipWaiting: () => workbox?.messageSkipWaiting(),
    /** Fetches /sw.js again now; a changed file installs and then waits. */
    checkForUpdate: () => void workbox?.update().catch(() => {}),
  };
}
