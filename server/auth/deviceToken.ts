import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A device that has signed in to an account before carries a token for that account in an
 * HttpOnly cookie, so strangers' failed guesses on the account never slow it down (OWASP's
 * "device cookies"). A token is `<userId>.<deviceId>.<mac>`; the cookie keeps the newest few,
 * for a phone shared by a family.
 */
const COOKIE = 'muaho_device';
const KEEP = 5;
const MAX_AGE_SECONDS = 365 * 24 * 3600;

export interface DeviceTokens {
  /** A fresh token for `userId` on a device that just proved the password. */
  issue: (userId: number) => string;
  /** The device id the cookie vouches for on `userId`, if any. */
  deviceFor: (cookie: string | undefined, userId: number) => string | undefined;
}

export function createDeviceTokens(secret: string): DeviceTokens {
  const mac = (userId: number, deviceId: string) =>
    createHmac('sha256', secret).update(`device:${userId}.${deviceId}`).digest('base64url').slice(0, 32);

  return {
    issue(userId) {
      const deviceId = randomBytes(12).toString('base64url');
      return `${userId}.${deviceId}.${mac(userId, deviceId)}`;
    },
    deviceFor(cookie, userId) {
      for (const token of splitTokens(cookie)) {
        const [id, deviceId, signature] = token.split('.');
        if (Number(id) !== userId || !deviceId || !signature) continue;
        const expected = Buffer.from(mac(userId, deviceId));
        const given = Buffer.from(signature);
        if (given.length === expected.length && timingSafeEqual(given, expected)) return deviceId;
      }
      return undefined;
    },
  };
}

const splitTokens = (cookie: string | undefined) => (cookie ? cookie.split('~').filter(Boolean) : []);

/** Where a request, such as a password try, comes from: its address and the device it says it is. */
export interface Origin {
  /** The client's address (behind a proxy, only right with TRUST_PROXY). */
  address: string;
  /** The request's device cookie, if any. */
  deviceCookie?: string;
}

export const originOf = (request: FastifyRequest): Origin => ({ address: request.ip, deviceCookie: readDeviceCookie(request) });

/** The raw device cookie of a request (no cookie plugin: this is the only cookie the API reads). */
export function readDeviceCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return undefined;
}

/** Puts `token` first in the device cookie, dropping other tokens of the same account and the oldest beyond a few. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const userId = token.split('.')[0];
  const kept = splitTokens(readDeviceCookie(request)).filter((other) => other.split('.')[0] !== userId && /^[\w.-]+$/.test(other));
  const value = [token, ...kept].slice(0, KEEP).join('~');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${COOKIE}=${value}; Path=/api; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`);
}
