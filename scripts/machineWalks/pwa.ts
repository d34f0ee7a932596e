import type { SnapshotFrom } from 'xstate';
import { pwaMachine } from '../../machines/pwa';
import { newerBuild, T0 } from '../../tests/fixtures/builds';
import { actorDone, actorFailed, delayElapsed, describeMachine } from './walk';

type PwaSnapshot = SnapshotFrom<typeof pwaMachine>;

export const pwaWalk = describeMachine({
  name: 'pwa',
  description:
    'The installable app, in four parallel regions: `install` (standalone, or a captured `beforeinstallprompt` that the install button shows once), `worker` (registering `/sw.js`, or failed and logged; off in development and tests), `offline` (a short notice after the first install) and `update` (a waiting worker or a newer build asks "Có phiên bản mới" with "Tải lại" / "Để sau"; never an automatic reload). A worker taking control, or a missing lazy chunk, reloads the page at most once per 10 s (the last reload time comes from sessionStorage as input); unsaved input makes it ask instead.',
  machine: pwaMachine,
  inputs: [
    { name: 'a browser tab', input: { standalone: false, serviceWorker: true, lastReloadAt: null } },
    {
      name: 'an installed app without a worker that reloaded 4 s ago',
      input: { standalone: true, serviceWorker: false, lastReloadAt: T0 - 4000 },
    },
  ],
  // Regions multiply: move one region at a time (the others at their start) to keep the graph small.
  events: (snapshot: PwaSnapshot) => {
    const { standalone, usesServiceWorker } = snapshot.context;
    const untouched = {
      install: snapshot.matches({ install: standalone ? 'installed' : 'unavailable' }),
      worker: snapshot.matches({ worker: usesServiceWorker ? { running: 'registering' } : 'off' }),
      offline: snapshot.matches({ offline: 'notReady' }),
      update: snapshot.matches({ update: 'idle' }) && snapshot.context.lastReloadAt === (standalone ? T0 - 4000 : null),
    };
    const others = (region: keyof typeof untouched) => Object.entries(untouched).every(([name, rest]) => name === region || rest);
    // Updates are explored with the worker registered (when there is one): waiting for a new
    // worker after "Tải lại" needs it.
    const updatesMove =
      untouched.install && untouched.offline && snapshot.matches({ worker: usesServiceWorker ? { running: 'registered' } : 'off' });
    return [
      ...(others('install')
        ? [
            { type: 'install.available' } as const,
            { type: 'install.requested' } as const,
            { type: 'install.completed' } as const,
            actorDone('promptInstall', 'dismissed'),
            actorFailed('promptInstall', new Error('the prompt was already used')),
          ]
        : []),
      ...(others('worker')
        ? [{ type: 'worker.registered' } as const, { type: 'worker.failed', error: new Error('SecurityError') } as const]
        : []),
      ...(others('offline')
        ? [
            { type: 'worker.offlineReady' } as const,
            { type: 'offlineNotice.dismiss' } as const,
            delayElapsed(pwaMachine, 6000, 'pwa.offline.ready.notice'),
          ]
        : []),
      ...(updatesMove
        ? [
            // One news of an update per path (a waiting worker or a newer build): both at once
            // only multiply the same states.
            ...(snapshot.context.waitingWorker || snapshot.context.build
              ? []
              : [{ type: 'worker.waiting' } as const, { type: 'update.available', build: newerBuild } as const]),
            { type: 'update.accept', now: T0 } as const,
            { type: 'update.dismiss' } as const,
            { type: 'worker.controllerChanged', now: T0, replaced: true, unsavedInput: false } as const,
            { type: 'worker.controllerChanged', now: T0, replaced: true, unsavedInput: true } as const,
            delayElapsed(pwaMachine, 10_000, 'pwa.update.activating'),
            delayElapsed(pwaMachine, 10_000, 'pwa.update.awaitingWorker'),
            { type: 'page.chunkLoadFailed', now: T0 } as const,
          ]
        : []),
    ];
  },
});
