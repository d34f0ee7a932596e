import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  });
}
