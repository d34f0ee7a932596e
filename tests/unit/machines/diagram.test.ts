import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup } from 'xstate';
import { guardName, mermaidDiagram } from '../../../scripts/machineDiagram';

// A made-up machine with one of everything the diagram has to draw.
const demo = setup({
  guards: { isOnline: () => true, isDirty: () => false },
  actors: { register: fromPromise(async () => 'ok') },
  delays: { reloadGap: 10_000 },
}).createMachine({
  id: 'demo',
  type: 'parallel',
  on: { 'demo.reset': '.install.idle' },
  states: {
    worker: {
      initial: 'registering',
      states: {
        registering: { invoke: { id: 'register', src: 'register', onDone: 'ready', onError: 'failed' } },
        ready: { on: { 'demo.update': { target: 'updating', guard: and(['isOnline', not('isDirty')]) } } },
        updating: { always: { guard: 'isDirty', target: 'ready' }, after: { 1000: 'ready', reloadGap: 'failed' } },
        failed: { type: 'final' },
      },
      onDone: '.registering',
    },
    install: {
      invoke: { id: 'watch', src: 'register' },
      initial: 'idle',
      states: { idle: { on: { 'demo.prompt': 'installed' } }, installed: {} },
    },
  },
});

describe('the Mermaid diagram of a machine', () => {
  const diagram = mermaidDiagram(demo).split('\n');

  it('draws regions of a parallel state in one box, split by --', () => {
    expect(diagram).toEqual(
      expect.arrayContaining(['  state demo {', '    state worker {', '    --', '    state install {', '      [*] --> worker_registering']),
    );
  });

  it('labels transitions with event and guard, delays, eventless and actor answers, and names what a state invokes', () => {
    expect(diagram).toEqual(
      expect.arrayContaining([
        '  worker_registering --> worker_ready : xstate.done.actor.register',
        '  worker_registering --> worker_failed : xstate.error.actor.register',
        '  worker_ready --> worker_updating : demo.update [and(isOnline, not(isDirty))]',
        '  worker_updating --> worker_ready : after 1000ms',
        '  worker_updating --> worker_failed : after reloadGap',
        '  worker_updating --> worker_ready : always [isDirty]',
        '      worker_registering : invokes register',
        '    state "install (invokes register)" as install',
        '      worker_failed --> [*]',
      ]),
    );
  });

  it("starts a parent's own transitions from a dashed (any state) node, never from its box", () => {
    expect(diagram).toEqual(
      expect.arrayContaining([
        '  any_state --> install_idle : demo.reset',
        '      state "(any state of worker)" as worker__any',
        '  worker__any --> worker_registering : onDone',
        '  class any_state,worker__any anyState',
      ]),
    );
  });

  it('names guards whatever their form', () => {
    expect(guardName('hasToken')).toBe('hasToken');
    expect(guardName({ type: 'tokenIsValid', params: {} })).toBe('tokenIsValid');
    expect(guardName(function isReady() {})).toBe('isReady');
  });
});
