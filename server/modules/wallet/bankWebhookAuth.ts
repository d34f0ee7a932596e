import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestAsyncHookHandler } from 'fastify';
import { errors } from '../../errors';
import type { AuthGuards } from '../../plugins/auth';

/**
 * POST /Staff/BankTransfer is called by staff (Bearer token of staff with the money duty, or an admin) or by the bank's
 * webhook (`Authorization: Apikey <BANK_WEBHOOK_SECRET>`). A webhook request leaves `request.user`
 * null, which is how the handler tells the two apart. Without a configured secret every webhook
 * call is refused: an empty secret must never match.
 */
export function staffOrBankWebhook(guards: AuthGuards, secret: string | undefined): onRequestAsyncHookHandler {
  const staffHooks = guards.requireDuty('money');
  return async function (request, reply) {
    const apiKey = /^Apikey\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (apiKey?.[1] !== undefined) {
      if (!secret || !sameSecret(apiKey[1], secret)) throw errors.unauthorized();
      return;
    }
    for (const hook of staffHooks) await hook.call(this, request, reply);
  };
}

/** Constant time whatever the lengths: both sides are hashed to 32 bytes before comparing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
