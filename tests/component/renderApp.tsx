import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor as waitForDom } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { StrictMode } from 'react';
import { expect } from 'vitest';
import { waitFor } from 'xstate';
import type { CurrentUser, Locale } from '../../contract/user';
import { AppProviders } from '../../src/AppProviders';
import { createAppContext } from '../../src/createAppContext';
import { createLiveFollowing, type LiveFollowing } from '../../src/live/liveFollowing';
import { LOCALE_KEY } from '../../src/i18n/localeKey';
import { localLocaleStorage } from '../../src/i18n/localeStorage';
import type { PwaServices } from '../../src/pwa/createPwa';
import { localTokenStorage, TOKEN_KEY } from '../../src/session/tokenStorage';

export const testUser: CurrentUser = {
  id: 1,
  userName: 'an.nguyen',
  fullName: 'Nguyễn Văn An',
  email: 'an@example.com',
  phone: '+84912345678',
  role: 'customer',
  duties: [],
  customerCode: 'KH0001',
  locale: 'vi',
  createdAt: '2025-01-01T00:00:00.000Z',
};

export type StubRequest = {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
  acceptLanguage: string | undefined;
  /** The Idempotency-Key header of a money-moving call, if any. */
  idempotencyKey: string | undefined;
  /** axios `params` (the query string), as the app passed them. */
  params: Record<string, unknown>;
};
export type StubResponse = { status: number; data?: unknown };
/** Answers one request; return undefined to fall through to the default answers. */
export type StubHandler = (request: StubRequest) => StubResponse | undefined | Promise<StubResponse | undefined>;

export const reply = (status: number, data?: unknown): StubResponse => ({ status, data });
export const failure = (status: number, message: string, code = 'unknown', details?: unknown[]): StubResponse =>
  reply(status, { message, code, ...(details ? { details } : {}) });

/** Answers in order; the last one repeats. */
export const inTurn = <T,>(answers: T[]) => {
  let count = 0;
  return () => answers[Math.min(count++, answers.length - 1)]!;
};

/** A Storage kept in memory, so each test starts with its own `jwt_token`. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/**
 * The network, stubbed at the axios adapter: the real client's interceptors (bearer token, error
 * mapping, 401 → session) still run. Unhandled requests: GET /CurrentUser answers `user` to a
 * bearer token, everything else a 404 in the server's error shape.
 */
function stubAdapter(handler: StubHandler | undefined, user: CurrentUser, requests: StubRequest[]): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    const authorization = headers.get('Authorization')?.toString();
    const request: StubRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
      authorization,
      acceptLanguage: headers.get('Accept-Language')?.toString(),
      idempotencyKey: headers.get('Idempotency-Key')?.toString(),
      params: { ...(config.params as Record<string, unknown> | undefined) },
    };
    requests.push(request);
    let answer = await handler?.(request);
    if (!answer) {
      if (request.method === 'GET' && request.url === '/CurrentUser') {
        answer = authorization ? reply(200, user) : failure(401, 'Vui lòng đăng nhập', 'unauthorized');
      } else {
        answer = failure(404, 'Không tìm thấy', 'not-found');
      }
    }
    const response = { data: answer.data, status: answer.status, statusText: String(answer.status), headers: {}, config, request: {} };
    if (answer.status >= 400) {
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    }
    return response;
  };
}

export type RenderAppOptions = {
  /** Signed in: a stored token, and GET /CurrentUser answers `user`. */
  signedIn?: boolean;
  user?: CurrentUser;
  handler?: StubHandler;
  /** A language picked earlier on this device (`muaho.locale`). */
  locale?: Locale;
  /** The PWA actors (tests/component/pwa.test.tsx starts its own); idle ones otherwise. */
  pwa?: PwaServices;
  /** Whether live events are followed yet; settled unless a test starts it waiting (main.tsx settles it once the event stream opens). */
  live?: LiveFollowing;
};

/** The real app (context, providers, router) at `path`, in memory, with the network stubbed. */
export async function renderApp(
  path: string,
  { signedIn = false, user = testUser, handler, locale, pwa, live = createLiveFollowing({ ready: true }) }: RenderAppOptions = {},
) {
  const storage = memoryStorage({
    ...(signedIn ? { [TOKEN_KEY]: 'token-signed-in' } : {}),
    ...(locale ? { [LOCALE_KEY]: locale } : {}),
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const app = createAppContext({
    tokens: localTokenStorage(storage),
    revocations: storage,
    locales: localLocaleStorage(storage),
    baseURL: '/api',
    startPath: path,
    history,
    pwa,
    live,
  });
  const requests: StubRequest[] = [];
  app.api.defaults.adapter = stubAdapter(handler, user, requests);

  // As main.tsx does: a stored token loads the user, and the language its catalog, before anything renders.
  app.session.start();
  await waitFor(app.session, (s) => !s.matches('starting') && !s.matches('loadingUser'));
  await app.language.settled();

  const events = userEvent.setup();
  const view = render(
    <StrictMode>
      <AppProviders {...app}>
        <RouterProvider router={app.router} />
      </AppProviders>
    </StrictMode>,
  );
  await screen.findByRole('main');
  return {
    ...app,
    ...view,
    history,
    storage,
    requests,
    user: events,
    pathname: () => app.router.state.location.pathname,
    /**
     * Resolves once the router has settled on `pathname`: the address alone changes before the
     * route's code and loader are done, so a page looked up right after could still be the old one.
     */
    waitForPath: (pathname: string) =>
      waitForDom(() => {
        const { location, resolvedLocation, status } = app.router.state;
        expect(location.pathname).toBe(pathname);
        expect(status).toBe('idle');
        expect(resolvedLocation?.pathname).toBe(pathname);
      }),
  };
}
