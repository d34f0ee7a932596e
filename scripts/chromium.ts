/** The system's Chromium: browsers are never downloaded, so e2e, the bench and CI all run the same Debian binary. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Quiet, reproducible Chromium: no sync, no component updates, no background traffic. Playwright adds its own headless flag. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launch options for Playwright's Chromium. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
