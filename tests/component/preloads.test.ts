import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_KEY } from '../../src/i18n/localeKey';
import { routeMatches, startPreloads } from '../../src/shell/preloads';

/** index.html's head as the build writes it (scripts/vite/firstPaint.ts), less the rest. */
const HEAD = `
  <template id="app-preloads"><link rel="modulepreload" href="/assets/main.js"></template>
  <template data-route="/orderOrdering"><link rel="preload" as="script" href="/assets/orderList.js"></template>
  <template data-route="/orderOrdering/create"></template>
  <template data-route="/orderOrdering/$id">
    <link rel="preload" as="script" href="/assets/order.js">
    <link rel="preload" as="style" href="/assets/order.css">
    <link rel="preload" as="script" data-locale="vi" href="/assets/orders-vi.js">
    <link rel="preload" as="script" data-locale="zh" href="/assets/orders-zh.js">
    <link rel="preload" as="script" data-locale="en" href="/assets/orders-en.js">
  </template>`;

function openAt(path: string, { signedIn = true, locale }: { signedIn?: boolean; locale?: string } = {}) {
  document.documentElement.lang = 'vi';
  document.head.innerHTML = HEAD;
  window.history.replaceState(null, '', path);
  if (locale) window.localStorage.setItem(LOCALE_KEY, locale);
  startPreloads(document, { signedIn });
  return [...document.head.querySelectorAll(':scope > link')].map((link) => link.getAttribute('href'));
}

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the page’s preloads', () => {
  it('starts the app’s, and a linked page’s code with its words in the page’s language', () => {
    expect(openAt('/orderOrdering/42')).toEqual(['/assets/main.js', '/assets/order.js', '/assets/order.css', '/assets/orders-vi.js']);
    expect(openAt('/orderOrdering/')).toEqual(['/assets/main.js', '/assets/orderList.js']);
  });

  it('takes the words in the language the device keeps', () => {
    expect(openAt('/orderOrdering/42', { locale: 'zh' })).toEqual([
      '/assets/main.js',
      '/assets/order.js',
      '/assets/order.css',
      '/assets/orders-zh.js',
    ]);
  });

  it('names nothing more for a page another pattern would wrongly take in, nor for one it does not know', () => {
    expect(openAt('/orderOrdering/create')).toEqual(['/assets/main.js']);
    expect(openAt('/wallet/recharge')).toEqual(['/assets/main.js']);
  });

  it('starts only the app’s for someone not signed in, who will be sent to the login page', () => {
    expect(openAt('/orderOrdering/42', { signedIn: false })).toEqual(['/assets/main.js']);
  });
});

describe('a route pattern', () => {
  it('matches its own path, with or without the last slash, a $name segment standing for one segment', () => {
    expect(routeMatches('/orderOrdering', '/orderOrdering')).toBe(true);
    expect(routeMatches('/orderOrdering', '/orderOrdering/')).toBe(true);
    expect(routeMatches('/orderOrdering/$id', '/orderOrdering/42')).toBe(true);
    expect(routeMatches('/chinaWebProduct/$key', '/chinaWebProduct/pinduoduo-300')).toBe(true);
    expect(routeMatches('/', '/')).toBe(true);
  });

  it('does not match a path of another length, another segment or an empty one', () => {
    expect(routeMatches('/orderOrdering/$id', '/orderOrdering')).toBe(false);
    expect(routeMatches('/orderOrdering/$id', '/orderOrdering/42/edit')).toBe(false);
    expect(routeMatches('/orderOrdering/$id', '/orderOrdering//')).toBe(false);
    expect(routeMatches('/orderOrdering', '/orderShipping')).toBe(false);
    expect(routeMatches('/transaction', '/')).toBe(false);
  });
});
