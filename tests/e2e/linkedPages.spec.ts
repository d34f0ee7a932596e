import { expect, test, type Page } from '@playwright/test';
import { newPerson, register } from './support';

// A first visit, as from a link in a message: nothing from a service worker's cache.
test.use({ serviceWorkers: 'block' });

/** The links index.html names for a route pattern (scripts/vite/firstPaint.ts), as they are served. */
async function templateLinks(page: Page, pattern: string) {
  const html = await (await page.request.get('/')).text();
  const template = new RegExp(`<template data-route="${pattern.replaceAll('$', '\\$')}">([\\s\\S]*?)</template>`).exec(html)?.[1];
  expect(template, `index.html names ${pattern}`).toBeDefined();
  return [...template!.matchAll(/<link ([^>]*)>/g)].map(([, attributes]) => ({
    href: /href="([^"]+)"/.exec(attributes!)![1]!,
    locale: /data-locale="(\w+)"/.exec(attributes!)?.[1],
  }));
}

/**
 * Opens the address in a new tab of the signed-in person's browser. Returns every file of the app
 * it asks for, in order, and the moment (in that order) the framework chunk had fully arrived:
 * code asked for before then was not waiting for the app to run.
 */
async function openFromLink(page: Page, path: string, heading: RegExp) {
  const tab = await page.context().newPage();
  const asked: string[] = [];
  let frameworkArrived = Infinity;
  tab.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) asked.push(pathname);
  });
  tab.on('requestfinished', (request) => {
    if (/\/assets\/framework-[^/]+\.js$/.test(request.url())) frameworkArrived = Math.min(frameworkArrived, asked.length);
  });
  // The live events start once the page is drawn and the browser is idle: its start-up is over.
  const started = tab.waitForRequest((request) => request.url().includes('/api/Events'));
  await tab.goto(path);
  await expect(tab.getByRole('heading', { level: 1 })).toContainText(heading);
  await started;
  await tab.close();
  return { asked, frameworkArrived };
}

test('a page opened from a link downloads its code with the app’s, each file once, its words in the person’s language', async ({
  page,
}) => {
  await register(page, newPerson());

  for (const [path, pattern, heading] of [
    ['/orderOrdering', '/orderOrdering', /Đơn mua hộ/],
    ['/transaction', '/transaction', /Lịch sử giao dịch/],
  ] as const) {
    const links = await templateLinks(page, pattern);
    const code = links.filter((link) => !link.locale);
    expect(code.some((link) => link.href.endsWith('.js'))).toBe(true);
    const { asked, frameworkArrived } = await openFromLink(page, path, heading);
    // Each preload was taken up by the import that needed it: a mismatch would fetch it twice.
    expect(asked.filter((file, i) => asked.indexOf(file) !== i)).toEqual([]);
    // Asked for with the app's files, before the libraries had even arrived, let alone run.
    for (const link of code) expect(asked.indexOf(link.href)).toBeGreaterThanOrEqual(0);
    for (const link of code) expect(asked.indexOf(link.href)).toBeLessThan(frameworkArrived);
    expect(asked).toContain(links.find((link) => link.locale === 'vi')!.href);
    for (const link of links.filter((link) => link.locale && link.locale !== 'vi')) expect(asked).not.toContain(link.href);
  }

  // The person's own language, kept on the device: its words instead of the Vietnamese.
  await page.evaluate(() => localStorage.setItem('muaho.locale', 'en'));
  const links = await templateLinks(page, '/orderOrdering');
  const { asked } = await openFromLink(page, '/orderOrdering', /Buy-for-me orders/);
  expect(asked).toContain(links.find((link) => link.locale === 'en')!.href);
  expect(asked).not.toContain(links.find((link) => link.locale === 'vi')!.href);
});

test('an address a linked pattern would wrongly take in gets no other page’s code', async ({ page }) => {
  await register(page, newPerson());
  const order = (await templateLinks(page, '/orderOrdering/$id')).map((link) => link.href);
  expect(order.length).toBeGreaterThan(0);
  expect(await templateLinks(page, '/orderOrdering/create')).toEqual([]);
  const { asked, frameworkArrived } = await openFromLink(page, '/orderOrdering/create', /Tạo đơn mua hộ/);
  // None of the order page's files is preloaded for the new-order page: any it shares with the
  // checkout comes only once the checkout's own code asks for it, after the app has arrived.
  for (const href of order) if (asked.includes(href)) expect(asked.indexOf(href)).toBeGreaterThanOrEqual(frameworkArrived);
});
