import { otpRequestResponseSchema } from '@club/contract/auth';
import { userProfileSchema } from '@club/contract/user';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { outbox } from '../src/db/schema/outbox';
import { userRoles, users } from '../src/db/schema/users';
import { runAdminCommand } from '../src/platform/users/admin-command';
import { AUTH_MESSAGES } from '../src/platform/identity/auth-messages';
import type { ZodApp } from '../src/http/zod-app';
import { createCompany, createUser } from './helpers/fixtures';
import { auth, registrationBody } from './helpers/purchase';
import { getMe, latestCode, requestCode, signIn, verifyCode } from './helpers/sign-in';
import { buildTestApp, HOUR, type TestApp } from './helpers/test-app';

const OWNER = 'kavya@mahisagarfoods.example';
const OWNER_MOBILE = '9825012345';
const ATTACKER_MOBILE = '9899900000';
const attackerRegistration = registrationBody({
  email: OWNER,
  user: { username: 'Not Kavya', mobileNumber: ATTACKER_MOBILE },
  company: { companyName: 'Intruder Traders' },
});

function register(app: ZodApp, body: unknown) {
  return app.inject({ method: 'POST', url: '/register', payload: body as object });
}

/** The attacker asks for an SMS sign-in code to their own number: a nonce, as for any number. */
async function attackerAsksForSmsCode(app: ZodApp) {
  const response = await requestCode(app, { mobile: ATTACKER_MOBILE, countryCode: '+91' });
  expect(response.statusCode).toBe(200);
  expect(otpRequestResponseSchema.parse(response.json()).nonce).toEqual(expect.any(String));
}

/** The kinds of the messages queued to `to`, oldest first. */
async function sentTo(db: TestApp['db'], to: string): Promise<string[]> {
  const rows = await db
    .select({ kind: outbox.kind })
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(outbox.createdAt);
  return rows.map((row) => row.kind);
}

async function registerAndVerify(app: ZodApp, body: unknown) {
  const registered = await register(app, body);
  expect(registered.statusCode).toBe(200);
  const verified = await verifyCode(
    app,
    registered.json<{ nonce: string }>().nonce,
    await latestCode(app, OWNER),
  );
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json<{ accessToken: string }>().accessToken;
}

async function profileOf(app: ZodApp, accessToken: string) {
  return userProfileSchema.parse((await getMe(app, accessToken)).json());
}

describe('an unproven mobile number never signs in', () => {
  it("a stranger's registration of the owner's address changes nothing the owner did not confirm", async () => {
    const { app, db } = await buildTestApp();
    expect((await register(app, attackerRegistration)).statusCode).toBe(200);
    // Its code goes to the owner's mailbox, where nobody enters it.
    await latestCode(app, OWNER);
    // The address has no account yet: asking for its sign-in code sends nothing.
    expect((await requestCode(app, { email: OWNER })).statusCode).toBe(200);
    expect(await sentTo(db, OWNER)).toEqual(['registration-code']);

    // The owner registers with their own details and enters their own code.
    const token = await registerAndVerify(app, registrationBody());
    const profile = await profileOf(app, token);
    expect(profile).toMatchObject({ mobileNumber: OWNER_MOBILE, mobileVerified: false });
    expect(profile.companies.map((company) => company.name)).toEqual(['Mahisagar Foods LLP']);

    // The attacker's number leads nowhere, and no SMS is sent to it.
    await attackerAsksForSmsCode(app);
    expect(await sentTo(db, `+91${ATTACKER_MOBILE}`)).toEqual([]);
  });

  it("even the stranger's own code, entered by the owner, leaves the stranger's number unproven", async () => {
    const { app, db } = await buildTestApp();
    const token = await registerAndVerify(app, attackerRegistration);
    const owner = await profileOf(app, token);
    expect(owner).toMatchObject({ mobileNumber: ATTACKER_MOBILE, mobileVerified: false });

    // The number gets no code, only the note that it is not verified (sign in by e-mail).
    await attackerAsksForSmsCode(app);
    expect(await sentTo(db, `+91${ATTACKER_MOBILE}`)).toEqual(['unverified-mobile-notice']);
  });

  it("a stranger's re-registration before the owner's code keeps the stranger's details out of the account", async () => {
    const { app, db } = await buildTestApp();
    const first = await register(app, registrationBody());
    const ownersCode = await latestCode(app, OWNER);
    // The stranger registers the same address from their own network...
    const stranger = await app.inject({
      method: 'POST',
      url: '/register',
      remoteAddress: '203.0.113.66',
      payload: attackerRegistration,
    });
    expect(stranger.statusCode).toBe(200);
    expect(await sentTo(db, OWNER)).toEqual(['registration-code', 'registration-code']);

    // ...which neither replaces the owner's code nor changes what the owner registered.
    const verified = await verifyCode(app, first.json<{ nonce: string }>().nonce, ownersCode);
    expect(verified.statusCode).toBe(200);
    const profile = await profileOf(app, verified.json<{ accessToken: string }>().accessToken);
    expect(profile).toMatchObject({ mobileNumber: OWNER_MOBILE, username: 'Kavya Shah' });
    expect(profile.companies.map((company) => company.name)).toEqual(['Mahisagar Foods LLP']);
    await attackerAsksForSmsCode(app);
    expect(await sentTo(db, `+91${ATTACKER_MOBILE}`)).toEqual([]);
  });

  it('drops the unproven details of an older account when its owner first signs in by e-mail', async () => {
    const { app, db } = await buildTestApp();
    // An account of an earlier version: registered with the stranger's number and company,
    // its e-mail code never entered.
    const userId = await createUser(db, {
      email: OWNER,
      mobile: ATTACKER_MOBILE,
      unverified: true,
    });
    await createCompany(db, userId, { name: 'Intruder Traders' });
    await attackerAsksForSmsCode(app);
    expect(await sentTo(db, `+91${ATTACKER_MOBILE}`)).toEqual(['unverified-mobile-notice']);

    const session = await signIn(app, OWNER);
    const profile = await profileOf(app, session.accessToken);
    expect(profile).toMatchObject({
      id: userId,
      mobileNumber: null,
      countryCode: null,
      mobileVerified: false,
      companies: [],
    });
    // The number is off the account now: nothing more goes to it.
    await attackerAsksForSmsCode(app);
    expect(await sentTo(db, `+91${ATTACKER_MOBILE}`)).toEqual(['unverified-mobile-notice']);
    // A second sign-in changes nothing more.
    await signIn(app, OWNER);
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    expect(row?.emailVerifiedAt).not.toBeNull();
  });
});

describe('proving a mobile number', () => {
  async function signedInOwner(app: ZodApp) {
    const token = await registerAndVerify(app, registrationBody());
    return { token, id: (await profileOf(app, token)).id };
  }

  it('sends an SMS code to the account number; its code proves it and SMS sign-in works', async () => {
    const { app, db } = await buildTestApp();
    const owner = await signedInOwner(app);
    expect((await requestCode(app, { mobile: OWNER_MOBILE, countryCode: '+91' })).statusCode).toBe(
      200,
    );
    expect(await sentTo(db, `+91${OWNER_MOBILE}`)).toEqual(['unverified-mobile-notice']);
    // Delivered now, so the newest message to the number below is the code.
    await app.outboxWorker.runOnce();

    const sent = await app.inject({
      method: 'POST',
      url: '/me/mobile/code',
      headers: auth(owner.token),
    });
    expect(sent.statusCode).toBe(200);
    const { nonce } = sent.json<{ nonce: string }>();
    const code = await latestCode(app, `+91${OWNER_MOBILE}`);

    // A code that proves a number signs nobody in.
    const misuse = await verifyCode(app, nonce, code);
    expect(misuse.statusCode).toBe(401);
    expect(misuse.json().error.message).toBe(AUTH_MESSAGES.unknownCode);

    // A wrong code is the caller's mistake (400, naming the field), not a session that ended.
    const wrong = await app.inject({
      method: 'POST',
      url: '/me/mobile/verify',
      headers: auth(owner.token),
      payload: { nonce, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      field: 'code',
      message: AUTH_MESSAGES.incorrectCode(4),
    });

    const proved = await app.inject({
      method: 'POST',
      url: '/me/mobile/verify',
      headers: auth(owner.token),
      payload: { nonce, code },
    });
    expect(proved.statusCode).toBe(200);
    expect(proved.json()).toEqual({ mobileVerified: true });
    expect(await profileOf(app, owner.token)).toMatchObject({ mobileVerified: true });

    // Now the number signs in, to the same account.
    const smsRequest = await requestCode(app, { mobile: OWNER_MOBILE, countryCode: '+91' });
    const smsNonce = smsRequest.json<{ nonce: string }>().nonce;
    const smsSignIn = await verifyCode(app, smsNonce, await latestCode(app, `+91${OWNER_MOBILE}`));
    expect(smsSignIn.statusCode).toBe(200);
    const again = await profileOf(app, smsSignIn.json<{ accessToken: string }>().accessToken);
    expect(again.id).toBe(owner.id);

    const twice = await app.inject({
      method: 'POST',
      url: '/me/mobile/code',
      headers: auth(owner.token),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(AUTH_MESSAGES.mobileAlreadyVerified);
  });

  it('takes no code of another account, and leaves a number to the account that proved it first', async () => {
    const { app, db } = await buildTestApp();
    const owner = await signedInOwner(app);
    const otherId = await createUser(db, {
      email: 'other@example.in',
      mobile: OWNER_MOBILE,
      mobileUnverified: true,
    });
    const other = await signIn(app, 'other@example.in');
    expect(otherId).not.toBe(owner.id);

    const ownersCode = await app.inject({
      method: 'POST',
      url: '/me/mobile/code',
      headers: auth(owner.token),
    });
    const ownersNonce = ownersCode.json<{ nonce: string }>().nonce;
    const code = await latestCode(app, `+91${OWNER_MOBILE}`);
    const stolen = await app.inject({
      method: 'POST',
      url: '/me/mobile/verify',
      headers: auth(other.accessToken),
      payload: { nonce: ownersNonce, code },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.message).toBe(AUTH_MESSAGES.unknownCode);

    const proved = await app.inject({
      method: 'POST',
      url: '/me/mobile/verify',
      headers: auth(owner.token),
      payload: { nonce: ownersNonce, code },
    });
    expect(proved.statusCode).toBe(200);
    const late = await app.inject({
      method: 'POST',
      url: '/me/mobile/code',
      headers: auth(other.accessToken),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(AUTH_MESSAGES.mobileVerifiedElsewhere);
    // A registration cannot take a proved number either: its code says so.
    const taken = await register(app, registrationBody({ email: 'third@example.in' }));
    expect(taken.statusCode).toBe(200);
    const refused = await verifyCode(
      app,
      taken.json<{ nonce: string }>().nonce,
      await latestCode(app, 'third@example.in'),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.field).toBe('user.mobileNumber');
  });

  it('is for signed-in users only', async () => {
    const { app } = await buildTestApp();
    expect((await app.inject({ method: 'POST', url: '/me/mobile/code' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/me/mobile/verify',
          payload: { nonce: 'x', code: '123456' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('one code limit per account, whatever the channel', () => {
  it('allows 5 codes an hour to an account across e-mail and SMS', async () => {
    const { app, db, clock } = await buildTestApp();
    await createUser(db, { email: 'busy@example.in', mobile: '9811122233' });
    // Signed in once from here: the requests below are the account's own.
    await signIn(app, 'busy@example.in');
    clock.advance(HOUR);
    const byEmail = { email: 'busy@example.in' };
    const bySms = { mobile: '9811122233', countryCode: '+91' };
    for (const body of [byEmail, bySms, byEmail, bySms, byEmail]) {
      expect((await requestCode(app, body)).statusCode).toBe(200);
    }
    for (const body of [bySms, byEmail]) {
      const refused = await requestCode(app, body);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(AUTH_MESSAGES.tooManyCodeRequests);
    }
    // The first sign-in's code, then five.
    expect(await db.select().from(outbox)).toHaveLength(6);
  });
});

describe('admins are granted deliberately', () => {
  it('ADMIN_EMAILS gives nothing to a registration nobody confirmed, at start-up or by SMS', async () => {
    const first = await buildTestApp();
    expect((await register(first.app, attackerRegistration)).statusCode).toBe(200);
    const legacy = await createUser(first.db, {
      email: 'ops@bizbridge.example',
      mobile: '9899911111',
      unverified: true,
    });

    const { app, db } = await buildTestApp({
      env: { ADMIN_EMAILS: `${OWNER},ops@bizbridge.example` },
    });
    expect(await db.select().from(userRoles)).toEqual([]);
    await attackerAsksForSmsCode(app);
    expect((await requestCode(app, { mobile: '9899911111', countryCode: '+91' })).statusCode).toBe(
      200,
    );
    expect(await sentTo(db, '+919899911111')).toEqual(['unverified-mobile-notice']);
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, legacy))).toEqual([]);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it('the admin command grants and revokes proved accounts only, each in the audit trail', async () => {
    const { db, clock } = await buildTestApp();
    await createUser(db, { email: 'boss@bizbridge.example' });
    await createUser(db, { email: 'unproved@bizbridge.example', unverified: true });
    const context = { now: clock.now(), operator: 'deploy' };

    expect(await runAdminCommand(db, ['grant', 'unproved@bizbridge.example'], context)).toEqual({
      ok: false,
      message:
        'No account has proved the e-mail address unproved@bizbridge.example. ' +
        'Its owner signs in once with an e-mail code first.',
    });
    expect(await runAdminCommand(db, ['grant', 'Boss@BizBridge.example'], context)).toEqual({
      ok: true,
      message: 'boss@bizbridge.example is now an admin.',
    });
    expect((await runAdminCommand(db, ['grant', 'boss@bizbridge.example'], context)).message).toBe(
      'boss@bizbridge.example is an admin already.',
    );
    expect(await runAdminCommand(db, ['list'], context)).toEqual({
      ok: true,
      message: 'boss@bizbridge.example',
    });
    expect((await runAdminCommand(db, ['revoke', 'boss@bizbridge.example'], context)).message).toBe(
      'boss@bizbridge.example is no longer an admin.',
    );
    expect((await runAdminCommand(db, ['promote'], context)).ok).toBe(false);

    const trail = await db.select().from(auditLog).orderBy(auditLog.createdAt, auditLog.action);
    expect(trail.map((entry) => [entry.action, entry.actorEmail, entry.subjectTitle])).toEqual([
      ['role.grant', 'operator command (deploy)', 'boss@bizbridge.example'],
      ['role.revoke', 'operator command (deploy)', 'boss@bizbridge.example'],
    ]);
    expect(await db.select().from(userRoles)).toEqual([]);
  });
});
