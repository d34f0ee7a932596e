import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp, type StubHandler, type StubRequest } from './renderApp';
import { vnd } from './lists';

/**
 * Helpers of the component tests of the flows that pay from the wallet (the checkout, the
 * delivery request, pay on behalf, Taobao Global), and the checks every one of them passes.
 */

type App = Awaited<ReturnType<typeof renderApp>>;

/** A paying page as the checks below see it: what paying posts, its done screen's heading, and the amount a create accepts. */
export type Paying = {
  creates: (requests: StubRequest[]) => StubRequest[];
  done: string;
  accepted: (request: unknown) => unknown;
};

/** The requests to one endpoint of the flow (its quote, its create). */
export const postsTo = (url: string) => (requests: StubRequest[]) => requests.filter((r) => r.method === 'POST' && r.url === url);

/** Each test starts without choices kept on the device. */
export function forgetSavedChoices() {
  sessionStorage.clear();
  localStorage.clear();
}

/** The review's pay button, under its words and amount, pressed. */
export async function pressPay(app: App, label: string) {
  await app.user.click(await screen.findByRole('button', { name: vnd(label) }));
}

/**
 * A payment that got no answer: the reason, what a retry does (`note`), and the retry with the
 * same key that ends on the flow's done screen (`done`).
 */
async function sameKeyOnRetry(app: App, flow: Paying & { pay: string; note: RegExp }) {
  await pressPay(app, flow.pay);
  expect(await screen.findByRole('alert')).toHaveTextContent('Máy chủ đang bận');
  expect(screen.getByText(flow.note)).toBeInTheDocument();

  await app.user.click(screen.getByRole('button', { name: vnd(flow.pay) }));
  await screen.findByRole('heading', { level: 2, name: flow.done });
  const [first, retry] = flow.creates(app.requests);
  expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
}

/**
 * Figures that moved after the confirm (`changed` says from what to what): nothing paid until the
 * new amount (`payAgain`) is confirmed, which pays the `accepted` amount under a new key.
 */
async function newFiguresConfirmedAgain(app: App, flow: Paying & { pay: string; changed: RegExp; payAgain: string; amount: number }) {
  await pressPay(app, flow.pay);

  expect(await screen.findByRole('heading', { level: 2, name: 'Số tiền đã thay đổi' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(flow.changed);
  expect(flow.creates(app.requests)).toHaveLength(1);

  await app.user.click(screen.getByRole('button', { name: vnd(flow.payAgain) }));
  await screen.findByRole('heading', { level: 2, name: flow.done });
  const [first, second] = flow.creates(app.requests);
  expect(flow.accepted(second?.body)).toBe(flow.amount);
  expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
}

/** A paying page as its shared tests open it: where it is, how to reach its review, and the server's answers for each test. */
export type PayingPage = Paying & {
  path: string;
  toReview: (app: App) => Promise<void>;
  /** The review's pay button before and after the figures moved, what the alert says moved, and the new amount sent. */
  moved: { handler: StubHandler; pay: string; changed: RegExp; payAgain: string; amount: number };
  /** A create that got no answer, then one that did, and what the page says a retry does. */
  retried: { handler: StubHandler; pay: string; note: RegExp };
};

/** The tests every paying page passes, registered in the calling describe with the page's own answers and words. */
export function payingTests(page: PayingPage) {
  it('shows the new figures when they moved, and pays them with a new key only after a second confirm', async () => {
    const app = await renderApp(page.path, { signedIn: true, handler: page.moved.handler });
    await page.toReview(app);
    await newFiguresConfirmedAgain(app, { ...page, ...page.moved });
  }, 10_000);

  it('retries a payment that got no answer with the same key', async () => {
    const app = await renderApp(page.path, { signedIn: true, handler: page.retried.handler });
    await page.toReview(app);
    await sameKeyOnRetry(app, { ...page, ...page.retried });
  }, 10_000);
}
