import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { counterMachine } from '../../../machines/counter';

describe('the counter', () => {
  it('counts up, down and back to zero', () => {
    const actor = createActor(counterMachine).start();
    actor.send({ type: 'counter.increment' });
    actor.send({ type: 'counter.increment' });
    actor.send({ type: 'counter.decrement' });
    expect(actor.getSnapshot().context.count).toBe(1);
    actor.send({ type: 'counter.reset' });
    expect(actor.getSnapshot().context.count).toBe(0);
  });

  it('does not go below zero, and says so through can()', () => {
    const actor = createActor(counterMachine).start();
    expect(actor.getSnapshot().can({ type: 'counter.decrement' })).toBe(false);
    actor.send({ type: 'counter.decrement' });
    expect(actor.getSnapshot().context.count).toBe(0);
  });
});
