import { assign, setup } from 'xstate';

/** The smallest example of a machine driving a view (/counter). */
export const counterMachine = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: 'counter.increment' } | { type: 'counter.decrement' } | { type: 'counter.reset' },
  },
  guards: {
    isAboveZero: ({ context }) => context.count > 0,
  },
  actions: {
    increment: assign({ count: ({ context }) => context.count + 1 }),
    decrement: assign({ count: ({ context }) => context.count - 1 }),
    reset: assign({ count: 0 }),
  },
}).createMachine({
  id: 'counter',
  context: { count: 0 },
  on: {
    'counter.increment': { actions: 'increment' },
    'counter.decrement': { guard: 'isAboveZero', actions: 'decrement' },
    'counter.reset': { actions: 'reset' },
  },
});
