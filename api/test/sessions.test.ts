import { authTokensSchema } from '@club/contract/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/auth';
import { REFRESH_REUSE_GRACE_MS } from '../src/features/auth/service';
import { createUser } from './helpers/fixtures';
import { getMe, refresh, refreshCookieOf, signIn } from './helpers/sign-in';
import { buildTestApp, DAY, MINUTE } from './helpers/test-app';

const EMAIL = 'kiran@sabarmatidenim.example';
const SESSION_ENDED = {
  error: { code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' },
};

async function signedIn() {
  const test = await buildTestApp();
  await createUser(test.db, { email: EMAIL });
  return { ...test, session: await signIn(test.app, EMAIL) };
}

function logout(
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  options: { accessToken?: string; refreshToken?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/auth/logout',
    headers: options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {},
    ...(options.refreshToken ? { cookies: { club_refresh: options.refreshToken } } : {}),
  });
}

describe('sessions', () => {
  it('serves /me with the access token and refuses a request without one', async () => {
    const { app, session } = await signedIn();
    expect((await getMe(app, session.accessToken)).statusCode).toBe(200);

    const anonymous = await app.inject({ method: 'GET', url: '/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
    });
    expect((await getMe(app, 'not.a.token')).json()).toEqual(SESSION_ENDED);
  });

  it('refuses an expired access token', async () => {
    const { app, clock, session } = await signedIn();
    clock.advance(15 * MINUTE);
    const response = await getMe(app, session.accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_ENDED);
  });

  it('rotates the refresh token on every refresh', async () => {
    const { app, clock, session } = await signedIn();
    clock.advance(20 * MINUTE);

    const first = await refresh(app, session.refreshToken);
    expect(first.statusCode).toBe(200);
    const tokens = authTokensSchema.parse(first.json());
    expect(tokens.sessionId).toBe(session.sessionId);
    expect(tokens.accessToken).not.toBe(session.accessToken);
    const rotated = refreshCookieOf(first);
    expect(rotated).toMatchObject({ path: '/auth', httpOnly: true, sameSite: 'Lax' });
    expect(rotated?.value).not.toBe(session.refreshToken);
    expect((await getMe(app, tokens.accessToken)).statusCode).toBe(200);

    const second = await refresh(app, rotated?.value);
    expect(second.statusCode).toBe(200);
    expect(refreshCookieOf(second)?.value).not.toBe(rotated?.value);
  });

  it('revokes the whole session when a used refresh token comes back', async () => {
    const { app, db, clock, session } = await signedIn();
    const first = await refresh(app, session.refreshToken);
    const current = refreshCookieOf(first)?.value;
    const currentAccess = authTokensSchema.parse(first.json()).accessToken;

    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const replay = await refresh(app, session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(SESSION_ENDED);
    // The cookie is cleared.
    expect(refreshCookieOf(replay)).toMatchObject({ value: '', path: '/auth' });

    const [row] = await db.select().from(sessions).where(eq(sessions.id, session.sessionId));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    // Neither the newest refresh token nor the newest access token work any more.
    expect((await refresh(app, current)).statusCode).toBe(401);
    expect((await getMe(app, currentAccess)).statusCode).toBe(401);
  });

  it('gives a just-used refresh token the same successor instead of ending the session', async () => {
    const { app, clock, session } = await signedIn();
    // Two tabs (or a retried request) refresh with the same cookie at the same moment.
    const [one, two] = await Promise.all([
      refresh(app, session.refreshToken),
      refresh(app, session.refreshToken),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const successor = refreshCookieOf(one)?.value;
    expect(successor).toBeTruthy();
    expect(refreshCookieOf(two)?.value).toBe(successor);
    for (const response of [one, two]) {
      expect(
        (await getMe(app, authTokensSchema.parse(response.json()).accessToken)).statusCode,
      ).toBe(200);
    }

    // Within the grace window the old token keeps answering with the same successor...
    clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const late = await refresh(app, session.refreshToken);
    expect(late.statusCode).toBe(200);
    expect(refreshCookieOf(late)?.value).toBe(successor);

    // ...and the successor works once, as any refresh token.
    const next = await refresh(app, successor);
    expect(next.statusCode).toBe(200);
    // Once the successor has been used, the old token is a replay even within the window.
    const stale = await refresh(app, session.refreshToken);
    expect(stale.statusCode).toBe(401);
    expect((await refresh(app, refreshCookieOf(next)?.value)).statusCode).toBe(401);
  });

  it('ends a session 90 days after sign-in however often it is refreshed', async () => {
    const { app, clock, session } = await signedIn();
    let token = session.refreshToken;
    let maxAge = 0;
    for (let day = 20; day < 90; day += 20) {
      clock.advance(20 * DAY);
      const response = await refresh(app, token);
      expect(response.statusCode, `day ${day}`).toBe(200);
      token = refreshCookieOf(response)?.value ?? '';
      maxAge = refreshCookieOf(response)?.maxAge ?? 0;
    }
    // Day 80: the cookie lives until day 90, not day 110.
    expect(maxAge).toBe(10 * 24 * 60 * 60);
    clock.advance(10 * DAY - MINUTE);
    const lastMinute = await refresh(app, token);
    expect(lastMinute.statusCode).toBe(200);
    const access = authTokensSchema.parse(lastMinute.json()).accessToken;
    expect(refreshCookieOf(lastMinute)?.maxAge).toBe(60);
    clock.advance(2 * MINUTE);
    expect((await refresh(app, refreshCookieOf(lastMinute)?.value)).json()).toEqual(SESSION_ENDED);
    expect((await getMe(app, access)).statusCode).toBe(401);
  });

  it('ends sessions after SESSION_MAX_DAYS', async () => {
    const test = await buildTestApp({ env: { SESSION_MAX_DAYS: '7' } });
    await createUser(test.db, { email: EMAIL });
    const session = await signIn(test.app, EMAIL);
    test.clock.advance(6 * DAY);
    const response = await refresh(test.app, session.refreshToken);
    expect(refreshCookieOf(response)?.maxAge).toBe(DAY / 1000);
    test.clock.advance(DAY + MINUTE);
    expect((await refresh(test.app, refreshCookieOf(response)?.value)).statusCode).toBe(401);
  });

  it('refuses a refresh without a cookie, with an unknown token, or after the token expired', async () => {
    const { app, clock, session } = await signedIn();
    expect((await refresh(app)).json()).toEqual(SESSION_ENDED);
    expect((await refresh(app, 'made-up-token')).statusCode).toBe(401);

    clock.advance(30 * DAY + MINUTE);
    expect((await refresh(app, session.refreshToken)).statusCode).toBe(401);
  });

  it('keeps a session alive for 30 days after the last refresh', async () => {
    const { app, clock, session } = await signedIn();
    clock.advance(20 * DAY);
    const first = await refresh(app, session.refreshToken);
    expect(first.statusCode).toBe(200);
    clock.advance(20 * DAY);
    expect((await refresh(app, refreshCookieOf(first)?.value)).statusCode).toBe(200);
  });

  it('logout revokes the session: the access token and the refresh token stop working', async () => {
    const { app, session } = await signedIn();
    const response = await logout(app, { accessToken: session.accessToken });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(refreshCookieOf(response)).toMatchObject({ value: '', path: '/auth' });

    expect((await getMe(app, session.accessToken)).statusCode).toBe(401);
    expect((await refresh(app, session.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a token used before once it expires or its session ends', async () => {
    const { app, clock, session } = await signedIn();
    expect((await getMe(app, session.accessToken)).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await getMe(app, session.accessToken)).statusCode).toBe(401);

    const again = await signIn(app, EMAIL);
    expect((await getMe(app, again.accessToken)).statusCode).toBe(200);
    expect((await logout(app, { accessToken: again.accessToken })).statusCode).toBe(204);
    expect((await getMe(app, again.accessToken)).statusCode).toBe(401);
  });

  it('logout with only the refresh cookie ends the session too', async () => {
    const { app, session } = await signedIn();
    expect((await logout(app, { refreshToken: session.refreshToken })).statusCode).toBe(204);
    expect((await getMe(app, session.accessToken)).statusCode).toBe(401);
  });

  it('logout with an expired access token still ends its session', async () => {
    const { app, clock, session } = await signedIn();
    clock.advance(60 * MINUTE);
    expect((await logout(app, { accessToken: session.accessToken })).statusCode).toBe(204);
    expect((await refresh(app, session.refreshToken)).statusCode).toBe(401);
  });

  it('logout succeeds when already logged out or never signed in', async () => {
    const { app, session } = await signedIn();
    expect((await logout(app, { accessToken: session.accessToken })).statusCode).toBe(204);
    expect((await logout(app, { accessToken: session.accessToken })).statusCode).toBe(204);
    expect((await logout(app)).statusCode).toBe(204);
    expect(
      (await logout(app, { accessToken: 'garbage', refreshToken: 'garbage' })).statusCode,
    ).toBe(204);
  });

  it('signing in twice gives two independent sessions', async () => {
    const { app, session } = await signedIn();
    const other = await signIn(app, EMAIL);
    expect(other.sessionId).not.toBe(session.sessionId);
    await logout(app, { accessToken: other.accessToken });
    expect((await getMe(app, session.accessToken)).statusCode).toBe(200);
    expect((await getMe(app, other.accessToken)).statusCode).toBe(401);
  });
});
