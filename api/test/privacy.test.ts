import { apiErrorBodySchema } from '@club/contract/common';
import { publicDirectoryResponseSchema } from '@club/contract/companies';
import {
  adminGrievancePageSchema,
  adminGrievanceSchema,
  GRIEVANCE_ALREADY_ANSWERED,
  grievanceOfficerSchema,
  grievanceReceiptSchema,
  myConsentsSchema,
  PRIVACY_NOTICE_VERSION,
} from '@club/contract/privacy';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { newsletterSubscribers } from '../src/db/schema/newsletter';
import { outbox } from '../src/db/schema/outbox';
import { consentHistory, grievances } from '../src/db/schema/privacy';
import { users } from '../src/db/schema/users';
import type { ZodApp } from '../src/http/zod-app';
import { grantRoleByEmails } from '../src/platform/users/repository';
import { bearer, createMember } from './helpers/members';
import { registrationBody } from './helpers/purchase';
import { latestCode, signIn, verifyCode } from './helpers/sign-in';
import { buildTestApp, DAY } from './helpers/test-app';

async function consentsOf(app: ZodApp, token: string) {
  const response = await app.inject({ method: 'GET', url: '/me/consents', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(
    myConsentsSchema.parse(response.json()).consents.map((consent) => [consent.kind, consent]),
  );
}

function putConsents(app: ZodApp, token: string, payload: object) {
  return app.inject({ method: 'PUT', url: '/me/consents', headers: bearer(token), payload });
}

async function publicNames(app: ZodApp) {
  const response = await app.inject({ method: 'GET', url: '/companies/public' });
  expect(response.statusCode).toBe(200);
  return publicDirectoryResponseSchema.parse(response.json()).items.map((item) => item.name);
}

describe('consents', () => {
  it('are all off by default, and given and withdrawn the same way, each change kept', async () => {
    const { app, db, clock } = await buildTestApp();
    const owner = await createMember(db, { directory: false });
    const { accessToken } = await signIn(app, owner.email);
    const initial = await consentsOf(app, accessToken);
    expect(Object.keys(initial)).toEqual([
      'directory',
      'leadAlerts',
      'eventReminders',
      'newsletter',
    ]);
    for (const consent of Object.values(initial)) {
      expect(consent).toMatchObject({ granted: false, noticeVersion: null, changedAt: null });
    }

    const given = await putConsents(app, accessToken, { directory: true, leadAlerts: true });
    expect(given.statusCode).toBe(200);
    const after = await consentsOf(app, accessToken);
    expect(after.directory).toMatchObject({
      granted: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      changedAt: clock.now().toISOString(),
    });
    expect(after.leadAlerts?.granted).toBe(true);
    expect(after.newsletter?.granted).toBe(false);

    clock.advance(60_000);
    expect((await putConsents(app, accessToken, { directory: false })).statusCode).toBe(200);
    // Sending what is already so changes nothing and adds no history.
    expect((await putConsents(app, accessToken, { leadAlerts: true })).statusCode).toBe(200);
    expect((await consentsOf(app, accessToken)).directory?.granted).toBe(false);
    const history = await db
      .select()
      .from(consentHistory)
      .where(eq(consentHistory.userId, owner.userId));
    expect(history.map((row) => [row.kind, row.granted, row.noticeVersion]).sort()).toEqual([
      ['directory', false, PRIVACY_NOTICE_VERSION],
      ['directory', true, PRIVACY_NOTICE_VERSION],
      ['leadAlerts', true, PRIVACY_NOTICE_VERSION],
    ]);
  });

  it('refuses signed-out callers and bodies that change nothing or name unknown consents', async () => {
    const { app, db } = await buildTestApp();
    const owner = await createMember(db);
    const { accessToken } = await signIn(app, owner.email);
    expect((await app.inject({ method: 'GET', url: '/me/consents' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: '/me/consents', payload: { directory: true } }))
        .statusCode,
    ).toBe(401);
    const empty = await putConsents(app, accessToken, {});
    expect(empty.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(empty.json()).error.code).toBe('VALIDATION_ERROR');
    expect((await putConsents(app, accessToken, { marketing: true })).statusCode).toBe(400);
    expect((await putConsents(app, accessToken, { directory: 'yes' })).statusCode).toBe(400);
  });

  it('lists in Our Members only companies whose owner consented, while members see them all', async () => {
    const { app, db } = await buildTestApp();
    await createMember(db, { company: { name: 'Listed Castings' } });
    const privateOwner = await createMember(db, {
      company: { name: 'Private Polymers' },
      directory: false,
    });
    expect(await publicNames(app)).toEqual(['Listed Castings']);
    const page = await app.inject({
      method: 'GET',
      url: `/companies/${privateOwner.companyId}/profile`,
    });
    expect(page.statusCode).toBe(404);

    // Members see it in Meet the Members and on its page.
    const viewer = await createMember(db, { company: { name: 'Viewer Valves' } });
    const { accessToken } = await signIn(app, viewer.email);
    const members = await app.inject({
      method: 'GET',
      url: '/companies/list',
      headers: bearer(accessToken),
    });
    expect(members.statusCode).toBe(200);
    expect(members.body).toContain('Private Polymers');
    const asMember = await app.inject({
      method: 'GET',
      url: `/companies/${privateOwner.companyId}/profile`,
      headers: bearer(accessToken),
    });
    expect(asMember.statusCode).toBe(200);

    // The owner consents: the company is listed publicly; withdrawing removes it again.
    const owner = await signIn(app, privateOwner.email);
    await putConsents(app, owner.accessToken, { directory: true });
    expect((await publicNames(app)).sort()).toEqual([
      'Listed Castings',
      'Private Polymers',
      'Viewer Valves',
    ]);
    await putConsents(app, owner.accessToken, { directory: false });
    expect(await publicNames(app)).not.toContain('Private Polymers');
  });

  it("subscribes and unsubscribes the account's address to the newsletter", async () => {
    const { app, db } = await buildTestApp();
    const owner = await createMember(db, { email: 'Reader@Example.in' });
    const { accessToken } = await signIn(app, owner.email);
    await putConsents(app, accessToken, { newsletter: true });
    const [subscribed] = await db.select().from(newsletterSubscribers);
    expect(subscribed).toMatchObject({ email: 'reader@example.in', status: 'confirmed' });
    expect((await consentsOf(app, accessToken)).newsletter?.granted).toBe(true);

    await putConsents(app, accessToken, { newsletter: false });
    const [unsubscribed] = await db.select().from(newsletterSubscribers);
    expect(unsubscribed?.status).toBe('unsubscribed');
    expect((await consentsOf(app, accessToken)).newsletter?.granted).toBe(false);
  });
});

const GRIEVANCE = {
  name: 'Meera Joshi',
  email: 'meera@example.in',
  subject: 'My data after closing',
  message: 'Please tell me what you still keep about me.',
};

async function adminSetUp(env: Record<string, string> = {}) {
  const test = await buildTestApp({
    env: {
      GRIEVANCE_OFFICER_NAME: 'Anjali Rao',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@club.example',
      ...env,
    },
  });
  const admin = await createMember(test.db, { email: 'admin@example.in', username: 'Anjali Rao' });
  await grantRoleByEmails(test.db, 'admin', [admin.email]);
  const member = await createMember(test.db, { email: 'member@example.in' });
  return {
    ...test,
    admin: (await signIn(test.app, admin.email)).accessToken,
    adminId: admin.userId,
    member: (await signIn(test.app, member.email)).accessToken,
    memberId: member.userId,
  };
}

describe('grievances', () => {
  it('names the Grievance Officer from the configuration', async () => {
    const { app } = await adminSetUp({
      GRIEVANCE_OFFICER_ADDRESS: '1 Race Course Road, Vadodara',
      GRIEVANCE_ANSWER_DAYS: '15',
    });
    const response = await app.inject({ method: 'GET', url: '/privacy/grievance-officer' });
    expect(response.statusCode).toBe(200);
    expect(grievanceOfficerSchema.parse(response.json())).toEqual({
      name: 'Anjali Rao',
      email: 'grievance@club.example',
      address: '1 Race Course Road, Vadodara',
      answerWithinDays: 15,
    });
  });

  it('files a visitor’s grievance with a reference and due date, and e-mails officer and sender', async () => {
    const { app, db, clock } = await adminSetUp();
    const filed = await app.inject({ method: 'POST', url: '/grievances', payload: GRIEVANCE });
    expect(filed.statusCode).toBe(201);
    const receipt = grievanceReceiptSchema.parse(filed.json());
    const year = clock.now().getUTCFullYear();
    expect(receipt.reference).toMatch(new RegExp(`^GR-${year}-0000\\d\\d$`));
    expect(receipt.dueAt).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());
    // Filed from a page in Gujarati: its receipt is in Gujarati.
    const second = grievanceReceiptSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/grievances',
          payload: { ...GRIEVANCE, language: 'gu' },
        })
      ).json(),
    );
    expect(second.reference).not.toBe(receipt.reference);

    const [toOfficer] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'grievance@club.example'));
    expect(toOfficer?.subject).toBe(`Grievance ${receipt.reference}: My data after closing`);
    const receiptMails = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, GRIEVANCE.email), eq(outbox.kind, 'grievance-receipt')));
    const receiptMail = receiptMails.find((mail) => mail.text?.includes(receipt.reference));
    expect(receiptMail?.subject).toBe(`We have your grievance ${receipt.reference}`);
    const inGujarati = receiptMails.find((mail) => mail.text?.includes(second.reference));
    expect(inGujarati?.subject).toBe(`અમને તમારી ફરિયાદ ${second.reference} મળી ગઈ છે`);
    expect(inGujarati?.text).toContain('પ્રિય Meera Joshi,');
    expect(inGujarati?.text).toMatch(/અમે \d{1,2} \S+ \d{4} સુધીમાં જવાબ આપીશું/);
    const [stored] = await db
      .select()
      .from(grievances)
      .where(eq(grievances.reference, receipt.reference));
    expect(stored).toMatchObject({ status: 'open', userId: null, name: 'Meera Joshi' });
  });

  it('links a signed-in user’s grievance to the account, ignores bots and limits by IP', async () => {
    const { app, db, member, memberId } = await adminSetUp({ GRIEVANCES_PER_IP: '3' });
    const signedIn = await app.inject({
      method: 'POST',
      url: '/grievances',
      headers: bearer(member),
      payload: GRIEVANCE,
    });
    expect(signedIn.statusCode).toBe(201);
    const bot = await app.inject({
      method: 'POST',
      url: '/grievances',
      payload: { ...GRIEVANCE, website: 'https://spam.example' },
    });
    expect(bot.statusCode).toBe(201);
    const rows = await db.select().from(grievances);
    expect(rows.map((row) => row.userId)).toEqual([memberId]);
    const bad = await app.inject({
      method: 'POST',
      url: '/grievances',
      payload: { ...GRIEVANCE, email: 'nope', message: '' },
    });
    expect(bad.statusCode).toBe(400);
    const limited = await app.inject({ method: 'POST', url: '/grievances', payload: GRIEVANCE });
    expect(limited.statusCode).toBe(429);
  });

  it('lets admins list and answer once, e-mailing the answer and recording it in the audit trail', async () => {
    const { app, db, admin, adminId, member } = await adminSetUp();
    const receipt = grievanceReceiptSchema.parse(
      (await app.inject({ method: 'POST', url: '/grievances', payload: GRIEVANCE })).json(),
    );
    const list = await app.inject({
      method: 'GET',
      url: '/admin/grievances?status=open',
      headers: bearer(admin),
    });
    expect(list.statusCode).toBe(200);
    const [open] = adminGrievancePageSchema.parse(list.json()).items;
    expect(open).toMatchObject({
      reference: receipt.reference,
      status: 'open',
      answer: null,
      answeredBy: null,
    });
    if (!open) throw new Error('no grievance');

    for (const [token, status] of [
      [null, 401],
      [member, 403],
    ] as const) {
      const headers = token ? bearer(token) : {};
      expect(
        (await app.inject({ method: 'GET', url: '/admin/grievances', headers })).statusCode,
      ).toBe(status);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/admin/grievances/${open.id}/answer`,
            headers,
            payload: { answer: 'x' },
          })
        ).statusCode,
      ).toBe(status);
    }

    const answered = await app.inject({
      method: 'POST',
      url: `/admin/grievances/${open.id}/answer`,
      headers: bearer(admin),
      payload: { answer: 'We keep only your invoices, for 72 months as GST law requires.' },
    });
    expect(answered.statusCode).toBe(200);
    expect(adminGrievanceSchema.parse(answered.json())).toMatchObject({
      status: 'answered',
      answer: 'We keep only your invoices, for 72 months as GST law requires.',
      answeredBy: 'Anjali Rao',
    });
    // The list says who answered, too.
    const listedAnswered = await app.inject({
      method: 'GET',
      url: '/admin/grievances?status=answered',
      headers: bearer(admin),
    });
    expect(adminGrievancePageSchema.parse(listedAnswered.json()).items[0]).toMatchObject({
      id: open.id,
      answeredBy: 'Anjali Rao',
    });
    const [answerMail] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, GRIEVANCE.email), eq(outbox.kind, 'grievance-answer')));
    expect(answerMail?.subject).toBe(`Answer to your grievance ${receipt.reference}`);
    expect(answerMail?.text).toContain('72 months');
    // The person's reply reaches the Grievance Officer's mailbox.
    expect(answerMail?.replyTo).toBe('grievance@club.example');
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.subjectId, open.id));
    expect(entry).toMatchObject({ action: 'grievance.answer', actorId: adminId });

    const again = await app.inject({
      method: 'POST',
      url: `/admin/grievances/${open.id}/answer`,
      headers: bearer(admin),
      payload: { answer: 'Again' },
    });
    expect(again.statusCode).toBe(409);
    expect(apiErrorBodySchema.parse(again.json()).error.message).toBe(GRIEVANCE_ALREADY_ANSWERED);
    const missing = await app.inject({
      method: 'POST',
      url: '/admin/grievances/00000000-0000-4000-8000-000000000000/answer',
      headers: bearer(admin),
      payload: { answer: 'Hello' },
    });
    expect(missing.statusCode).toBe(404);
    const answeredList = adminGrievancePageSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/admin/grievances?status=open',
          headers: bearer(admin),
        })
      ).json(),
    );
    expect(answeredList.items).toEqual([]);
  });
});

describe('the privacy notice at registration', () => {
  it('is required, and its version and time are kept with the account', async () => {
    const { app, db } = await buildTestApp();
    const { privacyNoticeVersion: _omitted, ...withoutNotice } = registrationBody();
    const refused = await app.inject({ method: 'POST', url: '/register', payload: withoutNotice });
    expect(refused.statusCode).toBe(400);
    const registered = await app.inject({
      method: 'POST',
      url: '/register',
      payload: registrationBody(),
    });
    expect(registered.statusCode).toBe(200);
    // Entering the code opens the account with the notice's version.
    const { nonce } = registered.json<{ nonce: string }>();
    const email = registrationBody().email;
    expect((await verifyCode(app, nonce, await latestCode(app, email))).statusCode).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.email, registrationBody().email));
    expect(user?.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(user?.privacyNoticeAcceptedAt).toBeInstanceOf(Date);
  });
});
