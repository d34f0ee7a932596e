import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenService } from '../../../server/auth/tokens';

/** The service remembers tokens it found genuine: what it remembers must never outlive the rules. */
describe('token checks of a token seen before', () => {
  let nowMs = Date.UTC(2026, 10, 27, 12, 0, 0);
  const tokens = createTokenService({
    secret: 'a-secret-long-enough-for-hs256-signing-0123',
    ttlSeconds: 600,
    sessionMaxAgeSeconds: 3600,
    sessionIdleSeconds: 1800,
    now: () => new Date(nowMs),
  });
  const claims = () => ({
    userId: 7,
    sessionId: randomUUID(),
    version: 0,
    sessionStart: tokens.nowSeconds(),
    authTime: tokens.nowSeconds(),
  });

  it('still expires a token at its exp, after it was accepted', async () => {
    const token = await tokens.sign(claims());
    expect(await tokens.verify(token)).toMatchObject({ ok: true });
    expect(await tokens.verify(token)).toMatchObject({ ok: true });
    nowMs += 601_000;
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    // A refresh may still renew it within the idle time.
    expect(await tokens.verify(token, { renewal: true })).toMatchObject({ ok: true });
  });

  it('ends a remembered token with its session', async () => {
    const start = claims();
    nowMs += 3000_000;
    const token = await tokens.sign(start);
    expect(await tokens.verify(token)).toMatchObject({ ok: true });
    nowMs += 601_000;
    expect(await tokens.verify(token, { renewal: true })).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token that differs from an accepted one by a character of its signature', async () => {
    const token = await tokens.sign(claims());
    expect(await tokens.verify(token)).toMatchObject({ ok: true });
    // Inside the signature, away from its last character, whose low bits base64url leaves unused.
    const at = token.length - 10;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await tokens.verify(changed)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('gives the same claims from memory as from the check', async () => {
    const signed = claims();
    const token = await tokens.sign(signed);
    const first = await tokens.verify(token);
    expect(first).toEqual({ ok: true, claims: signed });
    expect(await tokens.verify(token)).toEqual(first);
  });
});
