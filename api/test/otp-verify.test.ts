import { accessTokenClaimsSchema, authTokensSchema } from '@club/contract/auth';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { createUser } from './helpers/fixtures';
import { latestCode, refreshCookieOf, requestCode, verifyCode } from './helpers/sign-in';
import type { ConfigEnv } from '../src/config/app-config';
import { buildTestApp, MINUTE } from './helpers/test-app';

const EMAIL = 'meera@tapisilk.example';

async function setUp(env: ConfigEnv = {}) {
  const test = await buildTestApp({ env });
  const userId = await createUser(test.db, { email: EMAIL });
  const nonceFor = async () =>
    (await requestCode(test.app, { email: EMAIL })).json<{ nonce: string }>().nonce;
  return { ...test, userId, nonceFor };
}

/** A six-digit code that is not `code`. */
function wrong(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('POST /auth/otp/verify', () => {
  it('starts a session: tokens in the body, the refresh token in an httpOnly cookie', async () => {
    const { app, userId, nonceFor } = await setUp();
    const nonce = await nonceFor();
    const response = await verifyCode(app, nonce, await latestCode(app, EMAIL));

    expect(response.statusCode).toBe(200);
    const tokens = authTokensSchema.parse(response.json());
    expect(Object.keys(response.json()).sort()).toEqual(['accessToken', 'sessionId']);

    expect(decodeProtectedHeader(tokens.accessToken).alg).toBe('HS256');
    const claims = decodeJwt(tokens.accessToken);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'jti', 'roles', 'sid', 'uid']);
    expect(accessTokenClaimsSchema.parse(claims)).toMatchObject({
      uid: userId,
      sid: tokens.sessionId,
      roles: [],
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);

    const cookie = refreshCookieOf(response);
    expect(cookie).toMatchObject({
      path: '/auth',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 30 * 24 * 3600,
    });
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    // Plain HTTP on localhost during development: not Secure.
    expect(cookie?.secure).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure for any host but localhost', async () => {
    const { app, nonceFor } = await setUp();
    const nonce = await nonceFor();
    const response = await app.inject({
      method: 'POST',
      url: '/auth/otp/verify',
      headers: { host: 'api.bizbridge.club' },
      payload: { nonce, code: await latestCode(app, EMAIL) },
    });
    expect(response.statusCode).toBe(200);
    expect(refreshCookieOf(response)?.secure).toBe(true);
  });

  it('marks the cookie Secure on localhost too when the request came through TLS at the edge', async () => {
    const { app, nonceFor } = await setUp({ TRUST_PROXY: '127.0.0.1' });
    const nonce = await nonceFor();
    const response = await app.inject({
      method: 'POST',
      url: '/auth/otp/verify',
      headers: { host: 'localhost:9300', 'x-forwarded-proto': 'https' },
      payload: { nonce, code: await latestCode(app, EMAIL) },
    });
    expect(response.statusCode).toBe(200);
    expect(refreshCookieOf(response)?.secure).toBe(true);
  });

  it('uses a token lifetime from ACCESS_TOKEN_TTL_SECONDS', async () => {
    const { app, nonceFor } = await setUp({ ACCESS_TOKEN_TTL_SECONDS: '120' });
    const nonce = await nonceFor();
    const response = await verifyCode(app, nonce, await latestCode(app, EMAIL));
    const claims = decodeJwt(response.json<{ accessToken: string }>().accessToken);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(120);
  });

  it('accepts a code once only', async () => {
    const { app, nonceFor } = await setUp();
    const nonce = await nonceFor();
    const code = await latestCode(app, EMAIL);
    expect((await verifyCode(app, nonce, code)).statusCode).toBe(200);

    const again = await verifyCode(app, nonce, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      error: {
        code: 'UNAUTHORIZED',
        message: 'This code has already been used. Please request a new one.',
      },
    });
  });

  it('refuses a code after 10 minutes', async () => {
    const { app, clock, nonceFor } = await setUp();
    const nonce = await nonceFor();
    const code = await latestCode(app, EMAIL);

    clock.advance(10 * MINUTE);
    const expired = await verifyCode(app, nonce, code);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.message).toBe('This code has expired. Please request a new one.');
  });

  it('still accepts a code just before it expires', async () => {
    const { app, clock, nonceFor } = await setUp();
    const nonce = await nonceFor();
    const code = await latestCode(app, EMAIL);
    clock.advance(10 * MINUTE - 1000);
    expect((await verifyCode(app, nonce, code)).statusCode).toBe(200);
  });

  it('accepts only the latest code: a new request invalidates the older ones', async () => {
    const { app, nonceFor } = await setUp();
    const firstNonce = await nonceFor();
    const firstCode = await latestCode(app, EMAIL);
    const secondNonce = await nonceFor();
    const secondCode = await latestCode(app, EMAIL);

    const old = await verifyCode(app, firstNonce, firstCode);
    expect(old.statusCode).toBe(401);
    expect(old.json().error.message).toBe(
      'A newer code has been sent. Please use the latest code.',
    );
    expect((await verifyCode(app, secondNonce, secondCode)).statusCode).toBe(200);
  });

  it('counts wrong codes down and burns the code after 5 wrong tries', async () => {
    const { app, nonceFor } = await setUp();
    const nonce = await nonceFor();
    const code = await latestCode(app, EMAIL);

    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await verifyCode(app, nonce, wrong(code));
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
      messages.push(response.json().error.message);
    }
    expect(messages).toEqual([
      'Incorrect code. 4 attempts left.',
      'Incorrect code. 3 attempts left.',
      'Incorrect code. 2 attempts left.',
      'Incorrect code. 1 attempt left.',
      'Incorrect code. No attempts left. Please request a new code.',
    ]);

    const right = await verifyCode(app, nonce, code);
    expect(right.statusCode).toBe(401);
    expect(right.json().error.message).toBe(
      'Too many incorrect attempts. Please request a new code.',
    );
  });

  it('refuses an unknown nonce and validates the code format', async () => {
    const { app } = await setUp();
    const unknown = await verifyCode(app, 'no-such-nonce', '123456');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.message).toBe('This code is not valid. Please request a new one.');

    const short = await verifyCode(app, 'nonce', '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'code',
      message: 'code: Enter the 6-digit code',
    });
  });
});
