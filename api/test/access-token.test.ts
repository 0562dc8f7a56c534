import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from '../src/platform/identity/access-token';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const claims = { uid: 'user-1', roles: [], sid: 'session-1' };

describe('access tokens verified once per process', () => {
  it('checks the expiry again at every use of a token it verified before', async () => {
    const issued = new Date('2026-11-29T10:00:00Z');
    const token = await signAccessToken(claims, { secret: SECRET, ttlSeconds: 900, now: issued });
    const at = (seconds: number) => new Date(issued.getTime() + seconds * 1000);

    expect(await verifyAccessToken(token, { secret: SECRET, now: at(0) })).toMatchObject(claims);
    expect(await verifyAccessToken(token, { secret: SECRET, now: at(899) })).toMatchObject(claims);
    expect(await verifyAccessToken(token, { secret: SECRET, now: at(900) })).toBeNull();
    expect(await verifyAccessToken(token, { secret: SECRET, now: at(0) })).toMatchObject(claims);
  });

  it('refuses a verified token under another secret, and any token that differs from it', async () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const token = await signAccessToken(claims, { secret: SECRET, ttlSeconds: 900, now });
    expect(await verifyAccessToken(token, { secret: SECRET, now })).not.toBeNull();

    expect(await verifyAccessToken(token, { secret: `${SECRET}-other`, now })).toBeNull();
    const [header, payload, signature = ''] = token.split('.');
    // The signature's first character: every bit of it is signature (its last one has spare bits).
    const changed = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(
      await verifyAccessToken(`${header}.${payload}.${changed}`, { secret: SECRET, now }),
    ).toBeNull();
    const forged = Buffer.from(JSON.stringify({ ...claims, jti: 'x', exp: 9e9 })).toString(
      'base64url',
    );
    expect(
      await verifyAccessToken(`${header}.${forged}.${signature}`, { secret: SECRET, now }),
    ).toBeNull();
  });
});
