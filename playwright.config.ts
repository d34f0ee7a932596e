import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './scripts/chromium';

// One server for the whole run, on a fresh data folder. The folder is chosen once in the main
// process and inherited by the workers through the environment, so tests can read its outbox.
const port = Number(process.env.E2E_PORT ?? 8181);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'muaho-e2e-'));
export const e2eDataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'e2e-admin-password-123',
      LOG_LEVEL: 'warn',
      // Short tokens, so every test runs with refreshes in the background and one outlives its token.
      JWT_TTL: '70s',
      // Every test registers its own accounts, all from this machine's address.
      RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
    },
  },
});
