import { devOutboxResponseSchema } from '@club/contract/dev-outbox';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/outbox';
import { users } from '../src/db/schema/users';
import { grantRoleByEmails } from '../src/platform/users/repository';
import { createUser } from './helpers/fixtures';
import { bearer, createMember } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { buildTestApp, HOUR, MINUTE, type TestApp } from './helpers/test-app';

const DEVICE_COOKIE = 'club_device';

/** A request as if from `ip` (the API's client address), with the browser's cookies. */
function requestCodeFrom(
  test: TestApp,
  ip: string,
  body: object,
  cookies: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return test.app.inject({
    method: 'POST',
    url: '/auth/otp/request',
    remoteAddress: ip,
    payload: body,
    cookies,
  });
}

function verifyFrom(
  test: TestApp,
  ip: string,
  nonce: string,
  code: string,
  cookies: Record<string, string> = {},
) {
  return test.app.inject({
    method: 'POST',
    url: '/auth/otp/verify',
    remoteAddress: ip,
    payload: { nonce, code },
    cookies,
  });
}

/** The messages sent to `to` so far, newest first. */
async function messagesTo(test: TestApp, to: string) {
  await test.app.outboxWorker.runOnce();
  const response = await test.app.inject({ method: 'GET', url: '/dev/outbox', query: { to } });
  return devOutboxResponseSchema.parse(response.json());
}

/** The code of the newest message queued to `to` (the test clock moves between requests). */
async function newestCode(test: TestApp, to: string): Promise<string> {
  const [newest] = await test.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/**
 * The owner signs in once from their office network in their browser: the
 * browser keeps the known-device cookie, which it sends with later requests.
 */
async function ownerSignsInOnce(test: TestApp, email: string, ip: string) {
  const requested = await requestCodeFrom(test, ip, { email });
  expect(requested.statusCode).toBe(200);
  const verified = await verifyFrom(
    test,
    ip,
    requested.json<{ nonce: string }>().nonce,
    await newestCode(test, email),
  );
  expect(verified.statusCode).toBe(200);
  const device = verified.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
  expect(device).toMatchObject({ httpOnly: true, path: '/auth/otp', sameSite: 'Lax' });
  return { [DEVICE_COOKIE]: device?.value ?? '' };
}

/** Strangers ask from `networks` addresses, each until its own share is refused. */
async function strangersAskFrom(test: TestApp, networks: number, body: object) {
  const statuses: number[] = [];
  for (let network = 1; network <= networks; network += 1) {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await requestCodeFrom(test, `203.0.113.${network}`, body)).statusCode);
    }
  }
  return statuses;
}

describe('code budgets that strangers cannot spend on the owner', () => {
  it("strangers from five networks cannot make the owner's next code request fail, by e-mail, by SMS or from the staff", async () => {
    const test = await buildTestApp();
    const owner = await createMember(test.db, { email: 'newbie@members.example' });
    const [{ mobileNumber } = { mobileNumber: null }] = await test.db
      .select({ mobileNumber: users.mobileNumber })
      .from(users)
      .where(eq(users.id, owner.userId));
    const officeBrowser = await ownerSignsInOnce(test, owner.email, '192.0.2.10');
    await createUser(test.db, { email: 'staff@club.example' });
    await grantRoleByEmails(test.db, 'admin', ['staff@club.example']);
    test.clock.advance(HOUR);
    const staff = (await signIn(test.app, 'staff@club.example')).accessToken;

    // Five addresses ask for the owner's codes, by e-mail and by SMS, until they are refused.
    const byEmail = await strangersAskFrom(test, 5, { email: owner.email });
    const bySms = await strangersAskFrom(test, 5, { mobile: mobileNumber, countryCode: '+91' });
    // Each network gets 3 an hour, and strangers together 12: the rest is refused.
    expect(byEmail.filter((status) => status === 200)).toHaveLength(12);
    expect(bySms.every((status) => status === 429)).toBe(true);

    // The owner, from a fresh address (a phone on mobile data) in the browser they signed in with.
    test.clock.advance(MINUTE);
    const onTheRoad = await requestCodeFrom(
      test,
      '198.51.100.7',
      { email: owner.email },
      officeBrowser,
    );
    expect(onTheRoad.statusCode).toBe(200);
    const code = await newestCode(test, owner.email);
    const signedIn = await verifyFrom(
      test,
      '198.51.100.7',
      onTheRoad.json<{ nonce: string }>().nonce,
      code,
      officeBrowser,
    );
    expect(signedIn.statusCode).toBe(200);
    const bySmsNow = await requestCodeFrom(
      test,
      '198.51.100.7',
      { mobile: mobileNumber, countryCode: '+91' },
      officeBrowser,
    );
    expect(bySmsNow.statusCode).toBe(200);

    // A colleague's computer on the office network the account signed in from counts as the owner's.
    expect((await requestCodeFrom(test, '192.0.2.10', { email: owner.email })).statusCode).toBe(
      200,
    );

    // The staff's code from the back office has a budget of its own.
    const resent = await test.app.inject({
      method: 'POST',
      url: `/admin/members/${owner.companyId}/resend-sign-in-code`,
      headers: bearer(staff),
    });
    expect(resent.statusCode).toBe(200);
  });

  it('lets an owner on a new device and network sign in after strangers asked from a few addresses', async () => {
    const test = await buildTestApp();
    const owner = await createMember(test.db, { email: 'fresh@members.example' });
    for (let network = 1; network <= 5; network += 1) {
      const asked = await requestCodeFrom(test, `203.0.113.${network}`, { email: owner.email });
      expect(asked.statusCode).toBe(200);
    }
    test.clock.advance(MINUTE);
    const requested = await requestCodeFrom(test, '198.51.100.20', { email: owner.email });
    expect(requested.statusCode).toBe(200);
    const verified = await verifyFrom(
      test,
      '198.51.100.20',
      requested.json<{ nonce: string }>().nonce,
      await newestCode(test, owner.email),
    );
    expect(verified.statusCode).toBe(200);
  });

  it("a stranger's later request does not replace the code the owner is typing", async () => {
    const test = await buildTestApp();
    const owner = await createMember(test.db, { email: 'typing@members.example' });
    const requested = await requestCodeFrom(test, '198.51.100.30', { email: owner.email });
    const code = await newestCode(test, owner.email);
    test.clock.advance(MINUTE);
    await requestCodeFrom(test, '203.0.113.9', { email: owner.email });
    const verified = await verifyFrom(
      test,
      '198.51.100.30',
      requested.json<{ nonce: string }>().nonce,
      code,
    );
    expect(verified.statusCode).toBe(200);
  });

  it("one network spends only its own share; the owner's browser keeps the owner's five", async () => {
    const test = await buildTestApp();
    const owner = await createMember(test.db, { email: 'counted@members.example' });
    const browser = await ownerSignsInOnce(test, owner.email, '192.0.2.40');
    test.clock.advance(HOUR);

    const fromOne = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      fromOne.push(
        (await requestCodeFrom(test, '203.0.113.50', { email: owner.email })).statusCode,
      );
    }
    expect(fromOne).toEqual([200, 200, 200, 429]);
    // An IPv6 network is its /64: another address in it is the same requester.
    const v6 = ['2001:db8:1:2::1', '2001:db8:1:2::ffff', '2001:db8:1:2:abcd::9', '2001:db8:1:3::1'];
    const fromV6 = [];
    for (const ip of v6) {
      fromV6.push((await requestCodeFrom(test, ip, { email: owner.email })).statusCode);
    }
    expect(fromV6).toEqual([200, 200, 200, 200]);
    expect(
      (await requestCodeFrom(test, '2001:db8:1:2::7', { email: owner.email })).statusCode,
    ).toBe(429);

    const own = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      own.push(
        (await requestCodeFrom(test, '198.51.100.41', { email: owner.email }, browser)).statusCode,
      );
      test.clock.advance(MINUTE);
    }
    expect(own).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('the back office cannot exhaust the owner, nor the owner the back office', async () => {
    const test = await buildTestApp();
    const owner = await createMember(test.db, { email: 'helped@members.example' });
    const browser = await ownerSignsInOnce(test, owner.email, '192.0.2.60');
    await createUser(test.db, { email: 'desk@club.example' });
    await grantRoleByEmails(test.db, 'admin', ['desk@club.example']);
    test.clock.advance(HOUR);
    const staff = (await signIn(test.app, 'desk@club.example')).accessToken;
    const resend = () =>
      test.app.inject({
        method: 'POST',
        url: `/admin/members/${owner.companyId}/resend-sign-in-code`,
        headers: bearer(staff),
      });

    const staffSent = [];
    for (let attempt = 0; attempt < 6; attempt += 1) staffSent.push((await resend()).statusCode);
    expect(staffSent).toEqual([200, 200, 200, 200, 200, 429]);
    const own = await requestCodeFrom(test, '192.0.2.60', { email: owner.email }, browser);
    expect(own.statusCode).toBe(200);
    const codes = await test.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, owner.email), eq(outbox.kind, 'sign-in-code')));
    // One code from the first sign-in, five from the staff, one the owner asked for now.
    expect(codes).toHaveLength(7);
  });
});

describe('the same answer for every address', () => {
  it('an unknown address, a member and an unproven mobile number get a nonce alike, and their codes answer alike', async () => {
    const test = await buildTestApp();
    const member = await createMember(test.db, { email: 'known@members.example' });
    await createUser(test.db, {
      email: 'unproven@members.example',
      mobile: '9833300011',
      mobileUnverified: true,
    });
    const asks = {
      unknown: { email: 'nobody@nowhere.example' },
      member: { email: member.email },
      unproven: { mobile: '9833300011', countryCode: '+91' },
    };
    const answers: Record<string, { status: number; keys: string[]; verify: unknown }> = {};
    for (const [name, body] of Object.entries(asks)) {
      const response = await requestCodeFrom(test, '198.51.100.70', body);
      const nonce = response.json<{ nonce: string }>().nonce;
      const wrong = await verifyFrom(test, '198.51.100.70', nonce, '000000');
      answers[name] = {
        status: response.statusCode,
        keys: Object.keys(response.json()),
        verify: { status: wrong.statusCode, body: wrong.json() },
      };
    }
    const expected = {
      status: 200,
      keys: ['nonce'],
      verify: {
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: 'Incorrect code. 4 attempts left.' } },
      },
    };
    expect(answers).toEqual({ unknown: expected, member: expected, unproven: expected });

    // What each identifier's owner hears: the member a code, the unproven number how to sign in.
    expect((await messagesTo(test, 'nobody@nowhere.example')).length).toBe(0);
    expect((await messagesTo(test, member.email))[0]?.text).toMatch(/sign-in code is \d{6}/);
    const notice = (await messagesTo(test, '+919833300011'))[0]?.text ?? '';
    expect(notice).toContain('It is not verified yet, so it cannot be used to sign in');
    expect(notice).not.toMatch(/\b\d{6}\b/);
  });

  it('a code to an unknown address is never right, and burns after five tries like any other', async () => {
    const test = await buildTestApp();
    const response = await requestCodeFrom(test, '198.51.100.80', {
      email: 'ghost@nowhere.example',
    });
    const nonce = response.json<{ nonce: string }>().nonce;
    const messages: string[] = [];
    for (let code = 0; code < 6; code += 1) {
      const tried = await verifyFrom(test, '198.51.100.80', nonce, String(code).padStart(6, '0'));
      expect(tried.statusCode).toBe(401);
      messages.push(tried.json().error.message);
    }
    expect(messages).toEqual([
      'Incorrect code. 4 attempts left.',
      'Incorrect code. 3 attempts left.',
      'Incorrect code. 2 attempts left.',
      'Incorrect code. 1 attempt left.',
      'Incorrect code. No attempts left. Please request a new code.',
      'Too many incorrect attempts. Please request a new code.',
    ]);
  });
});
