import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** A ticket lives this long: enough to open the stream it was asked for, too short to be worth stealing. */
export const TICKET_TTL_SECONDS = 60;

export type TicketClaims = { userId: number; sessionId: string; version: number };

/**
 * Tickets for `GET /Events?ticket=` (EventSource cannot send a bearer token, and a token in a URL
 * would end in access logs for its whole life). A ticket is a JWT under a key derived from the
 * JWT secret for this one purpose, so a ticket is never a bearer token and a bearer token never a
 * ticket; it names the session, so logging out ends it too.
 */
export function createTicketService({ secret, now }: { secret: string; now: () => Date }) {
  const key = createHmac('sha256', secret).update('muaho live events ticket').digest();
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  return {
    async issue({ userId, sessionId, version }: TicketClaims): Promise<{ ticket: string; expiresAt: Date }> {
      const issuedAt = nowSeconds();
      const expires = issuedAt + TICKET_TTL_SECONDS;
      const ticket = await new SignJWT({ sid: sessionId, ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'events-ticket' })
        .setSubject(String(userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(expires)
        .sign(key);
      return { ticket, expiresAt: new Date(expires * 1000) };
    },

    /** The ticket's claims, or null for anything not a live, well-formed ticket. */
    async verify(ticket: string): Promise<TicketClaims | null> {
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: ['HS256'],
          typ: 'events-ticket',
          currentDate: now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const userId = Number(payload.sub);
        const { sid, ver } = payload;
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sid !== 'string' || typeof ver !== 'number') return null;
        return { userId, sessionId: sid, version: ver };
      } catch {
        return null;
      }
    },
  };
}

export type TicketService = ReturnType<typeof createTicketService>;
