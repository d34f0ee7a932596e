import type { AnyStateMachine, DoneActorEvent, ErrorActorEvent, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

/**
 * What `xstate/graph` needs to walk one machine: the inputs to start from and the events to try.
 * Each machine has its walk in this folder; scripts/machineCatalog.ts lists them for
 * `npm run docs:machines` (docs/machines.md) and tests/unit/machines/paths.test.ts.
 */

/** The answer of an invoked actor (`invoke: { id, src }`), as XState sends it to the parent. */
export const actorDone = <TId extends string, TOutput>(id: TId, output: TOutput): DoneActorEvent<TOutput, TId> => ({
  type: `xstate.done.actor.${id}`,
  output,
  actorId: id,
});

/** The failure of an invoked actor, as XState sends it to the parent. */
export const actorFailed = <TId extends string>(id: TId, error: unknown): ErrorActorEvent<unknown, TId> => ({
  type: `xstate.error.actor.${id}`,
  error,
  actorId: id,
});

/** Events a state does not handle leave it as it is, so listing extra ones is harmless. */
export type CatalogEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine> | DoneActorEvent<unknown> | ErrorActorEvent<unknown>;

export type MachineEntry<TMachine extends AnyStateMachine = AnyStateMachine> = {
  /** The machine's file name in machines/, also its heading in the docs and its test prefix. */
  name: string;
  description: string;
  machine: TMachine;
  /** Where to start; `name` completes "session from …". */
  inputs: ReadonlyArray<{ name: string; input: InputFrom<TMachine> }>;
  /**
   * Representative events, including the done/error events of invoked actors (the graph cannot
   * invent their answers; `actorDone`/`actorFailed` build them). `after` delays need no entry:
   * the walk adds them. A function of the snapshot when the context is unbounded (a counter),
   * to keep the graph finite.
   */
  events: ReadonlyArray<CatalogEvent<TMachine>> | ((snapshot: SnapshotFrom<TMachine>) => ReadonlyArray<CatalogEvent<TMachine>>);
};

/** Checks an entry against its machine's input and event types, then forgets the machine type. */
export const describeMachine = <TMachine extends AnyStateMachine>(entry: MachineEntry<TMachine>) => entry as unknown as MachineEntry;

/**
 * The event of a delayed (`after`) transition, as XState names it: the graph cannot wait, so a
 * path sends it (the path test's simulated clock never fires delays on its own).
 */
export const delayElapsed = <TMachine extends AnyStateMachine>(_machine: TMachine, delay: number, stateId: string) =>
  ({ type: `xstate.after.${delay}.${stateId}` }) as unknown as EventFromLogic<TMachine>;

/** What src/'s ApiError carries: a status (null without an answer), a code and details. */
export const apiFailure = (message: string, status: number | null, code: string, details: Array<{ path: string; message: string }> = []) =>
  Object.assign(new Error(message), { status, code, details });
