import { expect, test } from '@playwright/test';
import { checkFirstLoadBudget, firstLoadJsGzip, readFirstLoadBudget } from '../../scripts/bench/firstLoadBudget';
import { measureInitialLoad } from '../../scripts/bench/initialLoad';
import { newPerson } from './support';

/**
 * The first-load JS of the entry pages against bench/first-load-budget.json. Bytes are
 * deterministic, so this can fail a build: measured as `npm run bench` measures (its own phone
 * Chromium, empty cache, service workers blocked), on the build this run serves.
 */
test.describe('first-load budget', () => {
  // A fresh Chromium per page and a cold server: more than the default minute on a busy machine.
  test.setTimeout(180_000);

  test('the entry pages load no more JavaScript than the budget allows', async ({ request, baseURL }) => {
    const registered = await request.post('/api/auth/register', { data: newPerson() });
    expect(registered.ok()).toBe(true);
    const { token } = (await registered.json()) as { token: string };
    const budget = readFirstLoadBudget();

    const checks = [];
    // Where people land signed out, and the signed-in app frame.
    for (const [path, signedIn] of [
      ['/auth/login', undefined],
      ['/', token],
    ] as const) {
      const load = await measureInitialLoad(baseURL!, path, signedIn);
      const scripts = (files: typeof load.files) =>
        files.filter((file) => file.type === 'script').map((file) => `${file.url} ${file.gzip}`);
      console.log(
        `${path}: ${firstLoadJsGzip(load)} bytes gzip, drawn at ${load.drawnMs} ms:`,
        scripts(load.files),
        'later:',
        scripts(load.laterFiles),
      );
      checks.push(checkFirstLoadBudget(load, budget));
    }
    expect(checks.filter((check) => !check.pass)).toEqual([]);
  });
});
