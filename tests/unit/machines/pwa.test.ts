import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { BuildMeta } from '../../../contract/builds';
import {
  ACTIVATION_TIMEOUT_MS,
  OFFLINE_NOTICE_MS,
  pwaMachine,
  RELOAD_GUARD_MS,
  type InstallOutcome,
  type PwaInput,
} from '../../../machines/pwa';

const T0 = 1_760_000_000_000;
const build: BuildMeta = { id: 'build-b', timestamp: T0, version: '0.2.0' };

function start(input: Partial<PwaInput> = {}, options: { outcome?: () => Promise<InstallOutcome> } = {}) {
  const effects = {
    reload: vi.fn<(at: number) => void>(),
    skipWaiting: vi.fn(),
    checkForWorkerUpdate: vi.fn(),
    logRegistrationError: vi.fn<(error: unknown) => void>(),
    registered: vi.fn(),
    unregistered: vi.fn(),
    promptInstall: vi.fn(options.outcome ?? (async (): Promise<InstallOutcome> => 'accepted')),
  };
  const machine = pwaMachine.provide({
    actors: {
      registerWorker: fromCallback(() => {
        effects.registered();
        return () => effects.unregistered();
      }),
      promptInstall: fromPromise(() => effects.promptInstall()),
    },
    actions: {
      reload: (_, { at }) => effects.reload(at),
      skipWaiting: () => effects.skipWaiting(),
      checkForWorkerUpdate: () => effects.checkForWorkerUpdate(),
      logRegistrationError: (_, { error }) => effects.logRegistrationError(error),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { standalone: false, serviceWorker: true, lastReloadAt: null, ...input },
    clock,
  }).start();
  const state = () => actor.getSnapshot();
  return { actor, effects, clock, state };
}

const controllerChanged = (now: number, { replaced = true, unsavedInput = false } = {}) =>
  ({ type: 'worker.controllerChanged', now, replaced, unsavedInput }) as const;

describe('installing the app', () => {
  it('knows it is installed when it runs standalone', () => {
    const { state } = start({ standalone: true });
    expect(state().matches({ install: 'installed' })).toBe(true);
  });

  it('offers the install button once the browser offers a prompt, and removes it once used', async () => {
    const { actor, effects, state } = start();
    expect(state().matches({ install: 'unavailable' })).toBe(true);
    actor.send({ type: 'install.available' });
    expect(state().matches({ install: 'available' })).toBe(true);

    actor.send({ type: 'install.requested' });
    await waitFor(actor, (s) => s.matches({ install: 'used' }));
    expect(effects.promptInstall).toHaveBeenCalledOnce();
    expect(state().context.installOutcome).toBe('accepted');
  });

  it('removes the button after a dismissed prompt too, and shows it when the browser offers again', async () => {
    const { actor, state } = start({}, { outcome: async () => 'dismissed' });
    actor.send({ type: 'install.available' });
    actor.send({ type: 'install.requested' });
    await waitFor(actor, (s) => s.matches({ install: 'used' }));
    expect(state().context.installOutcome).toBe('dismissed');
    actor.send({ type: 'install.available' });
    expect(state().matches({ install: 'available' })).toBe(true);
  });

  it('removes the button when showing the prompt fails', async () => {
    const { actor, state } = start({}, { outcome: () => Promise.reject(new Error('already used')) });
    actor.send({ type: 'install.available' });
    actor.send({ type: 'install.requested' });
    await waitFor(actor, (s) => s.matches({ install: 'used' }));
    expect(state().context.installOutcome).toBeNull();
  });

  it('is installed after appinstalled, and a late prompt event changes nothing', () => {
    const { actor, state } = start();
    actor.send({ type: 'install.available' });
    actor.send({ type: 'install.completed' });
    expect(state().matches({ install: 'installed' })).toBe(true);
    actor.send({ type: 'install.available' });
    expect(state().matches({ install: 'installed' })).toBe(true);
  });
});

describe('the service worker', () => {
  it('is not registered when the app says not to (development, tests)', () => {
    const { effects, state } = start({ serviceWorker: false });
    expect(state().matches({ worker: 'off' })).toBe(true);
    expect(effects.registered).not.toHaveBeenCalled();
  });

  it('registers, then reports registered', () => {
    const { actor, effects, state } = start();
    expect(effects.registered).toHaveBeenCalledOnce();
    expect(state().matches({ worker: { running: 'registering' } })).toBe(true);
    actor.send({ type: 'worker.registered' });
    expect(state().matches({ worker: { running: 'registered' } })).toBe(true);
  });

  it('logs a failed registration and keeps the app going', () => {
    const { actor, effects, state } = start();
    const error = new Error('SecurityError');
    actor.send({ type: 'worker.failed', error });
    expect(state().matches({ worker: 'failed' })).toBe(true);
    expect(effects.logRegistrationError).toHaveBeenCalledWith(error);
    expect(effects.unregistered).toHaveBeenCalledOnce();
    expect(state().status).toBe('active');
  });

  it('logs a registration actor that throws', () => {
    const machine = pwaMachine.provide({
      actors: {
        registerWorker: fromCallback(() => {
          throw new Error('no service worker here');
        }),
      },
      actions: { logRegistrationError: () => {} },
    });
    const actor = createActor(machine, { input: { standalone: false, serviceWorker: true, lastReloadAt: null } }).start();
    expect(actor.getSnapshot().matches({ worker: 'failed' })).toBe(true);
  });
});

describe('working offline', () => {
  it('shows the “ready offline” notice after the first install, for a few seconds', () => {
    const { actor, clock, state } = start();
    expect(state().matches({ offline: 'notReady' })).toBe(true);
    actor.send({ type: 'worker.offlineReady' });
    expect(state().matches({ offline: { ready: 'notice' } })).toBe(true);
    clock.increment(OFFLINE_NOTICE_MS - 1);
    expect(state().matches({ offline: { ready: 'notice' } })).toBe(true);
    clock.increment(1);
    expect(state().matches({ offline: { ready: 'quiet' } })).toBe(true);
  });

  it('hides the notice when the person closes it', () => {
    const { actor, state } = start();
    actor.send({ type: 'worker.offlineReady' });
    actor.send({ type: 'offlineNotice.dismiss' });
    expect(state().matches({ offline: { ready: 'quiet' } })).toBe(true);
  });
});

describe('updating', () => {
  it('asks when a new worker waits, and never reloads on its own', () => {
    const { actor, clock, effects, state } = start();
    actor.send({ type: 'worker.waiting' });
    expect(state().matches({ update: 'needed' })).toBe(true);
    clock.increment(60_000);
    expect(effects.reload).not.toHaveBeenCalled();
    expect(effects.skipWaiting).not.toHaveBeenCalled();
  });

  it('asks when the build-update machine finds a newer build, and looks for the new worker', () => {
    const { actor, effects, state } = start();
    actor.send({ type: 'update.available', build });
    expect(state().matches({ update: 'needed' })).toBe(true);
    expect(state().context.build).toEqual(build);
    expect(effects.checkForWorkerUpdate).toHaveBeenCalledOnce();
  });

  it('on “Tải lại” tells the waiting worker to skip waiting, then reloads once it takes control', () => {
    const { actor, effects, state } = start();
    actor.send({ type: 'worker.waiting' });
    actor.send({ type: 'update.accept', now: T0 });
    expect(effects.skipWaiting).toHaveBeenCalledOnce();
    expect(effects.reload).not.toHaveBeenCalled();
    expect(state().matches({ update: 'activating' })).toBe(true);

    actor.send(controllerChanged(T0 + 300));
    expect(effects.reload).toHaveBeenCalledExactlyOnceWith(T0 + 300);
    expect(state().matches({ update: 'activated' })).toBe(true);
    expect(state().context.lastReloadAt).toBe(T0 + 300);
  });

  it('reloads after “Tải lại” even when the accepted worker claims a page it did not control', () => {
    const { actor, effects } = start();
    actor.send({ type: 'worker.waiting' });
    actor.send({ type: 'update.accept', now: T0 });
    actor.send(controllerChanged(T0 + 300, { replaced: false }));
    expect(effects.reload).toHaveBeenCalledOnce();
  });

  it('reloads right away on “Tải lại” when no worker waits (the newer build is one reload away)', () => {
    const { actor, effects, state } = start({ serviceWorker: false });
    actor.send({ type: 'update.available', build });
    actor.send({ type: 'update.accept', now: T0 });
    expect(effects.skipWaiting).not.toHaveBeenCalled();
    expect(effects.reload).toHaveBeenCalledExactlyOnceWith(T0);
    expect(state().matches({ update: 'activated' })).toBe(true);
  });

  it('on “Tải lại” for a newer build whose worker still installs, waits for that worker instead of reloading', () => {
    const { actor, effects, state } = start();
    actor.send({ type: 'worker.registered' });
    actor.send({ type: 'update.available', build });
    actor.send({ type: 'update.accept', now: T0 });
    expect(state().matches({ update: 'awaitingWorker' })).toBe(true);
    expect(effects.reload).not.toHaveBeenCalled();

    actor.send({ type: 'worker.waiting' });
    expect(effects.skipWaiting).toHaveBeenCalledOnce();
    expect(state().matches({ update: 'activating' })).toBe(true);
    actor.send(controllerChanged(T0 + 2000));
    expect(effects.reload).toHaveBeenCalledExactlyOnceWith(T0 + 2000);
  });

  it('asks again when the new worker never comes, and then simply reloads', () => {
    const { actor, clock, effects, state } = start();
    actor.send({ type: 'worker.registered' });
    actor.send({ type: 'update.available', build });
    actor.send({ type: 'update.accept', now: T0 });
    clock.increment(ACTIVATION_TIMEOUT_MS);
    expect(state().matches({ update: 'needed' })).toBe(true);
    expect(effects.reload).not.toHaveBeenCalled();
    actor.send({ type: 'update.accept', now: T0 + ACTIVATION_TIMEOUT_MS });
    expect(effects.reload).toHaveBeenCalledExactlyOnceWith(T0 + ACTIVATION_TIMEOUT_MS);
  });

  it('waits again for the worker of a build newer than the one it waited for', () => {
    const { actor, clock, state } = start();
    actor.send({ type: 'worker.registered' });
    actor.send({ type: 'update.available', build });
    actor.send({ type: 'update.accept', now: T0 });
    clock.increment(ACTIVATION_TIMEOUT_MS);
    actor.send({ type: 'update.available', build: { ...build, id: 'build-c' } });
    actor.send({ type: 'update.accept', now: T0 + ACTIVATION_TIMEOUT_MS });
    expect(state().matches({ update: 'awaitingWorker' })).toBe(true);
  });

  it('asks again when the accepted worker never takes control', () => {
    const { actor, clock, state } = start();
    actor.send({ type: 'worker.waiting' });
    actor.send({ type: 'update.accept', now: T0 });
    clock.increment(ACTIVATION_TIMEOUT_MS);
    expect(state().matches({ update: 'needed' })).toBe(true);
  });

  it('hides the prompt on “Để sau” and raises it again for a waiting worker or the next announcement', () => {
    const { actor, effects, state } = start();
    actor.send({ type: 'update.available', build });
    actor.send({ type: 'update.dismiss' });
    expect(state().matches({ update: 'dismissed' })).toBe(true);
    expect(effects.reload).not.toHaveBeenCalled();

    actor.send({ type: 'worker.waiting' });
    expect(state().matches({ update: 'needed' })).toBe(true);
    actor.send({ type: 'update.dismiss' });
    actor.send({ type: 'update.available', build });
    expect(state().matches({ update: 'needed' })).toBe(true);
  });

  it('remembers a worker that starts waiting while the prompt is already up', () => {
    const { actor, effects } = start();
    actor.send({ type: 'update.available', build });
    actor.send({ type: 'worker.waiting' });
    actor.send({ type: 'update.accept', now: T0 });
    expect(effects.skipWaiting).toHaveBeenCalledOnce();
    expect(effects.reload).not.toHaveBeenCalled();
  });
});

describe('reloading when another worker takes control', () => {
  it('reloads when a new worker takes over a controlled page', () => {
    const { actor, effects, state } = start();
    actor.send(controllerChanged(T0));
    expect(effects.reload).toHaveBeenCalledExactlyOnceWith(T0);
    expect(state().matches({ update: 'activated' })).toBe(true);
  });

  it('does not reload when a first worker claims a page that came from the network', () => {
    const { actor, effects, state } = start();
    actor.send(controllerChanged(T0, { replaced: false }));
    expect(effects.reload).not.toHaveBeenCalled();
    expect(state().matches({ update: 'idle' })).toBe(true);
  });

  it('reloads once for two controller changes within 10 s', () => {
    const { actor, effects } = start();
    actor.send(controllerChanged(T0));
    actor.send(controllerChanged(T0 + RELOAD_GUARD_MS - 1));
    expect(effects.reload).toHaveBeenCalledOnce();
  });

  it('honours the last reload time carried over from before the reload (sessionStorage)', () => {
    const { actor, effects, state } = start({ lastReloadAt: T0 });
    actor.send(controllerChanged(T0 + 4000));
    expect(effects.reload).not.toHaveBeenCalled();
    // Instead of looping, the person is asked.
    expect(state().matches({ update: 'needed' })).toBe(true);

    actor.send(controllerChanged(T0 + RELOAD_GUARD_MS));
    expect(effects.reload).toHaveBeenCalledExactlyOnceWith(T0 + RELOAD_GUARD_MS);
  });

  it('reloads again once 10 s have passed since the last reload', () => {
    const first = start({ lastReloadAt: T0 - RELOAD_GUARD_MS });
    first.actor.send(controllerChanged(T0));
    expect(first.effects.reload).toHaveBeenCalledOnce();
  });

  it('allows a reload when the stored time lies in the future (the clock was set back)', () => {
    const { actor, effects } = start({ lastReloadAt: T0 + 3_600_000 });
    actor.send(controllerChanged(T0));
    expect(effects.reload).toHaveBeenCalledOnce();
  });

  it('asks instead of reloading under unsaved input when another tab accepted the update', () => {
    const { actor, effects, state } = start();
    actor.send(controllerChanged(T0, { unsavedInput: true }));
    expect(effects.reload).not.toHaveBeenCalled();
    expect(state().matches({ update: 'needed' })).toBe(true);
    expect(state().context.takenOverElsewhere).toBe(true);

    // The new worker already controls the page: accepting is a plain reload.
    actor.send({ type: 'update.accept', now: T0 + 1000 });
    expect(effects.skipWaiting).not.toHaveBeenCalled();
    expect(effects.reload).toHaveBeenCalledExactlyOnceWith(T0 + 1000);
  });

  it('keeps the guard after an accepted update: a second controller change within 10 s asks', () => {
    const { actor, effects, state } = start({ lastReloadAt: T0 });
    actor.send({ type: 'worker.waiting' });
    actor.send({ type: 'update.accept', now: T0 + 1000 });
    actor.send(controllerChanged(T0 + 2000));
    expect(effects.reload).not.toHaveBeenCalled();
    expect(state().matches({ update: 'needed' })).toBe(true);
  });
});

describe('a missing lazy chunk after a deploy', () => {
  it('reloads once, and not again within 10 s', () => {
    const { actor, effects } = start();
    actor.send({ type: 'page.chunkLoadFailed', now: T0 });
    actor.send({ type: 'page.chunkLoadFailed', now: T0 + 2000 });
    expect(effects.reload).toHaveBeenCalledExactlyOnceWith(T0);
  });

  it('does not reload when the page reloaded itself less than 10 s ago', () => {
    const { actor, effects } = start({ lastReloadAt: T0 });
    actor.send({ type: 'page.chunkLoadFailed', now: T0 + 5000 });
    expect(effects.reload).not.toHaveBeenCalled();
    actor.send({ type: 'page.chunkLoadFailed', now: T0 + RELOAD_GUARD_MS });
    expect(effects.reload).toHaveBeenCalledOnce();
  });

  it('leaves the other regions alone', () => {
    const { actor, state } = start();
    actor.send({ type: 'install.available' });
    actor.send({ type: 'worker.offlineReady' });
    actor.send({ type: 'page.chunkLoadFailed', now: T0 });
    expect(state().matches({ install: 'available', offline: { ready: 'notice' } })).toBe(true);
  });
});

describe('the machine as a graph', () => {
  it('reaches every state of the update region through some path', () => {
    const paths = getShortestPaths(pwaMachine.provide({ actors: { registerWorker: fromCallback(() => {}) } }), {
      input: { standalone: false, serviceWorker: true, lastReloadAt: null },
      events: [
        { type: 'worker.waiting' },
        { type: 'update.available', build },
        { type: 'update.accept', now: T0 },
        { type: 'update.dismiss' },
        controllerChanged(T0 + 20_000),
      ],
    });
    const reached = new Set(paths.map((p) => JSON.stringify((p.state.value as { update: unknown }).update)));
    for (const update of ['idle', 'needed', 'dismissed', 'activating', 'activated']) expect(reached).toContain(JSON.stringify(update));
  });
});
