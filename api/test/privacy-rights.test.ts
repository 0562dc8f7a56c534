import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/users';
import { unzipSync, strFromU8 } from 'fflate';
import { devOutboxResponseSchema } from '@club/contract/dev-outbox';
import {
  CORRECTION_SUBCATEGORY_MISSING,
  PRIVACY_MESSAGES,
  correctionRequestSchema,
  dataExportOpenMessage,
} from '@club/contract/privacy-rights';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { otpCodes } from '../src/db/schema/auth';
import { companies } from '../src/db/schema/companies';
import { inquiries } from '../src/db/schema/inquiries';
import { leads } from '../src/db/schema/leads';
import { memberships } from '../src/db/schema/memberships';
import { invoices } from '../src/db/schema/payments';
import { dataExports, settings } from '../src/db/schema/privacy-rights';
import { registrations } from '../src/db/schema/registrations';
import { insertLead } from '../src/features/leads/repository';
import { grantRoleByEmails } from '../src/platform/users/repository';
import type { ZodApp } from '../src/http/zod-app';
import { createUser, insertInquiry } from './helpers/fixtures';
import { requestCode, signIn } from './helpers/sign-in';
import { auth, buyer, paidCheckout, PLAN_IDS, verify } from './helpers/purchase';
import { buildTestApp, DAY, HOUR, type TestApp } from './helpers/test-app';

/** The newest message to `to` about `subject` in the development mailbox (after delivering what is due). */
async function latestMessage(app: ZodApp, to: string, subject: RegExp) {
  await app.outboxWorker.runOnce();
  const response = await app.inject({ method: 'GET', url: '/dev/outbox', query: { to } });
  const message = devOutboxResponseSchema
    .parse(response.json())
    .find((sent) => subject.test(sent.subject ?? ''));
  if (!message) throw new Error(`nothing about ${String(subject)} was sent to ${to}`);
  return message;
}

/** A member with a paid membership (an invoice) and a lead. */
async function paidMember(test: TestApp) {
  const member = await buyer(test);
  const { fields } = await paidCheckout(test.app, member.accessToken, PLAN_IDS.Producers);
  expect((await verify(test.app, member.accessToken, fields)).statusCode).toBe(200);
  const leadId = await insertLead(
    test.db,
    {
      companyId: member.companyId,
      title: 'Stainless valves wanted',
      description: 'Two hundred valves a month',
      categoryId: 1,
      subcategoryId: 12,
      location: 'Vadodara',
      email: member.email,
      phone: '9876543210',
      createdAt: test.clock.now(),
    },
    [{ objectKey: `leads/${randomUUID()}/a.webp`, sortOrder: 0 }],
  );
  return { ...member, leadId };
}

async function admin(test: TestApp) {
  const email = `admin-${randomUUID().slice(0, 8)}@club.example`;
  const userId = await createUser(test.db, { email });
  await grantRoleByEmails(test.db, 'admin', [email]);
  return { userId, email, accessToken: (await signIn(test.app, email)).accessToken };
}

describe('download my data', () => {
  it('builds a ZIP of the account, company, payments, leads and invoice PDFs, behind a one-time link', async () => {
    const test = await buildTestApp({ env: { DEV_CLOCK: '1' } });
    const member = await paidMember(test);
    const consented = await test.app.inject({
      method: 'PUT',
      url: '/me/consents',
      headers: auth(member.accessToken),
      payload: { leadAlerts: true },
    });
    expect(consented.statusCode).toBe(200);
    const requested = await test.app.inject({
      method: 'POST',
      url: '/me/privacy/exports',
      headers: auth(member.accessToken),
    });
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toMatchObject({ state: 'preparing' });
    const again = await test.app.inject({
      method: 'POST',
      url: '/me/privacy/exports',
      headers: auth(member.accessToken),
    });
    expect(again.statusCode).toBe(409);
    // When the export under way started, as a time in India, in the one error shape.
    expect(again.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: dataExportOpenMessage((requested.json() as { requestedAt: string }).requestedAt),
      },
    });
    expect((again.json() as { error: { message: string } }).error.message).toMatch(
      /^Your data export is already being prepared \(started \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m\)\./,
    );

    expect(await test.app.dataExports.runOnce()).toBe(1);
    const overview = await test.app.inject({
      method: 'GET',
      url: '/me/privacy',
      headers: auth(member.accessToken),
    });
    expect(overview.json()).toMatchObject({ dataExport: { state: 'sent' } });

    const mail = await latestMessage(test.app, member.email, /ready to download/);
    const link = /\/privacy\/exports\/([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link?.[1]).toBeTruthy();
    const url = `/privacy/exports/${link?.[1] ?? ''}`;
    const download = await test.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'account.json',
        'company.json',
        'profile.json',
        'memberships.json',
        'payments.json',
        'leads.json',
        'saved-leads.json',
        'alerts.json',
        'sign-in-history.json',
      ]),
    );
    const account = JSON.parse(strFromU8(files['account.json'] as Uint8Array)) as { email: string };
    expect(account.email).toBe(member.email);
    const leadFile = JSON.parse(strFromU8(files['leads.json'] as Uint8Array)) as {
      leads: { title: string }[];
    };
    expect(leadFile.leads.map((lead) => lead.title)).toEqual(['Stainless valves wanted']);
    const pdfs = Object.keys(files).filter((name) => name.startsWith('invoices/'));
    expect(pdfs).toHaveLength(1);
    expect(strFromU8((files[pdfs[0] as string] as Uint8Array).slice(0, 5))).toBe('%PDF-');
    const history = JSON.parse(strFromU8(files['sign-in-history.json'] as Uint8Array)) as unknown[];
    expect(history.length).toBeGreaterThan(0);
    const consentFile = JSON.parse(strFromU8(files['consents.json'] as Uint8Array)) as {
      current: { kind: string; granted: boolean }[];
      history: { kind: string; granted: boolean }[];
    };
    expect(consentFile.current).toContainEqual(
      expect.objectContaining({ kind: 'leadAlerts', granted: true }),
    );
    expect(consentFile.history).toContainEqual(
      expect.objectContaining({ kind: 'leadAlerts', granted: true }),
    );
    expect(files['lead-responses.json']).toBeDefined();

    // The link works once.
    const second = await test.app.inject({ method: 'GET', url });
    expect(second.statusCode).toBe(410);
    expect(second.json()).toMatchObject({ error: { message: PRIVACY_MESSAGES.linkUsed } });
  });

  it('expires the link after 24 hours, and the retention job removes the file', async () => {
    const test = await buildTestApp({ env: { DEV_CLOCK: '1' } });
    const member = await buyer(test);
    // A member who reads the club in Gujarati is told in Gujarati.
    await test.db.update(users).set({ language: 'gu' }).where(eq(users.email, member.email));
    await test.app.inject({
      method: 'POST',
      url: '/me/privacy/exports',
      headers: auth(member.accessToken),
    });
    await test.app.dataExports.runOnce();
    const mail = await latestMessage(test.app, member.email, /ડાઉનલોડ માટે તૈયાર છે/);
    expect(mail.subject).toBe('તમારો BizBridge Club ડેટા ડાઉનલોડ માટે તૈયાર છે');
    expect(mail.text).toContain('આ લિંક એક વાર, 24 કલાક સુધી કામ કરે છે.');
    const token = /\/privacy\/exports\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    test.clock.advance(DAY + HOUR);
    const late = await test.app.inject({ method: 'GET', url: `/privacy/exports/${token}` });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ error: { message: PRIVACY_MESSAGES.linkExpired } });
    await test.app.retention.runOnce();
    const [row] = await test.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, member.userId));
    expect(row).toMatchObject({ status: 'expired', objectKey: null });
    // The public file route never serves a private file.
    const unknown = await test.app.inject({
      method: 'GET',
      url: '/privacy/exports/not-a-real-token-at-all-123',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('correction requests', () => {
  it('applies an approved correction, keeps a refused one out, and records both', async () => {
    const test = await buildTestApp();
    const member = await buyer(test);
    const boss = await admin(test);
    const asked = await test.app.inject({
      method: 'POST',
      url: '/me/privacy/corrections',
      headers: auth(member.accessToken),
      payload: { changes: { billingAddress: '22 Alkapuri, Vadodara 390007' }, reason: 'We moved' },
    });
    expect(asked.statusCode).toBe(201);
    const { id } = asked.json<{ id: string }>();
    const twice = await test.app.inject({
      method: 'POST',
      url: '/me/privacy/corrections',
      headers: auth(member.accessToken),
      payload: { changes: { billingName: 'Other' }, reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    const badGst = await test.app.inject({
      method: 'POST',
      url: '/me/privacy/corrections',
      headers: auth(member.accessToken),
      payload: { changes: { gstNumber: 'NOT-A-GSTIN' }, reason: 'x' },
    });
    expect(badGst.statusCode).toBe(400);

    const list = await test.app.inject({
      method: 'GET',
      url: '/admin/corrections',
      headers: auth(boss.accessToken),
    });
    expect(list.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual([id]);
    const approved = await test.app.inject({
      method: 'POST',
      url: `/admin/corrections/${id}/decision`,
      headers: auth(boss.accessToken),
      payload: { decision: 'approve', reason: 'Checked against the GST certificate' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    const [company] = await test.db
      .select()
      .from(companies)
      .where(eq(companies.id, member.companyId));
    expect(company?.billingAddress).toBe('22 Alkapuri, Vadodara 390007');
    const decidedAgain = await test.app.inject({
      method: 'POST',
      url: `/admin/corrections/${id}/decision`,
      headers: auth(boss.accessToken),
      payload: { decision: 'refuse', reason: 'no' },
    });
    expect(decidedAgain.statusCode).toBe(409);
    expect((await latestMessage(test.app, member.email, /correction/)).subject).toBe(
      'Your correction request was approved',
    );

    const second = await test.app.inject({
      method: 'POST',
      url: '/me/privacy/corrections',
      headers: auth(member.accessToken),
      payload: { changes: { companyName: 'Narmada Valves LLP' }, reason: 'Converted' },
    });
    const refused = await test.app.inject({
      method: 'POST',
      url: `/admin/corrections/${second.json<{ id: string }>().id}/decision`,
      headers: auth(boss.accessToken),
      payload: { decision: 'refuse', reason: 'Please send the LLP certificate' },
    });
    expect(refused.json()).toMatchObject({ status: 'refused' });
    const [unchanged] = await test.db
      .select()
      .from(companies)
      .where(eq(companies.id, member.companyId));
    expect(unchanged?.name).toBe('Narmada Valves Pvt Ltd');
    const trail = await test.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, member.companyId));
    expect(trail.map((entry) => entry.action).sort()).toEqual([
      'correction.approve',
      'correction.refuse',
    ]);
  });
});

describe('correction of the category', () => {
  it('takes a new category only with a subcategory of that category', async () => {
    const test = await buildTestApp();
    const member = await buyer(test);
    const [company] = await test.db
      .select()
      .from(companies)
      .where(eq(companies.id, member.companyId));
    const otherCategory = company?.categoryId === 1 ? 2 : 1;
    const [ofOther, ofOwn] = otherCategory === 2 ? [18, 12] : [12, 18];
    const ask = (changes: object) =>
      test.app.inject({
        method: 'POST',
        url: '/me/privacy/corrections',
        headers: auth(member.accessToken),
        payload: { changes, reason: 'We changed our line of business' },
      });

    for (const changes of [
      { categoryId: otherCategory },
      { categoryId: otherCategory, subcategoryId: ofOwn },
      // A subcategory of another category, the category unchanged.
      { subcategoryId: ofOther },
    ]) {
      const refused = await ask(changes);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: {
          code: 'VALIDATION_ERROR',
          message: `changes.subcategoryId: ${CORRECTION_SUBCATEGORY_MISSING}`,
        },
      });
    }

    const asked = await ask({ categoryId: otherCategory, subcategoryId: ofOther });
    expect(asked.statusCode).toBe(201);
    const correction = correctionRequestSchema.parse(asked.json());
    expect(Object.keys(correction.changes).sort()).toEqual(['categoryId', 'subcategoryId']);
    expect(correction.changes.subcategoryId).toBe(
      otherCategory === 2 ? 'Legal Advisors' : 'Metals & Machinery',
    );
  });
});

describe('close my account', () => {
  it('ends sessions, erases personal data, keeps invoices; sign-in fails afterwards', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    const boss = await admin(test);
    await insertInquiry(test.db, { email: member.email, createdAt: test.clock.now() });
    const wrong = await test.app.inject({
      method: 'POST',
      url: '/me/privacy/close',
      headers: auth(member.accessToken),
      payload: { confirmation: 'yes' },
    });
    expect(wrong.statusCode).toBe(400);
    const closed = await test.app.inject({
      method: 'POST',
      url: '/me/privacy/close',
      headers: auth(member.accessToken),
      payload: { confirmation: 'close' },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.headers['set-cookie']).toBeTruthy();
    expect((await latestMessage(test.app, member.email, /closed/)).subject).toBe(
      'Your BizBridge Club account is closed',
    );

    // The session is over at once.
    const me = await test.app.inject({
      method: 'GET',
      url: '/me',
      headers: auth(member.accessToken),
    });
    expect(me.statusCode).toBe(401);
    // The address is unknown now: a code request stores nothing for a user.
    await requestCode(test.app, { email: member.email });
    const codes = await test.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.identifier, member.email));
    expect(codes.every((code) => code.userId === null)).toBe(true);

    expect(await test.db.select().from(leads).where(eq(leads.companyId, member.companyId))).toEqual(
      [],
    );
    expect(await test.db.select().from(inquiries).where(eq(inquiries.email, member.email))).toEqual(
      [],
    );
    const [company] = await test.db
      .select()
      .from(companies)
      .where(eq(companies.id, member.companyId));
    expect(company).toMatchObject({ name: 'Closed account', gstNumber: null });
    expect(company?.closedAt).not.toBeNull();
    const [membership] = await test.db
      .select()
      .from(memberships)
      .where(eq(memberships.companyId, member.companyId));
    expect(membership?.status).toBe('terminated');
    const kept = await test.db
      .select()
      .from(invoices)
      .where(eq(invoices.companyId, member.companyId));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.details.recipient.name).not.toBe('Closed account');

    const directory = await test.app.inject({ method: 'GET', url: '/companies' });
    expect(directory.body).not.toContain(member.companyId);
    const page = await test.app.inject({
      method: 'GET',
      url: `/admin/members/${member.companyId}`,
      headers: auth(boss.accessToken),
    });
    expect(page.json<{ company: { closedAt: string | null } }>().company.closedAt).not.toBeNull();
    const trail = await test.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, member.companyId));
    expect(trail.map((entry) => entry.action).sort()).toEqual([
      'account.close',
      'personal_data.read',
    ]);
    expect(trail.find((entry) => entry.action === 'account.close')?.detail).toBeNull();
  });

  it('refuses the last admin', async () => {
    const test = await buildTestApp();
    const boss = await admin(test);
    const refused = await test.app.inject({
      method: 'POST',
      url: '/me/privacy/close',
      headers: auth(boss.accessToken),
      payload: { confirmation: 'CLOSE' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: PRIVACY_MESSAGES.lastAdmin } });

    // With a second admin, the first may go; without a company, the trail names the account.
    await admin(test);
    const closed = await test.app.inject({
      method: 'POST',
      url: '/me/privacy/close',
      headers: auth(boss.accessToken),
      payload: { confirmation: 'CLOSE' },
    });
    expect(closed.statusCode).toBe(200);
    const trail = await test.db.select().from(auditLog).where(eq(auditLog.subjectId, boss.userId));
    expect(trail.map((entry) => entry.action)).toEqual(['account.close']);
  });
});

describe('retention', () => {
  it('deletes what the settings say is kept no longer, with the clock moved on', async () => {
    const test = await buildTestApp();
    const boss = await admin(test);
    const member = await buyer(test);
    await test.app.inject({
      method: 'GET',
      url: `/admin/members/${member.companyId}`,
      headers: auth(boss.accessToken),
    });
    await test.db.insert(registrations).values({
      email: 'late@example.in',
      username: 'Late',
      countryCode: '+91',
      mobileNumber: '9876500000',
      company: {} as never,
      agreementVersion: 'x',
      createdAt: test.clock.now(),
    });
    await insertInquiry(test.db, { email: 'old@example.in', createdAt: test.clock.now() });
    const [setting] = await test.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'retention.unverified_registration_days'));
    expect(setting?.value).toBe('30');

    test.clock.advance(31 * DAY);
    await test.app.retention.runOnce();
    expect(await test.db.select().from(registrations)).toEqual([]);
    expect(await test.db.select().from(inquiries)).toHaveLength(1);
    test.clock.advance(335 * DAY);
    await test.app.retention.runOnce();
    const access = await test.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'personal_data.read'));
    expect(access).toEqual([]);
    test.clock.advance(400 * DAY);
    await test.app.retention.runOnce();
    expect(await test.db.select().from(inquiries)).toEqual([]);
  });
});

describe('access log', () => {
  it("records each admin read of a member's company page and invoice, filterable in the trail", async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    const boss = await admin(test);
    const page = await test.app.inject({
      method: 'GET',
      url: `/admin/members/${member.companyId}`,
      headers: auth(boss.accessToken),
    });
    expect(page.statusCode).toBe(200);
    const [invoice] = await test.db
      .select()
      .from(invoices)
      .where(eq(invoices.companyId, member.companyId));
    const pdf = await test.app.inject({
      method: 'GET',
      url: `/admin/invoices/${invoice?.id ?? ''}/pdf`,
      headers: auth(boss.accessToken),
    });
    expect(pdf.statusCode).toBe(200);
    const trail = await test.app.inject({
      method: 'GET',
      url: '/admin/audit?about=personal_data',
      headers: auth(boss.accessToken),
    });
    const entries = trail.json<{
      items: { action: string; actorEmail: string; subjectId: string; detail: string }[];
    }>().items;
    expect(entries.map((entry) => entry.detail).sort()).toEqual([
      'Company page',
      `Invoice ${invoice?.number ?? ''} (PDF)`,
    ]);
    expect(entries.every((entry) => entry.actorEmail === boss.email)).toBe(true);
    expect(entries.every((entry) => entry.subjectId === member.companyId)).toBe(true);
  });
});
