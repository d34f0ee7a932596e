import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

test('the build keeps its source maps for error reports and never hands them out', async ({ request }) => {
  const index = await (await request.get('/')).text();
  const files = [...index.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const body = await (await request.get(file)).text();
    // A hidden map: the bundle names none, so browsers never ask for it.
    expect(body, file).not.toContain('sourceMappingURL');
    const map = await request.get(`${file}.map`);
    expect(map.status(), `${file}.map`).toBe(404);
    expect(await map.text()).not.toContain('sourcesContent');
  }
  const maps = readdirSync(join(import.meta.dirname, '../../dist/assets')).filter((name) => name.endsWith('.map'));
  expect(maps.length).toBeGreaterThan(0);
});
