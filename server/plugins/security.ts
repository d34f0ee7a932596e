import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Product images come straight from the shopping sites' CDNs. */
const productImageHosts = [
  'https://*.alicdn.com',
  'https://*.taobao.com',
  'https://*.tmall.com',
  'https://*.1688.com',
  'https://*.yangkeduo.com',
  'https://*.pddpic.com',
];

/**
 * The session token lives in localStorage (the product's rule), so script injection is the risk
 * to close: scripts only from our origin, none inline, no plugins, no <base> rewriting, no framing.
 */
const securityOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Inline styles cannot run code; the static first-paint shell in index.html needs them.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...productImageHosts],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Taobao and 1688 refuse images whose Referer is another site.
  referrerPolicy: { policy: 'no-referrer' },
};

/**
 * The headers Helmet sets for these options, worked out once. They are the same for every answer
 * (no nonces, no per-request directive), yet Helmet's middleware, called per request as
 * @fastify/helmet does, parses the options and joins the policy anew each time: a measurable share
 * of a small API answer's CPU.
 */
function securityHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/** Every answer (API, client files, errors) carries the security headers, set before any route runs. */
export function registerSecurity(app: FastifyInstance): void {
  const headers = securityHeaders(securityOptions);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
