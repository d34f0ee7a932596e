/// <reference lib="webworker" />
/**
 * The service worker (/sw.js, scope /), built by vite-plugin-pwa (injectManifest).
 *
 * - The app shell and every hashed asset of this build are precached, so the app opens offline
 *   and a lazy route of this build never goes missing after a deploy.
 * - Navigations fall back to the precached index.html, except /api/ and /builds/: the API and the
 *   build-update check must reach the server and see its real answer.
 * - Nothing else is cached at runtime: /api/* and /builds/* always go to the network, save for
 *   articles' pictures. Those are public, named by an unguessable token that never changes
 *   content, so they are kept on first sight and an article read once still shows them offline.
 * - Updates wait for the person ("Tải lại" posts SKIP_WAITING): an automatic takeover would
 *   reload pages under half-filled forms.
 * - Push messages show a notification; tapping it opens (or focuses) the app on its URL.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { PushMessage } from '../contract/push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

/** contract/paths.ts `articleImageFile` (the contract's module is not imported, for this file's weight). */
const ARTICLE_IMAGE = /^\/api\/Article\/Image\/[^/]+$/;

/** Requests that must never be answered from a cache, nor by the navigation fallback. */
const networkOnly = [/^\/api(\/|$)/, /^\/builds(\/|$)/];

// builds/ is kept out of the manifest by the build config; filter again so a config slip
// cannot make the build-update check read a cached answer.
precacheAndRoute(
  self.__WB_MANIFEST.filter((entry) => !networkOnly.some((re) => re.test(`/${typeof entry === 'string' ? entry : entry.url}`))),
);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: networkOnly }));

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && ARTICLE_IMAGE.test(url.pathname),
  new CacheFirst({
    cacheName: 'article-images',
    plugins: [
      // Only whole pictures: an error or an opaque answer must not stand in for one later.
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Once this worker is active (the first install, or after the person accepted an update) it
// controls open pages at once; the page decides whether that change needs a reload.
clientsClaim();

const ICON = '/brand/pwa-192x192.png';
const BADGE = '/brand/pwa-64x64.png';

self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: ICON,
      badge: BADGE,
      lang: 'vi',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameOriginUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(openOrFocus(target));
});

/** A push body that is not our JSON still shows something rather than nothing. */
function readPush(data: PushMessageData | null): PushMessage {
  const fallback: PushMessage = { title: 'MuaHộ', body: '', url: '/' };
  if (!data) return fallback;
  try {
    // Checked by hand: zod would add its weight to every download of this file.
    const value = data.json() as Partial<Record<keyof PushMessage, unknown>> | null;
    return {
      title: typeof value?.title === 'string' && value.title ? value.title : fallback.title,
      body: typeof value?.body === 'string' ? value.body : '',
      url: typeof value?.url === 'string' ? value.url : '/',
    };
  } catch {
    return { ...fallback, body: data.text() };
  }
}

/** Only our own pages: a notification must never open another site. */
function sameOriginUrl(url: unknown): URL {
  const origin = self.location.origin;
  try {
    const parsed = new URL(typeof url === 'string' ? url : '/', origin);
    return parsed.origin === origin ? parsed : new URL('/', origin);
  } catch {
    return new URL('/', origin);
  }
}

async function openOrFocus(url: URL): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url.href);
  if (open) await open.focus();
  else await self.clients.openWindow(url.href);
}
