import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { splashMachine } from '../../../machines/splash';

function start() {
  return createActor(splashMachine).start();
}

const step = (actor: ReturnType<typeof start>) =>
  (actor.getSnapshot().getMeta() as Record<string, { step: number } | undefined>)[`splash.${String(actor.getSnapshot().value)}`]?.step;

describe('the first-launch screens', () => {
  it('go forward and back through three screens, finishing on the last', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('buying');
    expect(actor.getSnapshot().hasTag('first')).toBe(true);
    expect(step(actor)).toBe(1);
    expect(actor.getSnapshot().can({ type: 'splash.back' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'splash.finish' })).toBe(false);

    actor.send({ type: 'splash.next' });
    expect(actor.getSnapshot().value).toBe('wallet');
    expect(step(actor)).toBe(2);
    actor.send({ type: 'splash.back' });
    expect(actor.getSnapshot().value).toBe('buying');

    actor.send({ type: 'splash.next' });
    actor.send({ type: 'splash.next' });
    expect(actor.getSnapshot().value).toBe('tracking');
    expect(actor.getSnapshot().hasTag('last')).toBe(true);
    expect(step(actor)).toBe(3);
    expect(actor.getSnapshot().can({ type: 'splash.next' })).toBe(false);

    actor.send({ type: 'splash.finish' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('can be skipped from any screen', () => {
    for (const nexts of [0, 1, 2]) {
      const actor = start();
      for (let i = 0; i < nexts; i++) actor.send({ type: 'splash.next' });
      actor.send({ type: 'splash.skip' });
      expect(actor.getSnapshot().status).toBe('done');
    }
  });
});
