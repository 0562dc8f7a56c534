import { accountSessionsResponseSchema } from '@club/contract/sessions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { refreshTokens } from '../src/db/schema/auth';
import type { ZodApp } from '../src/http/zod-app';
import { createUser } from './helpers/fixtures';
import { getMe, refresh, refreshCookieOf, signIn, type SignedIn } from './helpers/sign-in';
import { buildTestApp, MINUTE } from './helpers/test-app';

const EMAIL = 'meera@narmadavalves.example';
const OTHER_EMAIL = 'arjun@kaveritextiles.example';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const SESSION_ENDED = {
  error: { code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' },
};

const bearer = (session: SignedIn) => ({ authorization: `Bearer ${session.accessToken}` });

async function listSessions(app: ZodApp, session: SignedIn) {
  const response = await app.inject({
    method: 'GET',
    url: '/me/sessions',
    headers: bearer(session),
  });
  expect(response.statusCode).toBe(200);
  return { body: response.body, ...accountSessionsResponseSchema.parse(response.json()) };
}

function endSession(app: ZodApp, session: SignedIn, id: string) {
  return app.inject({ method: 'DELETE', url: `/me/sessions/${id}`, headers: bearer(session) });
}

/** A user signed in on a desktop Chrome and on an iPhone. */
async function twoDevices() {
  const test = await buildTestApp();
  await createUser(test.db, { email: EMAIL });
  const desktop = await signIn(test.app, EMAIL, { 'user-agent': DESKTOP_CHROME });
  test.clock.advance(MINUTE);
  const phone = await signIn(test.app, EMAIL, { 'user-agent': IPHONE_SAFARI });
  return { ...test, desktop, phone };
}

describe('signed-in devices', () => {
  it('lists each device with its browser, system, address and times, this one first, and no token', async () => {
    const { app, db, clock, desktop, phone } = await twoDevices();
    const signedInDesktopAt = new Date(clock.now().getTime() - MINUTE).toISOString();
    const { items, body } = await listSessions(app, desktop);
    expect(items).toEqual([
      {
        id: desktop.sessionId,
        browser: 'Chrome 131',
        os: 'Windows 10',
        deviceType: 'desktop',
        ipAddress: '127.0.0.1',
        signedInAt: signedInDesktopAt,
        lastUsedAt: signedInDesktopAt,
        current: true,
      },
      {
        id: phone.sessionId,
        browser: 'Safari 18',
        os: 'iOS 18.1',
        deviceType: 'mobile',
        ipAddress: '127.0.0.1',
        signedInAt: clock.now().toISOString(),
        lastUsedAt: clock.now().toISOString(),
        current: false,
      },
    ]);
    // No token and no token hash in the answer.
    const hashes = (await db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens)).map(
      (row) => row.hash,
    );
    for (const secret of [
      desktop.refreshToken,
      desktop.accessToken,
      phone.refreshToken,
      phone.accessToken,
      ...hashes,
    ]) {
      expect(body).not.toContain(secret);
    }

    // A refresh is a use: the phone's last use moves, and so does its order.
    clock.advance(20 * MINUTE);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/auth/refresh',
      cookies: { club_refresh: phone.refreshToken },
      headers: { 'user-agent': IPHONE_SAFARI },
    });
    expect(refreshed.statusCode).toBe(200);
    const phoneNow = {
      ...phone,
      accessToken: refreshed.json<{ accessToken: string }>().accessToken,
    };
    const fromPhone = await listSessions(app, phoneNow);
    expect(fromPhone.items.map((item) => [item.id, item.current, item.lastUsedAt])).toEqual([
      [phone.sessionId, true, clock.now().toISOString()],
      [desktop.sessionId, false, signedInDesktopAt],
    ]);
  });

  it('signs one other device out: its refresh and access tokens stop at once, and it is audited', async () => {
    const { app, db, desktop, phone } = await twoDevices();
    const ended = await endSession(app, desktop, phone.sessionId);
    expect(ended.statusCode).toBe(204);

    expect((await getMe(app, phone.accessToken)).json()).toEqual(SESSION_ENDED);
    const refreshed = await refresh(app, phone.refreshToken);
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json()).toEqual(SESSION_ENDED);
    expect(refreshCookieOf(refreshed)?.value).toBe('');

    expect((await getMe(app, desktop.accessToken)).statusCode).toBe(200);
    expect((await listSessions(app, desktop)).items.map((item) => item.id)).toEqual([
      desktop.sessionId,
    ]);
    // Twice is the same as never: it has ended.
    expect((await endSession(app, desktop, phone.sessionId)).statusCode).toBe(404);

    const audit = await db.select().from(auditLog).where(eq(auditLog.subjectId, phone.sessionId));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'session.end',
        actorEmail: EMAIL,
        subjectTitle: 'Safari 18 on iOS 18.1 (127.0.0.1)',
      }),
    ]);
  });

  it("cannot see or end another user's session: 404, and that session goes on", async () => {
    const { app, db, desktop } = await twoDevices();
    await createUser(db, { email: OTHER_EMAIL });
    const stranger = await signIn(app, OTHER_EMAIL, { 'user-agent': DESKTOP_CHROME });

    const attempt = await endSession(app, stranger, desktop.sessionId);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'This session does not exist or has already ended.' },
    });
    expect((await getMe(app, desktop.accessToken)).statusCode).toBe(200);
    expect((await listSessions(app, stranger)).items.map((item) => item.id)).toEqual([
      stranger.sessionId,
    ]);
    // Signing everyone else out touches only one's own sessions.
    const others = await app.inject({
      method: 'POST',
      url: '/me/sessions/sign-out-others',
      headers: bearer(stranger),
    });
    expect(others.json()).toEqual({ ended: 0 });
    expect((await getMe(app, desktop.accessToken)).statusCode).toBe(200);

    const malformed = await endSession(app, desktop, 'not-a-session');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.field).toBe('id');
    const anonymous = await app.inject({ method: 'GET', url: '/me/sessions' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('signs out everywhere else, keeping this device', async () => {
    const { app, desktop, phone } = await twoDevices();
    const tablet = await signIn(app, EMAIL, {});
    const response = await app.inject({
      method: 'POST',
      url: '/me/sessions/sign-out-others',
      headers: bearer(desktop),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    for (const other of [phone, tablet]) {
      expect((await refresh(app, other.refreshToken)).statusCode).toBe(401);
      expect((await getMe(app, other.accessToken)).statusCode).toBe(401);
    }
    expect((await listSessions(app, desktop)).items).toEqual([
      expect.objectContaining({ id: desktop.sessionId, current: true }),
    ]);
  });

  it('shows a device whose browser sent no User-Agent as unknown', async () => {
    const test = await buildTestApp();
    await createUser(test.db, { email: EMAIL });
    const bare = await signIn(test.app, EMAIL);
    const { items } = await listSessions(test.app, bare);
    expect(items[0]).toMatchObject({ browser: null, os: null, deviceType: null });
  });
});
