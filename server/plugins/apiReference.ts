import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
// Imported rather than read from disk, so the compiled server carries it wherever it runs from.
import packageJson from '../../package.json' with { type: 'json' };

/** Where the document and the page live; under /api, so neither the SPA fallback nor the service worker answers them. */
const API_DOCUMENT_PATH = '/api/openapi.json';
const API_DOCS_PATH = '/api/docs';

const { version } = packageJson;

/**
 * Every operation needs a bearer token unless its schema says otherwise: a public route declares
 * `security: []`, the bank's statement route names both ways in.
 */
const securitySchemes = {
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token from /api/auth/login, /register or /refresh.' },
  bankWebhook: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: '`Apikey <BANK_WEBHOOK_SECRET>`: the bank posting a statement line.',
  },
} as const;

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

/**
 * The zod schemas become JSON Schema (fastify-type-provider-zod); on top of that, each operation is
 * tagged with its area (the first segment after /api) unless it names its own tags, and a route
 * that takes raw bytes (it declares `consumes` but no JSON body) is documented as a binary body.
 */
const transform: Transform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (!schema || schema.hide) return { schema, url };
  const area = url.split('/')[2];
  const tags = schema.tags ?? (area ? [area] : undefined);
  const body = schema.body ?? (schema.consumes ? { type: 'string', format: 'binary' } : undefined);
  return { schema: { ...schema, tags, body }, url };
};

/**
 * The API reference, generated from the same zod schemas the routes validate and serialize with:
 * the OpenAPI 3.1 document at /api/openapi.json and Swagger UI at /api/docs. Register it before
 * the routes, since @fastify/swagger collects them as they are added. The UI is the package's own
 * files served by this server, so nothing of it reaches the app's bundle; its page loads only
 * same-origin scripts and styles, so the app's Content-Security-Policy serves it unchanged.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'MuaHộ API',
        version,
        description:
          'Errors answer `{ message, code, details? }` (contract/errors.ts). Money-moving POSTs take an `Idempotency-Key` header: ' +
          'the same key with the same request replays the first answer.',
      },
      components: { securitySchemes },
      security: [{ bearer: [] }],
    },
    transform,
  });
  // validatorUrl false: the page never sends the document to swagger.io's validator.
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, validatorUrl: false });
  // The document at a stable, obvious address (the UI reads the same one at /api/docs/json).
  app.get(API_DOCUMENT_PATH, { schema: { hide: true } }, () => app.swagger());
}
