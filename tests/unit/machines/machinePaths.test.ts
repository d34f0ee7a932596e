import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { actorDone, describeMachine } from '../../../scripts/machineWalks/walk';
import { describeEvents, describeEventType, describeState, shortestPaths, simplePaths } from '../../../scripts/machinePaths';

// A made-up machine with a delay, an invoke and a parallel pair, walked as a catalog entry would be.
const demo = setup({
  types: { context: {} as { checks: number } },
  actors: { check: fromPromise(async () => 'b2') },
}).createMachine({
  id: 'demo',
  context: { checks: 0 },
  type: 'parallel',
  states: {
    poll: {
      initial: 'waiting',
      states: {
        waiting: { after: { 500: 'checking' } },
        checking: {
          entry: assign({ checks: ({ context }) => context.checks + 1 }),
          invoke: { id: 'check', src: 'check', onDone: 'waiting' },
        },
      },
    },
    banner: { initial: 'hidden', states: { hidden: { on: { 'banner.show': 'shown' } }, shown: {} } },
  },
});

const entry = describeMachine({
  name: 'demo',
  description: 'A test machine.',
  machine: demo,
  inputs: [{ name: 'the start', input: undefined }],
  // `checks` grows with every round: stop after one so the graph ends.
  events: ({ context }) => (context.checks < 2 ? [actorDone('check', 'b2'), { type: 'banner.show' }] : [{ type: 'banner.show' }]),
});

describe('walking a catalog machine', () => {
  const paths = shortestPaths(entry, entry.inputs[0]!);

  it('tries every delay of the current states without the catalog naming it', () => {
    expect(paths.map((path) => `${describeEvents(path)} reaches ${describeState(path.state)}`)).toContain(
      'after 500ms reaches poll.checking + banner.hidden',
    );
  });

  it('goes through the done event of an invoked actor', () => {
    expect(paths.some((path) => describeEvents(path) === 'after 500ms → xstate.done.actor.check')).toBe(true);
  });

  it('stops where a function of the snapshot stops offering events', () => {
    expect(Math.max(...paths.map((path) => path.state.context.checks as number))).toBe(2);
  });

  it('keeps only simple paths that no longer one extends', () => {
    const simple = simplePaths(entry, entry.inputs[0]!).map(describeEvents);
    for (const path of simple) expect(simple.filter((other) => other.startsWith(`${path} → `))).toEqual([]);
  });

  it('reads delayed events as delays', () => {
    expect(describeEventType('xstate.after.1000.buildUpdate.waiting')).toBe('after 1000ms');
    expect(describeEventType('xstate.after.reloadGap.pwa.update')).toBe('after reloadGap');
    expect(describeEventType('session.login')).toBe('session.login');
  });
});
