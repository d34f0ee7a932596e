import { chromium, expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumLaunchOptions } from '../../scripts/chromium';
import { expectNoAxeViolations, newPerson, register, storedToken } from './support';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');

/** Resolves once /sw.js is active for the page and controls it (the worker claims its clients). */
async function controlledByWorker(page: Page): Promise<string> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return scope;
}

/** Everything the service worker has cached, as paths. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

test('the service worker registers with scope /, precaches the app and never caches /api or /builds', async ({ page, baseURL }) => {
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await register(page, newPerson());
  expect(await controlledByWorker(page)).toBe(`${baseURL}/`);
  // The app talks to the API and checks for builds while controlled by the worker.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.waitForTimeout(1500);

  const paths = await cachedPaths(page);
  expect(paths).toContain('/index.html');
  expect(paths.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(paths.filter((path) => path.startsWith('/api') || path.startsWith('/builds'))).toEqual([]);
  expect(cspErrors).toEqual([]);

  for (const path of ['/sw.js', '/manifest.webmanifest', '/builds/latest.json']) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
});

test('the manifest describes an installable app with its icons and shortcuts', async ({ baseURL, request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    description: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    shortcuts: Array<{ name: string; url: string; icons: Array<{ src: string }> }>;
  };
  expect(manifest).toMatchObject({
    name: 'MuaHộ – Mua hộ hàng Trung Quốc',
    short_name: 'MuaHộ',
    lang: 'vi',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#c8102e',
  });
  expect(manifest.background_color).toBeTruthy();
  expect(manifest.description).toMatch(/hàng/);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Đơn hàng', '/orderOrdering'],
    ['Nạp tiền', '/wallet/recharge'],
    ['Giỏ hàng', '/shoppingCart'],
  ]);
  for (const src of [...manifest.icons.map((i) => i.src), ...manifest.shortcuts.flatMap((s) => s.icons.map((i) => i.src))]) {
    const response = await request.get(new URL(src, `${baseURL}/manifest.webmanifest`).href);
    expect(response.status(), src).toBe(200);
    expect(response.headers()['content-type'], src).toBe('image/png');
  }

  // Chromium's own verdict. A normal profile: in an incognito-like context it always says "in-incognito".
  const profile = mkdtempSync(join(tmpdir(), 'muaho-profile-'));
  const context = await chromium.launchPersistentContext(profile, chromiumLaunchOptions);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/`);
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the app opens again without network, says it is offline, and says so when a form needs the network', async ({ page, context }) => {
  await page.goto('/auth/login');
  await controlledByWorker(page);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();
    await expect(page.getByText('Bạn đang ngoại tuyến. Một số thao tác cần mạng sẽ không thực hiện được.')).toBeVisible();
    await expectNoAxeViolations(page);

    // A lazy route of this build opens too: it comes from the precache.
    await page.getByRole('link', { name: 'Đăng ký tài khoản' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng ký tài khoản' })).toBeVisible();

    await page.goto('/auth/login');
    await page.getByLabel('Tên đăng nhập, email hoặc số điện thoại').fill('khach0000001');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('mot-cau-de-nho-2026');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Không có kết nối mạng. Vui lòng thử lại khi có mạng.');
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByText('Bạn đang ngoại tuyến.', { exact: false })).toBeHidden();
});

test('a signed-in person opens the installed app offline and stays signed in', async ({ page, context }) => {
  const person = newPerson();
  await register(page, person);
  await controlledByWorker(page);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Xin chào, ${person.fullName}`)).toBeVisible();
    await expect(page.getByText('Bạn đang ngoại tuyến.', { exact: false })).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
  } finally {
    await context.setOffline(false);
  }
});

/** Headless Chromium rarely offers installation by itself: offer it the way Chromium does. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    window.dispatchEvent(
      Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      }),
    );
  });

test('the install button appears on home and profile when the browser offers installation, and goes once used', async ({ page }) => {
  await register(page, newPerson());
  const install = page.getByRole('button', { name: 'Cài đặt ứng dụng' });
  await expect(page.getByRole('heading', { name: /Xin chào/ })).toBeVisible();
  await expect(install).toHaveCount(0);
  await offerInstall(page);
  await expect(install).toBeVisible();
  await expectNoAxeViolations(page);

  // Still offered on the profile (same page, client-side navigation).
  await page.getByRole('link', { name: 'Tài khoản' }).click();
  await expect(install).toBeVisible();
  await install.click();
  await expect(install).toHaveCount(0);
  await page.getByRole('link', { name: 'Trang chủ' }).click();
  await expect(page.getByRole('heading', { name: /Xin chào/ })).toBeVisible();
  await expect(install).toHaveCount(0);
});

test.describe('a deploy under a running page', () => {
  // This test rewrites build files, so it runs its own server on a copy of dist/.
  const port = Number(process.env.E2E_DEPLOY_PORT ?? 8182);
  const base = `http://127.0.0.1:${port}`;
  let folder = '';
  let server: ChildProcess | undefined;
  let copy = '';

  test.beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'muaho-deploy-'));
    copy = join(folder, 'dist');
    cpSync(dist, copy, { recursive: true });
    // The copy is changed in place: stale precompressed twins must not be served instead.
    for (const file of ['sw.js', 'builds/latest.json']) {
      rmSync(join(copy, `${file}.br`), { force: true });
      rmSync(join(copy, `${file}.gz`), { force: true });
    }
    server = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(folder, 'data'), STATIC_DIR: copy, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    await expect
      .poll(async () => (await fetch(`${base}/builds/latest.json`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  });

  test('shows “Có phiên bản mới”, waits for the person, then reloads once into the new worker', async ({ page }) => {
    // Full page loads only (a router's pushState is no reload).
    const navigations: string[] = [];
    page.on('load', () => navigations.push(page.url()));
    await page.goto(`${base}/auth/login`);
    await controlledByWorker(page);
    const original = readFileSync(join(copy, 'builds/latest.json'), 'utf8');
    const runningId = (JSON.parse(original) as { id: string }).id;
    // The first check (1 s after start) finds this very build: no prompt.
    await page.waitForTimeout(2000);
    await expect(page.getByText('Có phiên bản mới')).toHaveCount(0);

    // Deploy: a new build id, its meta file, and a service worker whose bytes changed.
    const newId = `${runningId}-next`;
    writeFileSync(join(copy, 'builds/meta', `${newId}.json`), JSON.stringify({ id: newId, timestamp: Date.now(), version: '9.9.9' }));
    writeFileSync(join(copy, 'builds/latest.json'), JSON.stringify({ id: newId, timestamp: Date.now() }));
    appendFileSync(join(copy, 'sw.js'), `\n// deploy ${newId}\n`);

    // The person comes back to the tab: the app looks for a newer build.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByText('Có phiên bản mới')).toBeVisible();
    await expectNoAxeViolations(page);
    // Announcing the build also made the browser fetch /sw.js again: the new worker installs and
    // waits. Installing re-reads the precache, which on a loaded CI machine took over 20 s once.
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), { timeout: 45_000 })
      .toBe(true);
    // Nothing reloads by itself.
    await page.waitForTimeout(3000);
    expect(navigations).toHaveLength(1);

    // Before the reload, the server goes back to naming the running bundle's build as latest
    // (this simulated deploy changed no bundle), so the reloaded page is current.
    writeFileSync(join(copy, 'builds/latest.json'), original);
    await page.getByRole('button', { name: 'Tải lại' }).click();
    await expect.poll(() => navigations.length).toBe(2);
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();
    // No reload loop: the page stays put.
    await page.waitForTimeout(12_000);
    expect(navigations).toHaveLength(2);

    // The new worker controls the page and nothing waits any more.
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        controlled: navigator.serviceWorker.controller !== null,
        waiting: Boolean(registration?.waiting),
        scope: registration?.scope,
      };
    });
    expect(worker).toEqual({ controlled: true, waiting: false, scope: `${base}/` });
    expect(await page.evaluate(() => Number(sessionStorage.getItem('muaho.pwa.lastReloadAt')))).toBeGreaterThan(0);
    await expect(page.getByText('Có phiên bản mới')).toHaveCount(0);
  });
});
