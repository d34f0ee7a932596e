import { describe, expect, it } from 'vitest';
import { whenPageDrawn } from '../../src/lib/idle';

/** A window whose idle periods and frames come only when the test says, recording what was asked. */
function scriptedWindow() {
  const asked: string[] = [];
  const waiting: Array<{ kind: string; callback: () => void }> = [];
  const ask = (kind: string) => (callback: () => void) => {
    asked.push(kind);
    waiting.push({ kind, callback });
  };
  const win = { requestIdleCallback: ask('idle'), requestAnimationFrame: ask('frame') } as unknown as Window;
  /** Gives the oldest idle period or frame asked for (of `kind`, if named), then lets timers and promises move on. */
  const step = async (kind?: string) => {
    const next = waiting.findIndex((entry) => !kind || entry.kind === kind);
    if (next >= 0) waiting.splice(next, 1)[0]!.callback();
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

  it('goes on without a frame where none comes, as in a background tab', async () => {
    const { win, asked, step } = scriptedWindow();
    let drawn = false;
    void whenPageDrawn(win, 20).then(() => (drawn = true));
    await step();
    expect(asked).toEqual(['idle', 'frame']);
    await new Promise((done) => setTimeout(done, 40));
    expect(asked).toEqual(['idle', 'frame', 'idle']);
    expect(drawn).toBe(false);
    await step('idle'); // the frame is never given
    expect(drawn).toBe(true);
  });
});
