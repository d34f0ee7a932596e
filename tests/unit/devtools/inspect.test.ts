import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { devInspector } from '../../../src/devtools/inspect';

// Stands in for the Stately inspector, which opens a browser window.
const received: InspectionEvent[] = [];
const options: unknown[] = [];
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: (given: unknown) => {
    options.push(given);
    return { inspect: { next: (event: InspectionEvent) => received.push(event) } };
  },
}));

describe('the development inspector', () => {
  it('stays off without ?inspect in the URL', () => {
    expect(devInspector('')).toBeUndefined();
    expect(devInspector('?lang=vi')).toBeUndefined();
  });

  it('with ?inspect, hands every event of an actor to the Stately inspector, in order, once it has loaded', async () => {
    const inspect = devInspector('?inspect');
    expect(inspect).toBeTypeOf('function');
    const actor = createActor(createMachine({ initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } }), { inspect }).start();
    actor.send({ type: 'go' });
    const sentBeforeLoad = received.length;
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(0));
    expect(sentBeforeLoad).toBe(0);
    expect(received.map((e) => e.type)).toContain('@xstate.event');
    expect(received.at(-1)).toMatchObject({ type: '@xstate.snapshot', snapshot: { value: 'b' } });
  });

  it('keeps the JWT out of what it sends', () => {
    const { sanitizeContext, sanitizeEvent } = options[0] as Record<string, (v: object) => object>;
    expect(sanitizeContext!({ token: 'jwt-1', user: null })).toEqual({ token: '(hidden)', user: null });
    expect(sanitizeEvent!({ type: 'session.login', token: 'jwt-1' })).toEqual({ type: 'session.login', token: '(hidden)' });
    expect(sanitizeEvent!({ type: 'session.logout' })).toEqual({ type: 'session.logout' });
  });
});
