import { and, assign, fromCallback, setup, stateIn } from 'xstate';
import type { BuildMeta } from '../contract/builds';
import { providedBy } from './providedBy';

/**
 * The installable app: install prompt, service worker, offline readiness, updates.
 * Pure logic: registering the worker, showing the browser's install prompt, telling a waiting
 * worker to take over and reloading the page are provided by src/pwa/createPwa.ts.
 *
 * Four parallel regions:
 * - `install`: installed (standalone display or `appinstalled`), or the browser offered an
 *   install prompt (`beforeinstallprompt`) that the install button shows once;
 * - `worker`: the service worker is off (development, tests, old browsers), registering,
 *   registered, or its registration failed (logged; the app keeps working without it);
 * - `offline`: after the worker's first install the app works offline; a short notice says so;
 * - `update`: a newer version waits (a waiting worker, or the build-update machine found a newer
 *   build). The person is asked, never surprised: "Tải lại" or "Để sau". Accepting tells the
 *   waiting worker to skip waiting; the page reloads when the new worker takes control.
 *
 * Reloads the page asks for itself (a new worker took control, a lazy chunk of an older build is
 * gone) are at least 10 s apart, so a broken deploy cannot loop. The last reload time comes in as
 * input (src/ keeps it in sessionStorage, which survives the reload) and every event that may
 * reload carries the current time: the machine decides, src/ only reloads.
 */

export const RELOAD_GUARD_MS = 10_000;
/** How long the "ready offline" notice stays. */
export const OFFLINE_NOTICE_MS = 6000;
/** How long to wait for the accepted worker to take control before asking again. */
export const ACTIVATION_TIMEOUT_MS = 10_000;

export type InstallOutcome = 'accepted' | 'dismissed';

export type PwaInput = {
  /** Running as an installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** Register the service worker: production builds in browsers that have one; never in tests. */
  serviceWorker: boolean;
  /** When this tab last reloaded itself (ms since 1970), read from sessionStorage; null if never. */
  lastReloadAt: number | null;
};

export type PwaContext = {
  lastReloadAt: number | null;
  /** An installed worker waits to take over (it needs `skipWaiting` to do so). */
  waitingWorker: boolean;
  /** The newer build the build-update machine announced, if any. */
  build: BuildMeta | null;
  /** Another tab let a new worker take control while this page has unsaved input. */
  takenOverElsewhere: boolean;
  /** "Tải lại" already waited once for the worker of the announced build to install. */
  workerUpdateAwaited: boolean;
  installOutcome: InstallOutcome | null;
  usesServiceWorker: boolean;
  standalone: boolean;
};

export type PwaEvent =
  /** `beforeinstallprompt` was captured (src/ keeps the event to call prompt() on it). */
  | { type: 'install.available' }
  /** The person pressed the install button. */
  | { type: 'install.requested' }
  /** `appinstalled`. */
  | { type: 'install.completed' }
  | { type: 'worker.registered' }
  | { type: 'worker.failed'; error: unknown }
  /** The worker's first install finished: the app shell is cached. */
  | { type: 'worker.offlineReady' }
  /** A new worker is installed and waiting. */
  | { type: 'worker.waiting' }
  /**
   * `controllerchange`. `replaced`: the page had a controller before (false when a first worker
   * claims a page that came from the network, which already runs the newest build).
   * `unsavedInput`: a form on the page differs from its defaults.
   */
  | { type: 'worker.controllerChanged'; now: number; replaced: boolean; unsavedInput: boolean }
  /** From the build-update machine: a newer build is deployed. */
  | { type: 'update.available'; build: BuildMeta }
  | { type: 'update.accept'; now: number }
  | { type: 'update.dismiss' }
  | { type: 'offlineNotice.dismiss' }
  /** `vite:preloadError`: a lazy chunk of this build is gone (a deploy replaced it). */
  | { type: 'page.chunkLoadFailed'; now: number };

type NowParams = { now: number };

/** What the views show: the install button, the offline notice, the update prompt (and whether it is applying). */
export type PwaTag = 'installAvailable' | 'offlineNotice' | 'updatePrompt' | 'updateApplying';

export const pwaMachine = setup({
  types: {
    context: {} as PwaContext,
    events: {} as PwaEvent,
    input: {} as PwaInput,
    tags: {} as PwaTag,
  },
  actors: {
    /**
     * Registers /sw.js (scope /) and reports back with `worker.*` events for as long as it runs;
     * provided by src/pwa/serviceWorker.ts.
     */
    registerWorker: fromCallback<PwaEvent>(() => {
      throw new Error('registerWorker is provided by src/pwa');
    }),
    /** Shows the browser's install prompt from the captured event; resolves with the choice. */
    promptInstall: providedBy<InstallOutcome>('promptInstall', 'src/pwa'),
  },
  actions: {
    /** Effects, given real implementations by src/ with machine.provide(). */
    /** Stores `at` as the last reload time (sessionStorage) and reloads the page. */
    reload: (_, _params: { at: number }) => {},
    /** Posts `{ type: 'SKIP_WAITING' }` to the waiting worker. */
    skipWaiting: () => {},
    /** Asks the browser to look for a new /sw.js now (registration.update()). */
    checkForWorkerUpdate: () => {},
    logRegistrationError: (_, _params: { error: unknown }) => {},
    /** Pure context updates. */
    recordReload: assign((_, params: NowParams) => ({ lastReloadAt: params.now })),
    noteWaitingWorker: assign({ waitingWorker: true }),
    noteWorkerTookOver: assign({ waitingWorker: false }),
    setBuild: assign(({ context }, params: { build: BuildMeta }) => ({
      build: params.build,
      // A build other than the one waited for: its worker is worth waiting for again.
      workerUpdateAwaited: context.workerUpdateAwaited && context.build?.id === params.build.id,
    })),
    noteWorkerUpdateAwaited: assign({ workerUpdateAwaited: true }),
    noteTakenOverElsewhere: assign({ takenOverElsewhere: true, waitingWorker: false }),
    clearTakenOverElsewhere: assign({ takenOverElsewhere: false }),
    setInstallOutcome: assign((_, params: { outcome: InstallOutcome | null }) => ({ installOutcome: params.outcome })),
  },
  guards: {
    isStandalone: ({ context }) => context.standalone,
    usesServiceWorker: ({ context }) => context.usesServiceWorker,
    hasWaitingWorker: ({ context }) => context.waitingWorker,
    /** A newer build was announced and its worker was not waited for yet. */
    mayAwaitWorkerUpdate: ({ context }) => context.build !== null && !context.workerUpdateAwaited && !context.takenOverElsewhere,
    /** Two reloads of this tab are at least RELOAD_GUARD_MS apart (a clock set back allows one). */
    reloadAllowed: ({ context }, params: NowParams) =>
      context.lastReloadAt === null || params.now - context.lastReloadAt >= RELOAD_GUARD_MS || params.now < context.lastReloadAt,
    isFirstController: (_, params: { replaced: boolean }) => !params.replaced,
    hasUnsavedInput: (_, params: { unsavedInput: boolean }) => params.unsavedInput,
  },
}).createMachine({
  id: 'pwa',
  type: 'parallel',
  context: ({ input }) => ({
    lastReloadAt: input.lastReloadAt,
    waitingWorker: false,
    build: null,
    takenOverElsewhere: false,
    workerUpdateAwaited: false,
    installOutcome: null,
    usesServiceWorker: input.serviceWorker,
    standalone: input.standalone,
  }),
  // A missing lazy chunk after a deploy: reload once (guarded) rather than show a broken page.
  on: {
    'page.chunkLoadFailed': {
      guard: { type: 'reloadAllowed', params: ({ event }) => ({ now: event.now }) },
      actions: [
        { type: 'recordReload', params: ({ event }) => ({ now: event.now }) },
        { type: 'reload', params: ({ event }) => ({ at: event.now }) },
      ],
    },
  },
  states: {
    install: {
      initial: 'detecting',
      on: { 'install.completed': '.installed' },
      states: {
        detecting: {
          always: [{ guard: 'isStandalone', target: 'installed' }, { target: 'unavailable' }],
        },
        unavailable: {
          on: { 'install.available': 'available' },
        },
        /** The install button shows. */
        available: {
          tags: 'installAvailable',
          on: { 'install.requested': 'prompting' },
        },
        prompting: {
          invoke: {
            id: 'promptInstall',
            src: 'promptInstall',
            onDone: {
              target: 'used',
              actions: { type: 'setInstallOutcome', params: ({ event }) => ({ outcome: event.output }) },
            },
            // A captured prompt can be shown only once; whatever went wrong, the button goes.
            onError: { target: 'used', actions: { type: 'setInstallOutcome', params: { outcome: null } } },
          },
        },
        /** The prompt was shown, whatever the choice; the browser may offer it again later. */
        used: {
          on: { 'install.available': 'available' },
        },
        installed: {},
      },
    },

    worker: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'usesServiceWorker', target: 'running' }, { target: 'off' }],
        },
        /** Development build, tests, or a browser without service workers. */
        off: {},
        running: {
          invoke: {
            id: 'registerWorker',
            src: 'registerWorker',
            onError: {
              target: 'failed',
              actions: { type: 'logRegistrationError', params: ({ event }) => ({ error: event.error }) },
            },
          },
          on: {
            'worker.failed': {
              target: 'failed',
              actions: { type: 'logRegistrationError', params: ({ event }) => ({ error: event.error }) },
            },
          },
          initial: 'registering',
          states: {
            registering: {
              on: { 'worker.registered': 'registered' },
            },
            registered: {},
          },
        },
        /** Logged; the app keeps working from the network. */
        failed: {},
      },
    },

    offline: {
      initial: 'notReady',
      states: {
        notReady: {
          on: { 'worker.offlineReady': 'ready' },
        },
        ready: {
          initial: 'notice',
          states: {
            /** "Ứng dụng đã sẵn sàng dùng ngoại tuyến", for a few seconds. */
            notice: {
              tags: 'offlineNotice',
              after: { [OFFLINE_NOTICE_MS]: 'quiet' },
              on: { 'offlineNotice.dismiss': 'quiet' },
            },
            quiet: {},
          },
        },
      },
    },

    update: {
      initial: 'idle',
      // Wherever the region is, a newer build or a waiting worker is remembered.
      on: {
        /**
         * A worker took control without this page asking (another tab accepted the update, or a
         * newer worker activated on its own): reload into it, unless the page holds unsaved input
         * or reloaded less than 10 s ago; then ask instead. A first worker claiming a page that
         * came from the network changes nothing: that page already runs the newest build.
         */
        'worker.controllerChanged': [
          {
            guard: { type: 'isFirstController', params: ({ event }) => ({ replaced: event.replaced }) },
            actions: 'noteWorkerTookOver',
          },
          {
            guard: { type: 'hasUnsavedInput', params: ({ event }) => ({ unsavedInput: event.unsavedInput }) },
            target: '.needed',
            actions: 'noteTakenOverElsewhere',
          },
          {
            guard: { type: 'reloadAllowed', params: ({ event }) => ({ now: event.now }) },
            target: '.activated',
            actions: [
              'noteWorkerTookOver',
              { type: 'recordReload', params: ({ event }) => ({ now: event.now }) },
              { type: 'reload', params: ({ event }) => ({ at: event.now }) },
            ],
          },
          { target: '.needed', actions: 'noteTakenOverElsewhere' },
        ],
        'worker.waiting': { actions: 'noteWaitingWorker' },
        'update.available': {
          actions: [{ type: 'setBuild', params: ({ event }) => ({ build: event.build }) }, 'checkForWorkerUpdate'],
        },
      },
      states: {
        idle: {
          on: {
            'worker.waiting': { target: 'needed', actions: 'noteWaitingWorker' },
            'update.available': {
              target: 'needed',
              actions: [{ type: 'setBuild', params: ({ event }) => ({ build: event.build }) }, 'checkForWorkerUpdate'],
            },
          },
        },
        /** The prompt shows: "Có phiên bản mới", "Tải lại" or "Để sau". */
        needed: {
          tags: 'updatePrompt',
          on: {
            'update.dismiss': { target: 'dismissed', actions: 'clearTakenOverElsewhere' },
            'update.accept': [
              { guard: 'hasWaitingWorker', target: 'activating', actions: 'skipWaiting' },
              // A newer build was found and our worker runs: the worker of that build is still
              // installing (its files take a while on a phone). Reloading now would only bring
              // back the old worker's cached build, so wait for the new one.
              {
                guard: and(['mayAwaitWorkerUpdate', stateIn({ worker: { running: 'registered' } })]),
                target: 'awaitingWorker',
                actions: 'checkForWorkerUpdate',
              },
              // Nothing waits (no worker, or it already took over): the new build is one reload
              // away. The person asked for it, so this reload is not held back by the guard.
              {
                target: 'activated',
                actions: [
                  { type: 'recordReload', params: ({ event }) => ({ now: event.now }) },
                  { type: 'reload', params: ({ event }) => ({ at: event.now }) },
                ],
              },
            ],
          },
        },
        /** "Để sau": hidden until a newer build or worker shows up, or the next check finds it. */
        dismissed: {
          on: {
            'worker.waiting': { target: 'needed', actions: 'noteWaitingWorker' },
            'update.available': {
              target: 'needed',
              actions: [{ type: 'setBuild', params: ({ event }) => ({ build: event.build }) }, 'checkForWorkerUpdate'],
            },
          },
        },
        /** "Tải lại" pressed while the new worker installs: take it over as soon as it waits. */
        awaitingWorker: {
          tags: ['updatePrompt', 'updateApplying'],
          entry: 'noteWorkerUpdateAwaited',
          // It never came (its install failed): ask again; the next "Tải lại" simply reloads.
          after: { [ACTIVATION_TIMEOUT_MS]: 'needed' },
          on: {
            'worker.waiting': { target: 'activating', actions: ['noteWaitingWorker', 'skipWaiting'] },
          },
        },
        /** Told the waiting worker to take over; its `controllerchange` reloads the page. */
        activating: {
          tags: ['updatePrompt', 'updateApplying'],
          after: { [ACTIVATION_TIMEOUT_MS]: { target: 'needed', actions: 'noteWorkerTookOver' } },
          on: {
            // Accepted here, so unsaved input was already mentioned; a first claim counts too.
            'worker.controllerChanged': [
              {
                guard: { type: 'reloadAllowed', params: ({ event }) => ({ now: event.now }) },
                target: 'activated',
                actions: [
                  'noteWorkerTookOver',
                  { type: 'recordReload', params: ({ event }) => ({ now: event.now }) },
                  { type: 'reload', params: ({ event }) => ({ at: event.now }) },
                ],
              },
              { target: 'needed', actions: 'noteWorkerTookOver' },
            ],
          },
        },
        /** The new version took control and the page is reloading into it. */
        activated: {
          on: { 'worker.controllerChanged': { actions: [] } },
        },
      },
    },
  },
});
