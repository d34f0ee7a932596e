import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath as sharedChromiumPath } from '../chromium';

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** CHROME_PATH, as chrome-launcher (Lighthouse) reads it, wins over the shared Chromium. */
export const chromiumPath = process.env.CHROME_PATH ?? sharedChromiumPath;

/** chrome-launcher starts Chromium itself, so it needs the headless flag Playwright would add. */
export const chromiumFlags = ['--headless=new', ...chromiumArgs];

/** Chromium through Playwright, which adds its own headless flag. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** A phone as Lighthouse's mobile preset sees one, in Vietnamese, service workers blocked (no precaching in the figures). */
export const phoneContext: BrowserContextOptions = {
  serviceWorkers: 'block',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'vi-VN',
};

/** 1-, 5- and 15-minute load averages, rounded: timings on a shared 2-core machine depend on them. */
export function loadAverage(): [number, number, number] {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return [one, five, fifteen].map((n) => Math.round(n * 100) / 100) as [number, number, number];
}

export function log(message: string) {
  console.error(`[bench] ${message}`);
}
