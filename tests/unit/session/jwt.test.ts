import { describe, expect, it } from 'vitest';
import { tokenExpiresAt, tokenInfo } from '../../../src/session/jwt';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;

describe('tokenExpiresAt', () => {
  it('reads exp (seconds) as ms since the epoch', () => {
    expect(tokenExpiresAt(jwt({ sub: '7', exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it('decodes base64url payloads (- and _, no padding)', () => {
    // "~~~" and "???" encode to characters that differ between base64 and base64url.
    const token = jwt({ name: '~~~???ÿ', exp: 1_700_000_001 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(tokenExpiresAt(token)).toBe(1_700_000_001_000);
  });

  it('is null without a readable exp', () => {
    expect(tokenExpiresAt(null)).toBeNull();
    expect(tokenExpiresAt('jwt-1')).toBeNull();
    expect(tokenExpiresAt('a.!!!.c')).toBeNull();
    expect(tokenExpiresAt(jwt({ sub: '7' }))).toBeNull();
    expect(tokenExpiresAt(jwt({ exp: '1800000000' }))).toBeNull();
    expect(tokenExpiresAt(`a.${Buffer.from('not json').toString('base64url')}.c`)).toBeNull();
  });

  it('tokenInfo carries the token, its expiry, issue time and the time', () => {
    expect(tokenInfo(jwt({ exp: 10, iat: 4 }), 5)).toEqual({ token: jwt({ exp: 10, iat: 4 }), expiresAt: 10_000, issuedAt: 4_000, now: 5 });
    expect(tokenInfo(jwt({ exp: 10 }), 5).issuedAt).toBeNull();
  });
});
