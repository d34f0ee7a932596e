import { buildUpdateMachine } from '../../machines/buildUpdate';
import { newerBuild, T0 } from '../../tests/fixtures/builds';
import { actorDone, actorFailed, delayElapsed, describeMachine } from './walk';

export const buildUpdateWalk = describeMachine({
  name: 'buildUpdate',
  description:
    'Notices a newer deploy: 1 s after start, and whenever the page becomes visible again, read `/builds/latest.json`; when its id differs from the bundle\'s, read `/builds/meta/{id}.json` and announce "update available" (src/ forwards it to the pwa actor). A network error, an HTML page or an invalid file is never an update.',
  machine: buildUpdateMachine,
  inputs: [{ name: 'a running build', input: { buildId: '20261020T080000Z-a1b2c3d4' } }],
  events: [
    delayElapsed(buildUpdateMachine, 1000, 'buildUpdate.waiting'),
    { type: 'page.visible' },
    { type: 'buildUpdate.check' },
    actorDone('fetchLatest', { id: '20261020T080000Z-a1b2c3d4', timestamp: T0 - 86_400_000 }),
    actorDone('fetchLatest', { id: newerBuild.id, timestamp: T0 }),
    actorFailed('fetchLatest', new SyntaxError('Unexpected token < in JSON')),
    actorDone('fetchMeta', newerBuild),
    actorFailed('fetchMeta', new Error('/builds/meta/20261101T030000Z-b2c3d4e5.json: HTTP 404')),
  ],
});
