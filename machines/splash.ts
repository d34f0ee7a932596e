import { setup } from 'xstate';

/** The screens of the first launch, in order; the view picks each screen's text by its name. */
export const splashScreens = ['buying', 'wallet', 'tracking'] as const;
export type SplashScreen = (typeof splashScreens)[number];

export type SplashEvent = { type: 'splash.next' } | { type: 'splash.back' } | { type: 'splash.skip' } | { type: 'splash.finish' };

/**
 * The installed app's first launch (/splashScreen): three screens on what the service does, in
 * order. Every screen can be skipped; finishing is offered on the last one only. The machine
 * only knows the steps: where to go afterwards (login or home) and remembering that the device
 * has seen them belong to the view. Each screen's state carries `meta.step` (1-based) for the
 * dots; the tags `first` and `last` tell the view which buttons to show.
 */
export const splashMachine = setup({
  types: {
    events: {} as SplashEvent,
    tags: {} as 'first' | 'last',
  },
}).createMachine({
  id: 'splash',
  initial: 'buying',
  on: {
    'splash.skip': '.done',
  },
  states: {
    buying: {
      tags: ['first'],
      meta: { step: 1 },
      on: { 'splash.next': 'wallet' },
    },
    wallet: {
      meta: { step: 2 },
      on: { 'splash.next': 'tracking', 'splash.back': 'buying' },
    },
    tracking: {
      tags: ['last'],
      meta: { step: 3 },
      on: { 'splash.back': 'wallet', 'splash.finish': 'done' },
    },
    done: { type: 'final' },
  },
});
