import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type APIResponse, type Browser, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

let counter = 0;

/** A fresh person for each test: names, emails and phones are unique per run. */
export function newPerson() {
  const n = `${Date.now() % 1_000_000}${counter++}`.padStart(7, '0').slice(-7);
  return {
    userName: `khach${n}`,
    fullName: 'Nguyễn Thị Lan',
    email: `khach${n}@example.vn`,
    phone: `091${n}`,
    password: 'mot-cau-de-nho-2026',
  };
}
export type Person = ReturnType<typeof newPerson>;

/** The reset code the server "sent": without SMTP_URL mail lands in DATA_DIR/outbox. */
export function latestMailTo(email: string): { code?: string; text: string } {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  const mails = readdirSync(outbox)
    .sort()
    .reverse()
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; code?: string; text: string });
  const mail = mails.find((m) => m.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

export async function expectNoAxeViolations(page: Page) {
  // A screen still fading in shows its text lighter, for a moment, than it will be: it is judged
  // once its animations have ended (spinners, which never end, are not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function register(page: Page, person: Person) {
  await page.goto('/auth/register');
  await page.getByLabel('Tên đăng nhập', { exact: true }).fill(person.userName);
  await page.getByLabel('Họ và tên').fill(person.fullName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Số điện thoại').fill(person.phone);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Fills in and sends the sign-in form; where it lands is the caller's to check. */
export async function signIn(page: Page, userName: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Tên đăng nhập, email hoặc số điện thoại').fill(userName);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

export async function login(page: Page, userName: string, password: string) {
  await signIn(page, userName, password);
  await expect(page).toHaveURL(/\/$/);
}

/** Opens the profile form by the app's own links (no reload), and waits until it shows the person. */
export async function openProfileForm(page: Page, person: Person) {
  await page.getByRole('link', { name: 'Tài khoản' }).click();
  await page.getByRole('link', { name: 'Sửa thông tin cá nhân' }).click();
  await expect(page.getByLabel('Họ và tên')).toHaveValue(person.fullName);
}

export const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('jwt_token'));

/** A new customer registered through the form and signed in: their token and the header that carries it for API calls. */
export async function registeredCustomer(page: Page): Promise<{ person: Person; token: string; auth: { Authorization: string } }> {
  const person = newPerson();
  await register(page, person);
  const token = (await storedToken(page))!;
  return { person, token, auth: { Authorization: `Bearer ${token}` } };
}

/** GET `url` with `headers` and read the JSON body as `T` (the specs check what matters in it). */
export async function getJson<T>(request: APIRequestContext, url: string, headers: Record<string, string>): Promise<T> {
  return (await (await request.get(url, { headers })).json()) as T;
}

/** The admin the e2e server starts with (playwright.config.ts ADMIN_PASSWORD); staff routes accept it. */
export const ADMIN = { userName: 'admin', password: 'e2e-admin-password-123' };

export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: ADMIN });
  return ((await response.json()) as { token: string }).token;
}

/** A page of its own at a desk's size (1366×900), for a second person in the same test. */
export async function deskPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  return context.newPage();
}

/** The admin at a desk, signed in and landed in the staff console. */
export async function staffConsole(browser: Browser): Promise<Page> {
  const page = await deskPage(browser);
  await signIn(page, ADMIN.userName, ADMIN.password);
  await expect(page).toHaveURL(/\/staff$/);
  return page;
}

/**
 * Credits `amountVnd` to the signed-in customer's wallet through the staff API, as a matched
 * transfer would; `key` names the Idempotency-Key (the customer's id is added). The answer is the caller's to check.
 */
export async function creditWallet(
  request: APIRequestContext,
  auth: { Authorization: string },
  amountVnd: number,
  key: string,
): Promise<APIResponse> {
  const me = await getJson<{ id: number }>(request, '/api/CurrentUser', auth);
  const staff = await staffToken(request);
  return request.post(`/api/Staff/Wallet/${me.id}/Adjust`, {
    headers: { Authorization: `Bearer ${staff}`, 'Idempotency-Key': `${key}-${me.id}` },
    data: { amountVnd, reason: 'Nạp thử cho kiểm thử e2e' },
  });
}

/** An order's history region, once each of `statuses` shows in it. */
export async function expectTimeline(page: Page, statuses: string[]) {
  const timeline = page.getByRole('region', { name: 'Lịch sử đơn hàng' });
  for (const status of statuses) {
    await expect(timeline.getByText(status, { exact: true })).toBeVisible();
  }
  return timeline;
}

/** Screenshots of each step go to the folder E2E_SHOTS names (for looking, not asserting). */
export const shot = (page: Page, name: string) =>
  process.env.E2E_SHOTS ? page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true }) : Promise.resolve();

/**
 * On the console's scan page: the China warehouse receives the parcel with `trackingCode` (typed
 * as `typed`, when staff type it otherwise), weighed 1.2 kg and measured 30 × 20 × 10 cm. The
 * caller checks what the scan says it matched.
 */
export async function receiveInChinaWarehouse(
  page: Page,
  { trackingCode, typed = trackingCode }: { trackingCode: string; typed?: string },
) {
  await page.getByLabel('Kho đang làm việc').selectOption({ label: 'Kho Trung Quốc' });
  const scanBox = page.getByLabel('Mã vận đơn hoặc mã kiện');
  await scanBox.fill(typed);
  await scanBox.press('Enter');
  const receive = page.getByRole('form', { name: `Nhận kiện ${trackingCode}` });
  await receive.getByLabel('Cân nặng').fill('1.2');
  await receive.getByLabel('Đơn vị').selectOption('kg');
  await receive.getByLabel('Dài (cm)').fill('30');
  await receive.getByLabel('Rộng (cm)').fill('20');
  await receive.getByLabel('Cao (cm)').fill('10');
  await receive.getByRole('button', { name: 'Nhận kiện' }).click();
}

/** What the app has kept on the device (IndexedDB through idb-keyval), as the text it stored. */
export const keptQueries = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((done) => {
        const opening = indexedDB.open('keyval-store');
        opening.onerror = () => done('');
        opening.onsuccess = () => {
          try {
            const reading = opening.result.transaction('keyval').objectStore('keyval').get('muaho-queries');
            reading.onsuccess = () => done(String(reading.result ?? ''));
            reading.onerror = () => done('');
          } catch {
            done('');
          }
        };
      }),
  );
