import { fromPromise } from 'xstate';
import type { InstallOutcome } from '../../machines/pwa';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: string }>;
};

function isInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  return typeof (event as Partial<BeforeInstallPromptEvent>).prompt === 'function';
}

/**
 * Keeps the browser's install prompt until the person asks for it. The event is a DOM object
 * with methods, so it stays here; the machine only knows that one is available.
 */
export function installPrompt() {
  let deferred: BeforeInstallPromptEvent | null = null;
  return {
    /** `beforeinstallprompt`: keep it, and keep the browser's own mini-infobar away (we show a button). */
    capture(event: Event): boolean {
      if (!isInstallPrompt(event)) return false;
      event.preventDefault();
      deferred = event;
      return true;
    },
    /** The machine's `promptInstall` actor: a captured prompt can be shown once. */
    promptInstall: fromPromise<InstallOutcome>(async () => {
      const event = deferred;
      deferred = null;
      if (!event) throw new Error('no install prompt was captured');
      await event.prompt();
      const choice = await event.userChoice;
      return choice.outcome === 'accepted' ? 'accepted' : 'dismissed';
    }),
  };
}
