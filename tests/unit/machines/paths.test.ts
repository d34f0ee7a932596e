import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { machineCatalog } from '../../../scripts/machineCatalog';
import type { MachineEntry } from '../../../scripts/machineWalks/walk';
import {
  describeEvents,
  describeState,
  sameEvents,
  shortestPaths,
  simplePaths,
  type MachinePath,
  type Start,
} from '../../../scripts/machinePaths';

/**
 * Every path xstate/graph finds through every machine of scripts/machineWalks/, replayed on a real
 * actor: the graph computes paths with `machine.transition`; this proves a running actor (with
 * its guards and context updates) goes the same way.
 */

/**
 * The machine with its effects made harmless: named actions that are not XState's own (assign,
 * raise, sendTo… carry a `resolve`) do nothing, and invoked actors never answer, so only the
 * path's own done/error events move the machine. Guards and context updates stay real.
 */
function harmless(machine: AnyStateMachine): AnyStateMachine {
  const { actions, actors } = machine.implementations;
  return machine.provide({
    actions: Object.fromEntries(
      Object.entries(actions)
        .filter(([, action]) => !(typeof action === 'function' && 'resolve' in action))
        .map(([name]) => [name, () => {}]),
    ),
    actors: Object.fromEntries(Object.keys(actors).map((name) => [name, fromCallback(() => {})])),
  });
}

/** Context as JSON, or undefined when it holds something JSON cannot compare. */
function serialisable(context: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(context)) as unknown;
  } catch {
    return undefined;
  }
}

function replay(entry: MachineEntry, start: Start, path: MachinePath) {
  // A simulated clock: delays fire only when a path sends their `xstate.after.*` event.
  const actor = createActor(harmless(entry.machine), { input: start.input, clock: new SimulatedClock() }).start();
  expect(actor.getSnapshot().value).toEqual(path.initial.value);
  for (const [i, step] of path.steps.entries()) {
    actor.send(step.event);
    const snapshot = actor.getSnapshot();
    const where = `after step ${i + 1} (${step.event.type})`;
    expect(snapshot.status, where).not.toBe('error');
    expect(snapshot.value, where).toEqual(step.state.value);
    expect(serialisable(snapshot.context), where).toEqual(serialisable(step.state.context));
  }
  expect(actor.getSnapshot().value).toEqual(path.state.value);
  actor.stop();
}

const title = (path: MachinePath) => `${describeEvents(path)} reaches ${describeState(path.state)}`;

/** Leaf states a snapshot can rest in: not history markers, not states an unguarded `always` leaves at once. */
function restingStates(node: AnyStateNode): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length) return children.flatMap(restingStates);
  const transient = (node.always ?? []).some((t) => t.guard === undefined);
  return node.type === 'history' || transient || !node.parent ? [] : [node.path.join('.')];
}

for (const entry of machineCatalog) {
  const runs = entry.inputs.map((start) => {
    const shortest = shortestPaths(entry, start);
    const simple = simplePaths(entry, start).filter((path) => !shortest.some((s) => sameEvents(s, path)));
    return { start, shortest, simple };
  });

  describe(`${entry.name}: every path the graph finds`, () => {
    for (const { start, shortest, simple } of runs) {
      for (const path of shortest) {
        it(`${entry.name} from ${start.name}: ${title(path)}`, () => replay(entry, start, path));
      }
      for (const path of simple) {
        it(`${entry.name} from ${start.name}: ${title(path)} (simple path)`, () => replay(entry, start, path));
      }
    }

    it(`${entry.name}: the paths reach every state it can rest in`, () => {
      const reached = runs.flatMap(({ shortest }) => shortest.map((path) => path.state));
      const missed = restingStates(entry.machine.root).filter((state) => !reached.some((snapshot) => snapshot.matches(state)));
      // A state missing here needs an event in scripts/machineWalks/ (often an actor's done or error event).
      expect(missed).toEqual([]);
    });
  });
}
