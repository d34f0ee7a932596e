/**
 * The page's modulepreloads wait in `<template id="app-preloads">` (scripts/vite/firstPaint.ts
 * puts them there): links in a template are inert, so nothing but the shell's stylesheet
 * downloads before the first paint.
 */
export const PRELOADS_TEMPLATE_ID = 'app-preloads';

/** Starts the page's preloads: moves its template's links into the head. Called after the first paint. */
export function startPreloads(doc: Document = document): void {
  const template = doc.getElementById(PRELOADS_TEMPLATE_ID);
  if (template instanceof HTMLTemplateElement) doc.head.append(template.content);
}
