import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * A Mermaid `stateDiagram-v2` drawn from a machine's own definition (`machine.root`), so the
 * picture cannot drift from the code. Order follows the definition, so the text is stable.
 *
 * What Mermaid cannot draw is drawn another way (found rendering with Mermaid 12):
 * - an arrow from a box to a state inside it (onDone back to the initial state, or any
 *   transition declared on a parent) breaks the layout or hangs the renderer, and the machine
 *   itself has no box; so transitions declared on the root or on a parent state start from a
 *   dashed "(any state)" node inside that parent (beside it, for a parallel one);
 * - an arrow written inside a box drags the states it names into that box, so every arrow is
 *   written last, at the top level, after every state is declared where it belongs;
 * - a box takes a title but no description lines, so its invokes go into the title.
 */
export function mermaidDiagram(machine: AnyStateMachine): string {
  const root = machine.root;
  const declarations = root.type === 'parallel' ? [`state ${root.id} {`, ...indent(contents(root)), '}'] : contents(root);
  const parents = walk(root).filter((node) => isParent(node) && edgesOf(node).length > 0);
  if (parents.includes(root)) declarations.push(...anyState(root));
  const styles = parents.length
    ? ['classDef anyState fill:none,stroke-dasharray:4 4', `class ${parents.map(anyStateId).join(',')} anyState`]
    : [];
  return ['stateDiagram-v2', ...indent([...declarations, ...walk(root).flatMap(edgesOf), ...styles])].join('\n');
}

const indent = (lines: string[]) => lines.map((line) => `  ${line}`);

const walk = (node: AnyStateNode): AnyStateNode[] => [node, ...children(node).flatMap(walk)];
const children = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[];
const isParent = (node: AnyStateNode) => !node.parent || children(node).length > 0;

/** Mermaid ids are global and plain: the state's path below the root, joined with `_`. */
const idOf = (node: AnyStateNode) => node.path.join('_').replace(/[^A-Za-z0-9_]/g, '_');
const anyStateId = (node: AnyStateNode) => (node.parent ? `${idOf(node)}__any` : 'any_state');

function anyState(node: AnyStateNode): string[] {
  return [`state "(any state${node.parent ? ` of ${node.key}` : ''})" as ${anyStateId(node)}`];
}

/** What a parent's box holds: the initial arrow, then each child (regions split by `--`). */
function contents(node: AnyStateNode): string[] {
  const initial = node.type === 'compound' ? node.initial.target[0] : undefined;
  const lines = initial ? [`[*] --> ${idOf(initial)}`] : [];
  children(node).forEach((child, i) => {
    if (node.type === 'parallel' && i > 0) lines.push('--');
    lines.push(...declaration(child));
  });
  return lines;
}

function declaration(node: AnyStateNode): string[] {
  const id = idOf(node);
  const invokes = node.invoke.map((invoke) => `invokes ${typeof invoke.src === 'string' ? invoke.src : invoke.id}`);
  const boxed = children(node).length > 0;
  const label =
    node.type === 'history' ? `${node.key} (history)` : boxed && invokes.length ? `${node.key} (${invokes.join(', ')})` : node.key;
  const lines = label === id ? [] : [`state "${label}" as ${id}`];
  if (boxed) {
    // Inside a parallel box a node would land in its first region: keep it beside the box.
    const own = edgesOf(node).length ? anyState(node) : [];
    const inner = node.type === 'parallel' ? contents(node) : [...own, ...contents(node)];
    lines.push(`state ${id} {`, ...indent(inner), '}', ...(node.type === 'parallel' ? own : []));
  } else if (label === id) {
    lines.push(id);
  }
  if (!boxed) lines.push(...invokes.map((text) => `${id} : ${text}`));
  if (node.type === 'final') lines.push(`${id} --> [*]`);
  return lines;
}

/** `source --> target : label`, one per target; a transition without a target loops back. */
function edgesOf(node: AnyStateNode): string[] {
  const source = isParent(node) ? anyStateId(node) : idOf(node);
  const delays = new Map(node.after.map((t) => [t.eventType, t.delay]));
  // `after` transitions are listed in `transitions` too; `always` ones only in `always`.
  const transitions = [...node.transitions.entries(), ...(node.always ?? []).map((t) => ['', [t]] as const)];
  return transitions.flatMap(([descriptor, list]) =>
    list.flatMap((t) => {
      const label = `${eventLabel(node, descriptor, delays)}${t.guard === undefined ? '' : ` [${guardName(t.guard)}]`}`;
      const targets = (t.target ?? []) as AnyStateNode[];
      const ids = targets.length ? targets.flatMap((target) => targetIds(node, target)) : [source];
      return ids.map((id) => `${source} --> ${id} : ${label}`);
    }),
  );
}

/** A box seen from inside itself is drawn as the states it starts in (see the header). */
function targetIds(source: AnyStateNode, target: AnyStateNode): string[] {
  const inside = (node: AnyStateNode | undefined): boolean => node !== undefined && (node === target || inside(node.parent));
  return isParent(target) && inside(source) ? initialLeaves(target).map(idOf) : [idOf(target)];
}

function initialLeaves(node: AnyStateNode): AnyStateNode[] {
  if (node.type === 'parallel') return children(node).flatMap(initialLeaves);
  const initial = node.type === 'compound' ? (node.initial.target[0] as AnyStateNode | undefined) : undefined;
  return initial ? initialLeaves(initial) : [node];
}

function eventLabel(node: AnyStateNode, descriptor: string, delays: Map<string, unknown>): string {
  if (descriptor === '') return 'always';
  if (delays.has(descriptor)) {
    const delay = delays.get(descriptor);
    return typeof delay === 'number' ? `after ${delay}ms` : `after ${String(delay)}`;
  }
  if (descriptor === `xstate.done.state.${node.id}`) return 'onDone';
  return descriptor;
}

/** `hasToken`, `tokenIsValid` (with params), `and(a, not(b))`, or the inline function's name. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(inner)) return `${guard.name}(${inner.map(guardName).join(', ')})`;
    return guard.name || 'inline';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return guardName(guard.type);
  return 'inline';
}
