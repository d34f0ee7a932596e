import { describe, expect, it } from 'vitest';
import { whenPageDrawn } from '../../src/lib/idle';

/** A window whose idle periods and frames come only when the test says, recording what was asked. */
function scriptedWindow() {
  const asked: string[] = [];
  const waiting: Array<() => void> = [];
  const win = {
    requestIdleCallback: (callback: () => void) => {
      asked.push('idle');
      waiting.push(callback);
    },
    requestAnimationFrame: (callback: () => void) => {
      asked.push('frame');
      waiting.push(callback);
    },
  } as unknown as Window;
  /** Runs what the page waits for now, then lets its timers and promises move on. */
  const step = async () => {
    waiting.shift()?.();
    await new Promise((done) => setTimeout(done, 5));
  };
  return { win, asked, step };
}

describe('whenPageDrawn', () => {
  it('waits for an idle period, a frame and a second idle period, in that order', async () => {
    const { win, asked, step } = scriptedWindow();
    let drawn = false;
    void whenPageDrawn(win).then(() => (drawn = true));
    await step();
    expect(asked).toEqual(['idle', 'frame']);
    expect(drawn).toBe(false);
    await step();
    expect(asked).toEqual(['idle', 'frame', 'idle']);
    expect(drawn).toBe(false);
    await step();
    expect(drawn).toBe(true);
  });
});
