import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import type { BuildMeta } from '../../../contract/builds';
import { buildUpdateMachine, FIRST_CHECK_DELAY_MS } from '../../../machines/buildUpdate';
import { buildFetchers } from '../../../src/pwa/buildCheck';

type Answer = Response | Error;

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const html = () =>
  new Response('<!doctype html><html lang="vi"><div id="root"></div></html>', { headers: { 'content-type': 'text/html' } });

/**
 * The deployed server, as seen through `fetch`: a map from path to answer. Unknown paths answer
 * 404; an Error stands for a network failure. The machine runs with the app's real fetch actors.
 */
function start(files: Record<string, () => Answer>, buildId = 'build-a') {
  const requests: string[] = [];
  const fetchFn = async (url: string) => {
    requests.push(url);
    const answer = files[url]?.() ?? new Response('not found', { status: 404 });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const announced = vi.fn<(build: BuildMeta) => void>();
  const clock = new SimulatedClock();
  const machine = buildUpdateMachine.provide({
    actors: buildFetchers(fetchFn),
    actions: { announceUpdate: (_, { build }) => announced(build) },
  });
  const actor = createActor(machine, { input: { buildId }, clock }).start();
  const settled = () => waitFor(actor, (s) => !s.matches('checking') && !s.matches('fetchingMeta'));
  return { actor, clock, requests, announced, settled };
}

const latest = (id: string) => ({ '/builds/latest.json': () => json({ id, timestamp: 1_760_000_000_000 }) });
const meta = (id: string): BuildMeta => ({ id, timestamp: 1_760_000_000_000, version: '0.2.0' });

describe('the build-update check', () => {
  it('waits a second after start before the first check', async () => {
    const t = start(latest('build-a'));
    t.clock.increment(FIRST_CHECK_DELAY_MS - 1);
    expect(t.requests).toEqual([]);
    t.clock.increment(1);
    await t.settled();
    expect(t.requests).toEqual(['/builds/latest.json']);
  });

  it('finds nothing when latest.json names this very build', async () => {
    const t = start(latest('build-a'));
    t.clock.increment(FIRST_CHECK_DELAY_MS);
    await t.settled();
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(t.announced).not.toHaveBeenCalled();
    expect(t.requests).toEqual(['/builds/latest.json']);
  });

  it('reads the meta file of a different build and announces it', async () => {
    const t = start({ ...latest('build-b'), '/builds/meta/build-b.json': () => json(meta('build-b')) });
    t.clock.increment(FIRST_CHECK_DELAY_MS);
    await t.settled();
    expect(t.requests).toEqual(['/builds/latest.json', '/builds/meta/build-b.json']);
    expect(t.announced).toHaveBeenCalledExactlyOnceWith(meta('build-b'));
    expect(t.actor.getSnapshot().value).toBe('updateAvailable');
    expect(t.actor.getSnapshot().context.available).toEqual(meta('build-b'));
  });

  it('checks again when the page becomes visible, and announces a build deployed meanwhile', async () => {
    let deployed = 'build-a';
    const t = start({
      '/builds/latest.json': () => json({ id: deployed, timestamp: 2 }),
      '/builds/meta/build-b.json': () => json(meta('build-b')),
    });
    t.clock.increment(FIRST_CHECK_DELAY_MS);
    await t.settled();
    expect(t.announced).not.toHaveBeenCalled();

    deployed = 'build-b';
    t.actor.send({ type: 'page.visible' });
    await t.settled();
    expect(t.announced).toHaveBeenCalledExactlyOnceWith(meta('build-b'));
    expect(t.requests.filter((url) => url === '/builds/latest.json')).toHaveLength(2);
  });

  it('announces the same newer build again at the next visibility check (a prompt put off comes back)', async () => {
    const t = start({ ...latest('build-b'), '/builds/meta/build-b.json': () => json(meta('build-b')) });
    t.clock.increment(FIRST_CHECK_DELAY_MS);
    await t.settled();
    t.actor.send({ type: 'page.visible' });
    await t.settled();
    expect(t.announced).toHaveBeenCalledTimes(2);
  });

  it('ignores a visibility change before the first check is due', async () => {
    const t = start(latest('build-a'));
    t.actor.send({ type: 'page.visible' });
    expect(t.actor.getSnapshot().value).toBe('waiting');
    expect(t.requests).toEqual([]);
  });

  it.each([
    ['the SPA’s HTML page', () => html()],
    ['a body that is not JSON', () => new Response('{"id": "build-b", ', { headers: { 'content-type': 'application/json' } })],
    ['JSON without an id', () => json({ timestamp: 5 })],
    ['an empty id', () => json({ id: '', timestamp: 5 })],
    ['an id that is not a plain name', () => json({ id: '../../etc/passwd', timestamp: 5 })],
    ['a 404', () => new Response('{}', { status: 404 })],
    ['a server error', () => new Response('{"id":"build-b","timestamp":5}', { status: 500 })],
    ['a network error', () => new TypeError('Failed to fetch')],
  ])('never counts %s as an update', async (_, answer) => {
    const t = start({ '/builds/latest.json': answer, '/builds/meta/build-b.json': () => json(meta('build-b')) });
    t.clock.increment(FIRST_CHECK_DELAY_MS);
    await t.settled();
    expect(t.announced).not.toHaveBeenCalled();
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(t.requests).toEqual(['/builds/latest.json']);
  });

  it.each([
    ['missing', undefined],
    ['an HTML page', () => html()],
    ['about another build', () => json(meta('build-c'))],
    ['unreachable', () => new TypeError('Failed to fetch')],
  ])('announces nothing when the meta file is %s, and tries again at the next check', async (_, answer) => {
    let metaAnswer = answer;
    const t = start({
      ...latest('build-b'),
      '/builds/meta/build-b.json': () => (metaAnswer ? metaAnswer() : new Response('', { status: 404 })),
    });
    t.clock.increment(FIRST_CHECK_DELAY_MS);
    await t.settled();
    expect(t.announced).not.toHaveBeenCalled();
    expect(t.actor.getSnapshot().value).toBe('idle');

    metaAnswer = () => json(meta('build-b'));
    t.actor.send({ type: 'buildUpdate.check' });
    await t.settled();
    expect(t.announced).toHaveBeenCalledExactlyOnceWith(meta('build-b'));
  });

  it('forgets a newer build that was rolled back', async () => {
    let deployed = 'build-b';
    const t = start({
      '/builds/latest.json': () => json({ id: deployed, timestamp: 2 }),
      '/builds/meta/build-b.json': () => json(meta('build-b')),
    });
    t.clock.increment(FIRST_CHECK_DELAY_MS);
    await t.settled();
    expect(t.actor.getSnapshot().context.available?.id).toBe('build-b');
    deployed = 'build-a';
    t.actor.send({ type: 'page.visible' });
    await t.settled();
    expect(t.actor.getSnapshot().context.available).toBeNull();
    expect(t.actor.getSnapshot().value).toBe('idle');
  });
});
