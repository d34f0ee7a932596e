import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The system's Chromium (DESIGN.md: browsers are never downloaded). */
export const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Quiet, reproducible Chromium: no sync, no component updates, no background traffic. */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** 1-, 5- and 15-minute load averages, rounded: timings on a shared 2-core machine depend on them. */
export function loadAverage(): [number, number, number] {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return [one, five, fifteen].map((n) => Math.round(n * 100) / 100) as [number, number, number];
}

export function log(message: string) {
  console.error(`[bench] ${message}`);
}
