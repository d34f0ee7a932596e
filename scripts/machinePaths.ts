import type { AnyEventObject, AnyMachineSnapshot, StateValue } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath, type TraversalOptions } from 'xstate/graph';
import type { MachineEntry } from './machineWalks/walk';

/**
 * The paths `xstate/graph` finds through a catalog machine, shared by docs/machines.md and the
 * path tests so both show the same thing.
 */

export type Start = MachineEntry['inputs'][number];

export type MachinePath = {
  /** The snapshot the machine starts in. */
  initial: AnyMachineSnapshot;
  /** The events sent after start, in order, each with the snapshot it leads to. */
  steps: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>;
  state: AnyMachineSnapshot;
};

// Simple paths multiply quickly with the number of states: walk them only on small graphs,
// and only so many per start, so a new machine cannot make the test run for minutes.
const simplePathLimits = { maxStates: 16, maxPaths: 300 };

type Traversal = TraversalOptions<AnyMachineSnapshot, AnyEventObject, unknown>;

const traversal = (entry: MachineEntry, start: Start): Traversal => ({
  input: start.input,
  // The graph sends exactly these (a state that does not handle one stays as it is), plus
  // every `after` delay of the current states, so no catalog has to spell `xstate.after.*`.
  events: (snapshot) => [...listedEvents(entry, snapshot), ...delayEvents(snapshot)],
  // An unbounded context (a counter, a list) makes an endless graph: fail instead of hanging.
  // Counts snapshots times events tried, so a few parallel regions still fit.
  limit: 50_000,
});

const listedEvents = (entry: MachineEntry, snapshot: AnyMachineSnapshot): readonly AnyEventObject[] =>
  typeof entry.events === 'function' ? entry.events(snapshot) : entry.events;

/** `xstate.after.<delay>.<state id>` for each delayed transition of the active states. */
const delayEvents = (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
  [...new Set(snapshot._nodes.flatMap((node) => node.after.map((t) => t.eventType)))].map((type) => ({ type }));

// The graph's steps start with a synthetic `xstate.init` holding the initial snapshot.
const toMachinePath = (path: StatePath<AnyMachineSnapshot, AnyEventObject>): MachinePath => ({
  initial: path.steps[0]!.state,
  steps: path.steps.slice(1),
  state: path.state,
});

/** One path to every distinct snapshot (state value and context) reachable from the start. */
export function shortestPaths(entry: MachineEntry, start: Start): MachinePath[] {
  return getShortestPaths(entry.machine, traversal(entry, start)).map(toMachinePath);
}

/**
 * The simple paths (no snapshot visited twice) that no longer simple path extends: replaying one
 * step by step also replays every prefix. Empty when the graph is too large to enumerate.
 */
export function simplePaths(entry: MachineEntry, start: Start, limits = simplePathLimits): MachinePath[] {
  const size = Object.keys(getAdjacencyMap(entry.machine, traversal(entry, start))).length;
  if (size > limits.maxStates) return [];
  const paths = getSimplePaths(entry.machine, traversal(entry, start)).map(toMachinePath);
  const maximal = paths.filter((path) => !paths.some((other) => extends_(other, path)));
  return maximal.slice(0, limits.maxPaths);
}

const eventKeys = (path: MachinePath) => path.steps.map((s) => JSON.stringify(s.event));

/** True when `longer` starts with every event of `shorter` and goes on. */
function extends_(longer: MachinePath, shorter: MachinePath): boolean {
  const [a, b] = [eventKeys(longer), eventKeys(shorter)];
  return a.length > b.length && b.every((key, i) => key === a[i]);
}

/** Two paths send the same events in the same order. */
export const sameEvents = (a: MachinePath, b: MachinePath) => eventKeys(a).join('\n') === eventKeys(b).join('\n');

/** "xstate.done.actor.loadUser → session.unauthorized", or "(start)" for the empty path. */
export const describeEvents = (path: MachinePath) => path.steps.map((s) => describeEventType(s.event.type)).join(' → ') || '(start)';

/** `xstate.after.1000.buildUpdate.waiting` reads `after 1000ms`; other types stay as they are. */
export function describeEventType(type: string): string {
  const delay = /^xstate\.after\.([^.]+)\./.exec(type)?.[1];
  if (delay === undefined) return type;
  return /^\d+$/.test(delay) ? `after ${delay}ms` : `after ${delay}`;
}

/** `loggedOut`; nested `update.waiting`; parallel regions joined with ` + `; the context when there are no states. */
export const describeState = (snapshot: AnyMachineSnapshot): string =>
  leafPaths(snapshot.value).join(' + ') || JSON.stringify(snapshot.context);

function leafPaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? [key]
      : leafPaths(child).map((leaf) => `${key}.${leaf}`),
  );
}
