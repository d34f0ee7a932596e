import type { InspectionEvent, Observer } from 'xstate';

/** What `createActor(logic, { inspect })` accepts. */
export type Inspect = (event: InspectionEvent) => void;

/**
 * In development, `?inspect` in the URL opens the Stately inspector (a new window: allow pop-ups)
 * on every actor given the returned callback; otherwise undefined. `import.meta.env.DEV` is
 * `false` in a production build, so everything after the first return, the dynamic import
 * included, is dropped and the inspector never reaches the bundle.
 *
 * Synchronous on purpose: main.tsx creates its actors without awaiting (a top-level await turns
 * Rolldown's chunk optimizations off), so events are held until the inspector has loaded, then
 * replayed in order.
 */
export function devInspector(search = globalThis.location?.search ?? ''): Inspect | undefined {
  if (!import.meta.env.DEV) return undefined;
  if (!new URLSearchParams(search).has('inspect')) return undefined;

  const held: InspectionEvent[] = [];
  let inspector: Observer<InspectionEvent> | undefined;
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    // The inspector posts contexts and events to another site's window: keep the JWT out of it.
    inspector = createBrowserInspector({ sanitizeContext: hideToken, sanitizeEvent: hideToken }).inspect;
    for (const event of held.splice(0)) inspector.next?.(event);
  });
  return (event) => {
    if (inspector) inspector.next?.(event);
    else held.push(event);
  };
}

function hideToken<T extends object>(value: T): T {
  return 'token' in value && typeof value.token === 'string' ? { ...value, token: '(hidden)' } : value;
}
