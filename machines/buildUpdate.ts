import { assign, setup } from 'xstate';
import type { BuildInfo, BuildMeta } from '../contract/builds';
import { providedBy } from './providedBy';

/**
 * Notices that a newer build was deployed while this page runs. Pure logic: the two
 * fetches and the announcement are provided by src/pwa/createPwa.ts.
 *
 * 1 s after start, and whenever the page becomes visible again, read `/builds/latest.json`; when
 * its id differs from the id baked into this bundle, read that build's meta file and announce
 * "update available". Any failure (network, an HTML page, a body that is not a valid build
 * file) means "no update": the fetch actors reject, and a failed check waits for the next one.
 * Every check that still finds another build announces it again, so a prompt put off with
 * "later" comes back the next time the person returns to the app.
 */

export type BuildUpdateInput = {
  /** The build id compiled into this bundle. */
  buildId: string;
};

export type BuildUpdateContext = {
  buildId: string;
  /** What the last successful check read from latest.json. */
  latest: BuildInfo | null;
  /** The newer build found by the last successful check, if any. */
  available: BuildMeta | null;
};

export type BuildUpdateEvent =
  /** The page became visible again (visibilitychange): a good moment to look. */
  | { type: 'page.visible' }
  /** Look now (for example when the network comes back). */
  | { type: 'buildUpdate.check' };

export const FIRST_CHECK_DELAY_MS = 1000;

export const buildUpdateMachine = setup({
  types: {
    context: {} as BuildUpdateContext,
    events: {} as BuildUpdateEvent,
    input: {} as BuildUpdateInput,
  },
  actors: {
    /** GET /builds/latest.json; rejects unless the answer is a valid build file. */
    fetchLatest: providedBy<BuildInfo>('fetchLatest', 'src/pwa'),
    /** GET /builds/meta/{id}.json; rejects unless the answer is a valid meta file for that id. */
    fetchMeta: providedBy<BuildMeta, { id: string }>('fetchMeta', 'src/pwa'),
  },
  actions: {
    /** Tells whoever shows prompts (the PWA actor) that a newer build exists. */
    announceUpdate: (_, _params: { build: BuildMeta }) => {},
    setLatest: assign((_, params: { latest: BuildInfo }) => ({ latest: params.latest })),
    setAvailable: assign((_, params: { build: BuildMeta }) => ({ available: params.build })),
    forgetAvailable: assign({ available: null }),
  },
  guards: {
    isOtherBuild: ({ context }, params: { id: string }) => params.id !== context.buildId,
  },
}).createMachine({
  id: 'buildUpdate',
  context: ({ input }) => ({ buildId: input.buildId, latest: null, available: null }),
  initial: 'waiting',
  states: {
    /** The first check waits a second, out of the way of the first page's own requests. */
    waiting: {
      after: { [FIRST_CHECK_DELAY_MS]: 'checking' },
    },
    idle: {
      on: {
        'page.visible': 'checking',
        'buildUpdate.check': 'checking',
      },
    },
    checking: {
      invoke: {
        id: 'fetchLatest',
        src: 'fetchLatest',
        onDone: [
          {
            guard: { type: 'isOtherBuild', params: ({ event }) => ({ id: event.output.id }) },
            target: 'fetchingMeta',
            actions: { type: 'setLatest', params: ({ event }) => ({ latest: event.output }) },
          },
          // This very build: an update found earlier was rolled back.
          {
            target: 'idle',
            actions: [{ type: 'setLatest', params: ({ event }) => ({ latest: event.output }) }, 'forgetAvailable'],
          },
        ],
        onError: 'idle',
      },
    },
    fetchingMeta: {
      invoke: {
        id: 'fetchMeta',
        src: 'fetchMeta',
        input: ({ context }) => ({ id: context.latest?.id ?? '' }),
        onDone: {
          target: 'updateAvailable',
          actions: [
            { type: 'setAvailable', params: ({ event }) => ({ build: event.output }) },
            { type: 'announceUpdate', params: ({ event }) => ({ build: event.output }) },
          ],
        },
        onError: 'idle',
      },
    },
    /** A newer build exists; keep looking, a later deploy may replace it. */
    updateAvailable: {
      on: {
        'page.visible': 'checking',
        'buildUpdate.check': 'checking',
      },
    },
  },
});
