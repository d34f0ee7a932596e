import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyServerOptions, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { databases, useTestApp } from './helpers';

/** Every route the app registers, as Fastify announces it: the list the document is checked against. */
const registered = vi.hoisted(() => [] as Pick<RouteOptions, 'method' | 'url' | 'schema'>[]);

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const withRouteLog = ((options?: FastifyServerOptions) => {
    const app = actual.default(options);
    app.addHook('onRoute', ({ method, url, schema }) => void registered.push({ method, url, schema }));
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteLog };
});

interface Operation {
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
  parameters?: { name: string; in: string }[];
  security?: object[];
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  security: object[];
}

/** Routes under /api left out of the document, each declaring `hide: true` for the reason given. */
const hiddenOnPurpose = [
  // The reference itself: the document and the Swagger UI page with its files.
  /^GET \/api\/openapi\.json$/,
  /^GET \/api\/docs(\/.*)?$/,
  // Picture bytes an <img> loads by the URL an API answer gives; not called by an API client.
  /^GET \/api\/ChinaWebProduct\/Image\/:name$/,
  /^GET \/api\/Package\/Photo\/:token$/,
  /^GET \/api\/Wallet\/WithdrawProof\/:token$/,
  /^GET \/api\/OrderPob\/RefundPhoto\/:token$/,
  /^GET \/api\/OrderComplaint\/Photo\/:token$/,
  /^GET \/api\/Chat\/Image\/:token$/,
  /^GET \/api\/Article\/Image\/:token$/,
  // A text/event-stream that EventSource reads, not a JSON answer (docs/architecture.md, "Live events").
  /^GET \/api\/Events$/,
];

const INDEX = '<!doctype html><html lang="vi"><title>MuaHộ</title><div id="root"></div></html>';

describe.each(databases())('the API reference on $name', (kind) => {
  let document: Document;
  beforeAll(() => {
    registered.length = 0;
  });
  // With a built client, so the SPA fallback is in place and must leave /api/docs alone.
  const t = useTestApp(kind, { client: (dist) => writeFileSync(join(dist, 'index.html'), INDEX) });
  beforeAll(async () => {
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
  });

  /** Each API route with one method, HEAD left out: Fastify adds it to every GET and the document shows the GET. */
  const apiRoutes = () =>
    registered
      .filter((route) => route.url.startsWith('/api'))
      .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url, route })))
      .filter(({ method }) => method !== 'HEAD');
  const documented = () => apiRoutes().filter(({ method, url }) => !hiddenOnPurpose.some((pattern) => pattern.test(`${method} ${url}`)));
  const operationOf = (method: string, url: string) => document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

  it('is an OpenAPI 3.1 document with a title, a version and the bearer scheme required by default', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe('MuaHộ API');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
  });

  it('lists every API route the app registered, with its method, unless it is hidden on purpose', () => {
    expect(documented().length).toBeGreaterThan(50);
    const missing = documented()
      .filter(({ method, url }) => !operationOf(method, url))
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
  });

  it('hides exactly the routes meant to be hidden, each by declaring it', () => {
    const name = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;
    const hidden = apiRoutes()
      .filter(({ route }) => route.schema?.hide === true)
      .map(name);
    const meant = apiRoutes()
      .map(name)
      .filter((route) => hiddenOnPurpose.some((pattern) => pattern.test(route)));
    expect(hidden.sort()).toEqual(meant.sort());
    expect(hidden).toContain('GET /api/Package/Photo/:token');
  });

  it('gives every operation that takes a body a request schema, and every operation a 2xx answer with a schema', () => {
    const gaps: string[] = [];
    for (const { method, url, route } of documented()) {
      const operation = operationOf(method, url)!;
      const takesBody = route.schema?.body !== undefined || route.schema?.consumes !== undefined;
      if (takesBody && !Object.values(operation.requestBody?.content ?? {}).some((media) => media.schema))
        gaps.push(`${method} ${url}: request`);
      const success = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
      // 204 has no body by definition: its (empty) schema is the one place no content is right.
      const described = success.some(
        ([status, answer]) => status === '204' || Object.values(answer.content ?? {}).some((media) => media.schema),
      );
      if (!described) gaps.push(`${method} ${url}: response`);
    }
    expect(gaps).toEqual([]);
  });

  it('documents the Idempotency-Key header on money-moving routes and no token on the public ones', () => {
    const withdraw = operationOf('POST', '/api/Wallet/Withdraw')!;
    expect(withdraw.parameters).toContainEqual(expect.objectContaining({ name: 'idempotency-key', in: 'header' }));
    expect(operationOf('POST', '/api/auth/login')!.security).toEqual([]);
    expect(operationOf('GET', '/api/Article/:id')!.security).toEqual([]);
    expect(operationOf('GET', '/api/StaticPage/:idOrSlug')!.security).toEqual([]);
    expect(operationOf('POST', '/api/Staff/BankTransfer')!.security).toEqual([{ bearer: [] }, { bankWebhook: [] }]);
    expect(operationOf('POST', '/api/Staff/Withdraw/:id/Proof')!.requestBody?.content).toHaveProperty(['image/png']);
    expect(operationOf('POST', '/api/Staff/Package/:id/Photo')!.requestBody?.content).toHaveProperty(['image/jpeg']);
    expect(operationOf('POST', '/api/OrderPob/Refund/:id/Photo')!.requestBody?.content).toHaveProperty(['image/webp']);
    expect(operationOf('POST', '/api/OrderPob')!.parameters).toContainEqual(
      expect.objectContaining({ name: 'idempotency-key', in: 'header' }),
    );
  });

  it('serves the Swagger UI page at /api/docs, not the app, with every file it loads', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toBe(INDEX);
    // The app's own policy, not a looser one: the page needs no inline script.
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      const response = await t.app.inject({ method: 'GET', url: asset });
      expect(response.statusCode, asset).toBe(200);
    }
    // The page reads the document from ./json beside it.
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json<Document>().paths).toEqual(document.paths);
  });
});
