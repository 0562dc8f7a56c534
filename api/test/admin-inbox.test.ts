import { apiErrorBodySchema } from '@club/contract/common';
import { auditListResponseSchema, type AuditListQuery } from '@club/contract/audit';
import {
  adminInquiryPageSchema,
  adminInquirySchema,
  adminInquirySummarySchema,
  INQUIRY_NOTES_MAX,
  INQUIRY_NOTES_TOO_LONG,
} from '@club/contract/inquiries';
import { indianDay, indianMoment } from '@club/contract/format/india-date';
import { newsletterSummarySchema } from '@club/contract/newsletter';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../src/db/schema/newsletter';
import type { ZodApp } from '../src/http/zod-app';
import { recordAudit } from '../src/platform/audit-trail/repository';
import { grantRoleByEmails } from '../src/platform/users/repository';
import { insertInquiry } from './helpers/fixtures';
import { bearer, createMember } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { buildTestApp, MINUTE } from './helpers/test-app';

const SITE = 'https://bizbridge.example';

async function setUp() {
  const test = await buildTestApp({ env: { SITE_ORIGINS: SITE } });
  const adminUser = await createMember(test.db, { email: 'admin@example.in' });
  const secondAdminUser = await createMember(test.db, { email: 'second.admin@example.in' });
  await grantRoleByEmails(test.db, 'admin', [adminUser.email, secondAdminUser.email]);
  const member = await createMember(test.db, { email: 'member@example.in' });
  return {
    ...test,
    admin: (await signIn(test.app, adminUser.email)).accessToken,
    secondAdmin: (await signIn(test.app, secondAdminUser.email)).accessToken,
    member: (await signIn(test.app, member.email)).accessToken,
    adminId: adminUser.userId,
  };
}

type Test = Awaited<ReturnType<typeof setUp>>;

function call(
  app: ZodApp,
  token: string | null,
  method: 'GET' | 'PATCH',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

const patchInquiry = (test: Test, id: string, payload: object, token = test.admin) =>
  call(test.app, token, 'PATCH', `/admin/inquiries/${id}`, payload);

async function inquiryPage(test: Test, query: string) {
  const response = await call(test.app, test.admin, 'GET', `/admin/inquiries?${query}`);
  expect(response.statusCode).toBe(200);
  return adminInquiryPageSchema.parse(response.json());
}

async function auditPage(test: Test, query: AuditListQuery) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await call(test.app, test.admin, 'GET', `/admin/audit?${search.toString()}`);
  expect(response.statusCode).toBe(200);
  return auditListResponseSchema.parse(response.json());
}

describe('back-office routes: who may call them', () => {
  const routes = [
    ['GET', '/admin/inquiries'],
    ['GET', '/admin/inquiries/summary'],
    ['PATCH', '/admin/inquiries/:id'],
    ['GET', '/admin/newsletter/summary'],
    ['GET', '/admin/newsletter/subscribers.csv'],
    ['GET', '/admin/audit?about=inquiry'],
  ] as const;

  it('answers 401 signed out, 403 to a member, 200 to an admin, for every route', async () => {
    const test = await setUp();
    for (const [method, path] of routes) {
      const id = await insertInquiry(test.db);
      const url = path.replace(':id', id);
      const payload = method === 'PATCH' ? { status: 'closed' } : undefined;
      const signedOut = await call(test.app, null, method, url, payload);
      expect(signedOut.statusCode, `${method} ${path} signed out`).toBe(401);
      const member = await call(test.app, test.member, method, url, payload);
      expect(member.statusCode, `${method} ${path} as a member`).toBe(403);
      expect(apiErrorBodySchema.parse(member.json()).error.code).toBe('FORBIDDEN');
      const admin = await call(test.app, test.admin, method, url, payload);
      expect(admin.statusCode, `${method} ${path} as an admin`).toBe(200);
    }
  });
});

describe('GET /admin/inquiries', () => {
  it('lists every inquiry newest first, page by page, without repeating or skipping one', async () => {
    const test = await setUp();
    const start = Date.now();
    const ids: string[] = [];
    // Two share a creation time: the id breaks the tie.
    for (let index = 0; index < 7; index += 1) {
      const at = new Date(start + Math.min(index, 5) * MINUTE);
      ids.push(await insertInquiry(test.db, { name: `Sender ${index}`, createdAt: at }));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await inquiryPage(test, `limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(ids));
    // Newest first: the last inserted (latest time) leads, the first inserted ends the list.
    expect(seen.at(-1)).toBe(ids[0]);
    expect(seen.slice(0, 2).sort()).toEqual([ids[5], ids[6]].sort());
  });

  it('narrows the list to one status and one form, and refuses an unknown one in the error shape', async () => {
    const test = await setUp();
    const contact = await insertInquiry(test.db, { kind: 'contact' });
    const expertHelp = await insertInquiry(test.db, { kind: 'expert-help' });
    await insertInquiry(test.db, { kind: 'ask-an-expert' });
    expect((await patchInquiry(test, contact, { status: 'answered' })).statusCode).toBe(200);

    const answered = await inquiryPage(test, 'status=answered');
    expect(answered.items.map((item) => item.id)).toEqual([contact]);
    expect((await inquiryPage(test, 'status=new')).items).toHaveLength(2);
    const help = await inquiryPage(test, 'kind=expert-help&status=new');
    expect(help.items.map((item) => item.id)).toEqual([expertHelp]);
    expect((await inquiryPage(test, 'kind=expert-help&status=closed')).items).toEqual([]);

    const unknown = await call(test.app, test.admin, 'GET', '/admin/inquiries?status=spam');
    expect(unknown.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(unknown.json()).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'status',
    });
  });

  it('shows what the visitor sent, with the status, notes and times of the back office', async () => {
    const test = await setUp();
    const id = await insertInquiry(test.db, {
      phone: '+91 98200 12345',
      companyName: 'Rao Exports',
    });
    const [item] = (await inquiryPage(test, '')).items;
    expect(item).toMatchObject({
      id,
      kind: 'contact',
      status: 'new',
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '+91 98200 12345',
      companyName: 'Rao Exports',
      subject: 'Membership for our firm',
      message: 'Please call me about joining.',
      notes: '',
      answeredAt: null,
      closedAt: null,
    });
  });
});

describe('GET /admin/inquiries/summary', () => {
  it('counts the inquiries nobody has answered or closed yet', async () => {
    const test = await setUp();
    const first = await insertInquiry(test.db);
    await insertInquiry(test.db);
    await insertInquiry(test.db);
    const count = async () =>
      adminInquirySummarySchema.parse(
        (await call(test.app, test.admin, 'GET', '/admin/inquiries/summary')).json(),
      ).new;
    expect(await count()).toBe(3);
    await patchInquiry(test, first, { status: 'closed' });
    expect(await count()).toBe(2);
  });
});

describe('PATCH /admin/inquiries/:id', () => {
  it('marks an inquiry answered with a note, records when, and audits what changed only', async () => {
    const test = await setUp();
    const id = await insertInquiry(test.db);
    const response = await patchInquiry(test, id, {
      status: 'answered',
      notes: '  Called her back; she will register next week.  ',
    });
    expect(response.statusCode).toBe(200);
    const updated = adminInquirySchema.parse(response.json());
    expect(updated).toMatchObject({
      status: 'answered',
      notes: 'Called her back; she will register next week.',
      answeredAt: test.clock.now().toISOString(),
      closedAt: null,
    });

    const { items } = await auditPage(test, { about: 'inquiry' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'inquiry.update',
      actorEmail: 'admin@example.in',
      subjectId: id,
      subjectTitle: 'Contact Us from Asha Rao',
      detail: 'Status: New → Answered; Notes edited',
    });
    // The audit says that the notes changed, never the message or the notes themselves.
    expect(items[0]?.detail).not.toContain('Called her back');
    expect(items[0]?.detail).not.toContain('Please call me');

    // Closing later: the answered time goes, the closed time comes; the same change again is not news.
    test.clock.advance(5 * MINUTE);
    const closed = adminInquirySchema.parse(
      (await patchInquiry(test, id, { status: 'closed' })).json(),
    );
    expect(closed).toMatchObject({ status: 'closed', answeredAt: null });
    expect(closed.closedAt).toBe(test.clock.now().toISOString());
    expect((await patchInquiry(test, id, { status: 'closed' })).statusCode).toBe(200);
    const after = await auditPage(test, { about: 'inquiry' });
    expect(after.items.map((entry) => entry.detail)).toEqual([
      'Status: Answered → Closed',
      'Status: New → Answered; Notes edited',
    ]);
  });

  it('refuses an unknown status, notes over the limit, an empty change or unknown fields, with a 400 in the one error shape', async () => {
    const test = await setUp();
    const id = await insertInquiry(test.db);
    const cases: [object, string | undefined][] = [
      [{ status: 'spam' }, 'status'],
      [{ notes: 'x'.repeat(INQUIRY_NOTES_MAX + 1) }, 'notes'],
      [{}, undefined],
      [{ status: 'closed', message: 'rewritten' }, undefined],
      [{ notes: 42 }, 'notes'],
    ];
    for (const [payload, field] of cases) {
      const response = await patchInquiry(test, id, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      const { error } = apiErrorBodySchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_ERROR');
      if (field) expect(error.field).toBe(field);
    }
    const tooLong = await patchInquiry(test, id, { notes: 'x'.repeat(INQUIRY_NOTES_MAX + 1) });
    expect(apiErrorBodySchema.parse(tooLong.json()).error.message).toContain(
      INQUIRY_NOTES_TOO_LONG,
    );
    // Notes at the limit are fine.
    const atLimit = await patchInquiry(test, id, { notes: 'x'.repeat(INQUIRY_NOTES_MAX) });
    expect(atLimit.statusCode).toBe(200);
  });

  it('answers 404 for an inquiry that does not exist, and 400 for an id that is not one', async () => {
    const test = await setUp();
    const missing = await patchInquiry(test, '00000000-0000-4000-8000-000000000000', {
      status: 'closed',
    });
    expect(missing.statusCode).toBe(404);
    expect(apiErrorBodySchema.parse(missing.json()).error.code).toBe('NOT_FOUND');
    const notAnId = await patchInquiry(test, 'not-an-id', { status: 'closed' });
    expect(notAnId.statusCode).toBe(400);
    expect((await auditPage(test, {})).items).toEqual([]);
  });
});

describe('newsletter in the back office', () => {
  async function addSubscribers(test: Test) {
    const now = test.clock.now();
    const later = new Date(now.getTime() + MINUTE);
    await test.db.insert(newsletterSubscribers).values([
      { email: 'first@example.in', status: 'confirmed', confirmedAt: now },
      // An address a spreadsheet would read as a formula, and one with a comma-free quote.
      { email: '=cmd@example.in', status: 'confirmed', confirmedAt: later },
      { email: 'o"brien@example.in', status: 'confirmed', confirmedAt: later },
      { email: 'waiting@example.in', status: 'pending' },
      { email: 'gone@example.in', status: 'unsubscribed', confirmedAt: now },
    ]);
  }

  it('counts confirmed, pending and unsubscribed addresses', async () => {
    const test = await setUp();
    await addSubscribers(test);
    const response = await call(test.app, test.admin, 'GET', '/admin/newsletter/summary');
    expect(newsletterSummarySchema.parse(response.json())).toEqual({
      confirmed: 3,
      pending: 1,
      unsubscribed: 1,
    });
  });

  it('exports the confirmed subscribers as a CSV attachment, escaped, and audits the export', async () => {
    const test = await setUp();
    await addSubscribers(test);
    const response = await call(test.app, test.admin, 'GET', '/admin/newsletter/subscribers.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The file is named by India's day, and its times are India's, with their offset.
    const day = indianDay(test.clock.now());
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="newsletter-subscribers-${day}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('email,confirmed_at');
    expect(lines[1]).toBe(`first@example.in,${indianMoment(test.clock.now())}`);
    expect(lines[1]).toMatch(/,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/);
    const rest = lines
      .slice(2, 4)
      .map((line) => line.split(',')[0])
      .sort();
    expect(rest).toEqual([`"o""brien@example.in"`, `'=cmd@example.in`]);
    expect(lines.slice(4)).toEqual(['']);
    expect(response.body).not.toContain('waiting@');
    expect(response.body).not.toContain('gone@');

    const { items } = await auditPage(test, { about: 'export' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'newsletter.export',
      actorEmail: 'admin@example.in',
      subjectTitle: 'Confirmed newsletter subscribers',
      detail: '3 addresses',
    });
  });

  it("lets the site read the export's file name across origins", async () => {
    const test = await setUp();
    const response = await test.app.inject({
      method: 'GET',
      url: '/admin/newsletter/subscribers.csv',
      headers: { ...bearer(test.admin), origin: SITE },
    });
    expect(response.headers['access-control-allow-origin']).toBe(SITE);
    expect(String(response.headers['access-control-expose-headers'])).toContain(
      'content-disposition',
    );
  });

  it('exports just the header when nobody has confirmed', async () => {
    const test = await setUp();
    const response = await call(test.app, test.admin, 'GET', '/admin/newsletter/subscribers.csv');
    expect(response.body).toBe('email,confirmed_at\r\n');
  });
});

describe('GET /admin/audit filters', () => {
  it('filters by kind (every family, exports together) and by actor e-mail, in any case', async () => {
    const test = await setUp();
    const id = await insertInquiry(test.db);
    await patchInquiry(test, id, { status: 'answered' });
    test.clock.advance(MINUTE);
    await patchInquiry(test, id, { notes: 'Second look' }, test.secondAdmin);
    test.clock.advance(MINUTE);
    await call(test.app, test.secondAdmin, 'GET', '/admin/newsletter/subscribers.csv');
    const at = test.clock.now();
    for (const action of ['payment.refund', 'gst.export', 'signin-code.resend'] as const) {
      await recordAudit(test.db, {
        action,
        actor: { userId: test.adminId },
        subjectId: id,
        subjectTitle: 'Something',
        at,
      });
    }

    const actions = async (query: AuditListQuery) =>
      (await auditPage(test, query)).items.map((entry) => entry.action).sort();
    expect(await actions({ about: 'inquiry' })).toEqual(['inquiry.update', 'inquiry.update']);
    expect(await actions({ about: 'export' })).toEqual(['gst.export', 'newsletter.export']);
    expect(await actions({ about: 'payment' })).toEqual(['payment.refund']);
    expect(await actions({ about: 'signin-code' })).toEqual(['signin-code.resend']);
    expect(await actions({ about: 'news' })).toEqual([]);
    expect(await actions({ actor: 'Second.Admin@Example.in' })).toEqual([
      'inquiry.update',
      'newsletter.export',
    ]);
    expect(await actions({ actor: 'admin@example.in' })).toEqual([
      'gst.export',
      'inquiry.update',
      'payment.refund',
      'signin-code.resend',
    ]);
    expect(await actions({ actor: 'second.admin@example.in', about: 'inquiry' })).toEqual([
      'inquiry.update',
    ]);

    for (const query of ['about=refunds', 'actor=not-an-email']) {
      const response = await call(test.app, test.admin, 'GET', `/admin/audit?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(apiErrorBodySchema.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('pages through the trail without repeating or skipping an entry', async () => {
    const test = await setUp();
    const id = await insertInquiry(test.db);
    for (let index = 0; index < 5; index += 1) {
      await patchInquiry(test, id, { notes: `Note ${index}` });
      // Every other change in the same millisecond: the id breaks the tie.
      if (index % 2) test.clock.advance(1);
    }
    const first = await auditPage(test, { limit: 2, about: 'inquiry' });
    const second = await auditPage(test, {
      limit: 2,
      about: 'inquiry',
      cursor: first.nextCursor ?? '',
    });
    const third = await auditPage(test, {
      limit: 2,
      about: 'inquiry',
      cursor: second.nextCursor ?? '',
    });
    expect(third.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items, ...third.items].map((entry) => entry.id);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
  });
});
