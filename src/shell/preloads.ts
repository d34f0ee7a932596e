import { LOCALE_KEY } from '../i18n/localeKey';

/**
 * The page's modulepreloads wait in `<template id="app-preloads">` (scripts/vite/firstPaint.ts
 * puts them there): links in a template are inert, so nothing but the shell's stylesheet
 * downloads before the first paint.
 */
export const PRELOADS_TEMPLATE_ID = 'app-preloads';

/**
 * index.html also names the code of each page a signed-in person opens first from a link, in a
 * `<template data-route="/orderOrdering/$id">` each: the route's chunks, its stylesheets and its
 * words in each language (`data-locale`). A template with nothing in it stands for a page that a
 * pattern after it would wrongly take in (`/orderOrdering/create` before `/orderOrdering/$id`).
 */
export const ROUTE_ATTRIBUTE = 'data-route';

/** Whether an address's path is the route pattern's: a `$name` segment stands for any one segment. */
export function routeMatches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const given = (path.length > 1 ? path.replace(/\/$/, '') : path).split('/');
  return wanted.length === given.length && wanted.every((segment, i) => (segment.startsWith('$') ? given[i] !== '' : segment === given[i]));
}

/**
 * Starts the page's preloads once the shell is painted: the app's, and for a signed-in person on
 * one of the linked pages, that page's own, so its code downloads beside the app's instead of
 * after it has run. The page's words come in the language the device keeps (the page's own,
 * Vietnamese, when it keeps none).
 */
export function startPreloads(doc: Document = document, { signedIn }: { signedIn: boolean }): void {
  const template = doc.getElementById(PRELOADS_TEMPLATE_ID);
  if (template instanceof HTMLTemplateElement) doc.head.append(template.content);
  if (!signedIn) return;
  const path = doc.location.pathname;
  const route = [...doc.querySelectorAll<HTMLTemplateElement>(`template[${ROUTE_ATTRIBUTE}]`)].find((candidate) =>
    routeMatches(candidate.getAttribute(ROUTE_ATTRIBUTE)!, path),
  );
  if (!route) return;
  const locale = storedLocale(doc) ?? doc.documentElement.lang;
  for (const link of route.content.querySelectorAll('[data-locale]')) if (link.getAttribute('data-locale') !== locale) link.remove();
  doc.head.append(route.content);
}

function storedLocale(doc: Document): string | null {
  try {
    return doc.defaultView?.localStorage.getItem(LOCALE_KEY) ?? null;
  } catch {
    return null;
  }
}
