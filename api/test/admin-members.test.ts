import {
  adminCompanySchema,
  adminMembersPageSchema,
  adminOverviewSchema,
  resendInvoiceResponseSchema,
  type AdminMember,
} from '@club/contract/admin-members';
import { auditListResponseSchema } from '@club/contract/audit';
import { authTokensSchema, SIGN_IN_LINK_PARAMS } from '@club/contract/auth';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countQueries } from '../src/db/query-counter';
import { inquiries } from '../src/db/schema/inquiries';
import { outbox } from '../src/db/schema/outbox';
import { outboxAttachments } from '../src/db/schema/outbox-attachments';
import { insertLead } from '../src/features/leads/repository';
import { AUTH_MESSAGES } from '../src/platform/identity/auth-messages';
import { grantRoleByEmails } from '../src/platform/users/repository';
import { addMembership, createCompany, createUser } from './helpers/fixtures';
import { bearer, createMember } from './helpers/members';
import { paidCheckout, PLAN_IDS, verify } from './helpers/purchase';
import { signIn } from './helpers/sign-in';
import { buildTestApp, DAY, type TestApp } from './helpers/test-app';

type Test = TestApp & { admin: string; adminId: string };

async function setUp(): Promise<Test> {
  const test = await buildTestApp();
  const adminId = await createUser(test.db, { email: 'admin@example.in', username: 'Club Admin' });
  await grantRoleByEmails(test.db, 'admin', ['admin@example.in']);
  const admin = (await signIn(test.app, 'admin@example.in')).accessToken;
  return { ...test, admin, adminId };
}

function get(test: Test, url: string, token: string | null = test.admin) {
  return test.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

function post(test: Test, url: string, payload?: object) {
  return test.app.inject({ method: 'POST', url, headers: bearer(test.admin), payload });
}

/** A company whose only membership is in `state`, its dates set around the test clock. */
async function memberIn(
  test: Test,
  name: string,
  values: Parameters<typeof addMembership>[2],
  company: Parameters<typeof createCompany>[2] = {},
) {
  return createMember(test.db, {
    username: `${name} Owner`,
    company: { name, ...company },
    membershipTypeId: null,
  }).then(async (member) => {
    await addMembership(test.db, member.companyId, values);
    return member;
  });
}

/** One company in each state the overview counts, plus one that never chose a plan. */
async function membersInEveryState(test: Test) {
  const now = test.clock.now().getTime();
  const at = (days: number) => new Date(now + days * DAY);
  return {
    active: await memberIn(test, 'Active Alloys', {
      status: 'active',
      startsAt: at(-100),
      endsAt: at(265),
    }),
    dueSoon: await memberIn(
      test,
      'Soon Renewing Steel',
      {
        status: 'active',
        startsAt: at(-355),
        endsAt: at(10),
        membershipTypeId: PLAN_IDS.Promoters,
      },
      { city: 'Pune' },
    ),
    renewalDue: await memberIn(test, 'Waiting Charge Works', {
      status: 'active',
      startsAt: at(-366),
      endsAt: at(-1),
    }),
    grace: await memberIn(test, 'Grace Period Castings', {
      status: 'renewal_due',
      startsAt: at(-368),
      endsAt: at(-3),
      graceEndsAt: at(4),
    }),
    cancelled: await memberIn(
      test,
      'Cancelled, "Quoted" Traders',
      { status: 'cancelled', startsAt: at(-200), endsAt: at(165), cancelledAt: at(-5) },
      { city: 'pune' },
    ),
    lapsed: await memberIn(test, 'Lapsed Looms', {
      status: 'active',
      startsAt: at(-425),
      endsAt: at(-60),
    }),
    ended: await memberIn(test, 'Ended Engineering', {
      status: 'cancelled',
      startsAt: at(-380),
      endsAt: at(-15),
    }),
    terminated: await memberIn(test, 'Terminated Textiles', {
      status: 'terminated',
      startsAt: at(-30),
      endsAt: at(335),
      terminatedAt: at(-2),
      terminationReason: 'Failed to pay the renewal fee',
    }),
    none: await createMember(test.db, {
      username: 'Planless Owner',
      company: { name: 'Planless Pumps' },
      membershipTypeId: null,
    }),
  };
}

async function page(test: Test, query: string): Promise<AdminMember[]> {
  const response = await get(test, `/admin/members?${query}`);
  expect(response.statusCode).toBe(200);
  return adminMembersPageSchema.parse(response.json()).items;
}

const names = (members: AdminMember[]) => members.map((member) => member.companyName).sort();

describe('who may use the back office', () => {
  it('answers 401 signed out, 403 to a member, 200 to an admin', async () => {
    const test = await setUp();
    const member = await createMember(test.db, { email: 'member@example.in' });
    const memberToken = (await signIn(test.app, member.email)).accessToken;
    for (const url of ['/admin/overview', '/admin/members', `/admin/members/${member.companyId}`]) {
      expect((await get(test, url, null)).statusCode).toBe(401);
      const refused = await get(test, url, memberToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
      expect((await get(test, url)).statusCode).toBe(200);
    }
    const resend = await test.app.inject({
      method: 'POST',
      url: `/admin/members/${member.companyId}/resend-sign-in-code`,
      headers: bearer(memberToken),
    });
    expect(resend.statusCode).toBe(403);
  });
});

describe('GET /admin/overview', () => {
  it('counts members by state, renewals due, revenue, the never paid, leads and inquiries', async () => {
    const test = await setUp();
    const made = await membersInEveryState(test);
    // A buyer pays for Providers: ₹ 50,000 + ₹ 9,000 GST, invoiced now.
    const buyerId = await createUser(test.db, { email: 'buyer@example.in' });
    await createCompany(test.db, buyerId, { name: 'Paying Providers' });
    const buyerToken = (await signIn(test.app, 'buyer@example.in')).accessToken;
    const paid = await paidCheckout(test.app, buyerToken, PLAN_IDS.Providers);
    expect((await verify(test.app, buyerToken, paid.fields)).statusCode).toBe(200);
    await insertLead(
      test.db,
      {
        companyId: made.active.companyId,
        title: 'Castings wanted',
        description: 'Grey iron castings, 2 t a month',
        categoryId: 1,
        subcategoryId: 12,
        location: 'Pune',
        email: 'buyer@example.in',
        phone: '+91 98765 43210',
        createdAt: test.clock.now(),
      },
      [{ objectKey: 'leads/castings.png', sortOrder: 0 }],
    );
    await test.db.insert(inquiries).values({
      kind: 'contact',
      name: 'Priya Shah',
      email: 'priya@example.in',
      message: 'How do I join?',
      page: '/contact',
      createdAt: test.clock.now(),
    });
    // An answered one is not waiting any more.
    await test.db.insert(inquiries).values({
      kind: 'contact',
      name: 'Ravi Iyer',
      email: 'ravi@example.in',
      message: 'Thanks for the call.',
      page: '/contact',
      status: 'answered',
      createdAt: test.clock.now(),
    });

    const response = await get(test, '/admin/overview');
    expect(response.statusCode).toBe(200);
    const figures = adminOverviewSchema.parse(response.json());
    expect(figures.membersByState).toEqual({
      // Active Alloys, Soon Renewing Steel and the buyer's new Providers membership.
      active: 3,
      renewal_due: 1,
      grace: 1,
      cancelled: 1,
      lapsed: 1,
      ended: 1,
      terminated: 1,
    });
    // Soon Renewing Steel ends in 10 days; the others are further off, over, or without access.
    expect(figures.renewalsDueSoon).toBe(1);
    expect(figures.thisMonth).toMatchObject({ payments: 1, taxableValue: 50_000, gst: 9_000 });
    expect(figures.thisMonth.total).toBe(59_000);
    expect(figures.thisFinancialYear).toMatchObject({ payments: 1, total: 59_000 });
    expect(figures.thisFinancialYear.label).toMatch(/^\d{4}-\d{2}$/);
    // Only the company that never chose a plan: the others' memberships started (the buyer paid).
    expect(figures.registeredNeverPaid).toBe(1);
    expect(figures.leadsThisMonth).toBe(1);
    expect(figures.openInquiries).toEqual({ count: 1, basis: 'status-new' });
  });
});

describe('GET /admin/members', () => {
  it('pages through every company newest first, without duplicates or gaps', async () => {
    const test = await setUp();
    const made = await membersInEveryState(test);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = `limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await get(test, `/admin/members?${query}`);
      expect(response.statusCode).toBe(200);
      const body = adminMembersPageSchema.parse(response.json());
      expect(body.items.length).toBeLessThanOrEqual(4);
      seen.push(...body.items.map((item) => item.companyId));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(
      Object.values(made)
        .map((member) => member.companyId)
        .sort(),
    );
    expect((await get(test, '/admin/members?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('costs the same few statements per page however many members it shows (no N+1)', async () => {
    const test = await setUp();
    await get(test, '/admin/members?limit=1');
    const small = await countQueries(() => get(test, '/admin/members?limit=1'));
    await membersInEveryState(test);
    const large = await countQueries(() => get(test, '/admin/members?limit=50'));
    expect(large.result.statusCode).toBe(200);
    expect(adminMembersPageSchema.parse(large.result.json()).items).toHaveLength(9);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(3);
  });

  it('shows each company with its owner, plan, tier, state, term and auto-renewal', async () => {
    const test = await setUp();
    const made = await membersInEveryState(test);
    const [steel] = await page(test, 'q=soon renewing');
    expect(steel).toMatchObject({
      companyId: made.dueSoon.companyId,
      companyName: 'Soon Renewing Steel',
      owner: { name: 'Soon Renewing Steel Owner', email: made.dueSoon.email },
      plan: { name: 'Promoters', tier: 'alpha' },
      state: 'active',
      autoRenewal: true,
      lastPayment: null,
    });
    expect(names(await page(test, 'state=never-paid'))).toEqual(['Planless Pumps']);
    const [planless] = await page(test, 'state=none');
    expect(planless).toMatchObject({ companyName: 'Planless Pumps', plan: null, state: 'none' });
  });

  it('filters by state, plan, city, renewal due, and searches name, owner and e-mail', async () => {
    const test = await setUp();
    const made = await membersInEveryState(test);
    expect(names(await page(test, 'state=grace'))).toEqual(['Grace Period Castings']);
    expect(names(await page(test, 'state=renewal_due'))).toEqual(['Waiting Charge Works']);
    expect(names(await page(test, 'state=lapsed'))).toEqual(['Lapsed Looms']);
    expect(names(await page(test, 'state=ended'))).toEqual(['Ended Engineering']);
    expect(names(await page(test, 'state=terminated'))).toEqual(['Terminated Textiles']);
    expect(names(await page(test, `planId=${PLAN_IDS.Promoters}`))).toEqual([
      'Soon Renewing Steel',
    ]);
    // The city matches whatever its case.
    expect(names(await page(test, 'city=PUNE'))).toEqual([
      'Cancelled, "Quoted" Traders',
      'Soon Renewing Steel',
    ]);
    expect(names(await page(test, 'renewalDue=30-days'))).toEqual(['Soon Renewing Steel']);
    expect(names(await page(test, 'q=LOOMS'))).toEqual(['Lapsed Looms']);
    expect(names(await page(test, 'q=Ended Engineering Owner'))).toEqual(['Ended Engineering']);
    expect(names(await page(test, `q=${encodeURIComponent(made.grace.email)}`))).toEqual([
      'Grace Period Castings',
    ]);
    // A `%` is a character to find, not a wildcard.
    expect(await page(test, 'q=%25')).toEqual([]);
    expect(names(await page(test, 'state=active&city=pune'))).toEqual(['Soon Renewing Steel']);
    expect((await get(test, '/admin/members?state=sleeping')).statusCode).toBe(400);
    expect((await get(test, '/admin/members?planId=abc')).statusCode).toBe(400);
  });
});

describe('GET /admin/members/export', () => {
  it('answers the filtered list as CSV, escaped, and records the export', async () => {
    const test = await setUp();
    await membersInEveryState(test);
    const response = await get(test, '/admin/members/export?city=pune');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Company,Owner,Owner e-mail,City,State,Plan,Tier,Membership state,Term starts,Term ends,' +
        'Auto-renewal,Last payment date,Last payment (INR),Registered',
    );
    expect(lines).toHaveLength(3);
    const quoted = lines.find((line) => line.startsWith('"Cancelled'));
    // Commas and quotes in a value: quoted, the quotes doubled.
    expect(quoted).toMatch(
      /^"Cancelled, ""Quoted"" Traders","Cancelled, ""Quoted"" Traders Owner",owner\d+@/,
    );
    expect(quoted).toContain(',Cancelled,');

    const audit = auditListResponseSchema
      .parse((await get(test, '/admin/audit')).json())
      .items.filter((entry) => entry.action === 'members.export');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: 'admin@example.in',
      subjectTitle: 'Members export (2 rows)',
      detail: 'city=pune',
    });
  });
});

describe('a company page and its actions', () => {
  async function paidMember(test: Test) {
    const userId = await createUser(test.db, {
      email: 'owner@paying.example',
      username: 'Meera Iyer',
    });
    const companyId = await createCompany(test.db, userId, { name: 'Paying Pumps' });
    const token = (await signIn(test.app, 'owner@paying.example')).accessToken;
    const paid = await paidCheckout(test.app, token, PLAN_IDS.Producers);
    expect((await verify(test.app, token, paid.fields)).statusCode).toBe(200);
    return { userId, companyId, token };
  }

  it('shows registration, users, memberships with history, payments, invoices and leads', async () => {
    const test = await setUp();
    const { companyId } = await paidMember(test);
    const response = await get(test, `/admin/members/${companyId}`);
    expect(response.statusCode).toBe(200);
    const company = adminCompanySchema.parse(response.json());
    expect(company.company).toMatchObject({ id: companyId, name: 'Paying Pumps' });
    expect(company.users).toEqual([
      expect.objectContaining({ email: 'owner@paying.example', role: 'owner', isAdmin: false }),
    ]);
    expect(company.memberships).toHaveLength(1);
    expect(company.memberships[0]).toMatchObject({
      plan: { name: 'Producers', tier: 'beta' },
      state: 'active',
    });
    expect(company.memberships[0]?.history.map((event) => event.what)).toContain(
      'Paid: membership started',
    );
    expect(company.payments).toEqual([
      expect.objectContaining({ status: 'paid', total: 59_000, planName: 'Producers' }),
    ]);
    expect(company.invoices).toHaveLength(1);
    expect(company.leads).toEqual({ total: 0, items: [] });

    const pdf = await get(test, `/admin/invoices/${company.invoices[0]?.id ?? ''}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const missing = await get(test, '/admin/members/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await get(test, '/admin/members/not-a-uuid')).statusCode).toBe(400);
  });

  it('resends the last invoice to the owner, attached, and records it', async () => {
    const test = await setUp();
    const { companyId } = await paidMember(test);
    await test.app.outboxWorker.runOnce();
    const response = await post(test, `/admin/members/${companyId}/resend-invoice`);
    expect(response.statusCode).toBe(200);
    const sent = resendInvoiceResponseSchema.parse(response.json());
    expect(sent.to).toBe('owner@paying.example');
    const messages = await test.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'owner@paying.example'), eq(outbox.kind, 'invoice-resent')));
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toContain(sent.invoiceNumber);
    const files = await test.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.messageId, messages[0]?.id ?? ''));
    expect(files.map((file) => file.contentType)).toEqual(['application/pdf']);
    const audit = auditListResponseSchema.parse((await get(test, '/admin/audit')).json()).items;
    expect(audit[0]).toMatchObject({ action: 'invoice.resend', actorEmail: 'admin@example.in' });

    // A company without an invoice: nothing to send.
    const planless = await createMember(test.db, { membershipTypeId: null });
    const nothing = await post(test, `/admin/members/${planless.companyId}/resend-invoice`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ error: { code: 'CONFLICT' } });
  });

  it('resends a sign-in code to the owner under the sign-in limits, never recording the code', async () => {
    const test = await setUp();
    const member = await createMember(test.db, { email: 'coded@members.example' });
    const url = `/admin/members/${member.companyId}/resend-sign-in-code`;
    const first = await post(test, url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ to: 'coded@members.example' });
    const codes = await test.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'coded@members.example'), eq(outbox.kind, 'sign-in-code')));
    expect(codes).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(codes[0]?.text ?? '')?.[1];
    expect(code).toBeDefined();
    const audit = auditListResponseSchema.parse((await get(test, '/admin/audit')).json()).items;
    expect(audit[0]).toMatchObject({ action: 'signin-code.resend', subjectId: member.userId });
    expect(JSON.stringify(audit)).not.toContain(code);

    // Five codes an hour to one address: the sixth is refused, and nothing more is sent.
    for (let sent = 1; sent < 5; sent += 1) expect((await post(test, url)).statusCode).toBe(200);
    const refused = await post(test, url);
    expect(refused.statusCode).toBe(429);
    const all = await test.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'coded@members.example'), eq(outbox.kind, 'sign-in-code')));
    expect(all).toHaveLength(5);
  });

  it('links the resent code to the sign-in page with its nonce: code and nonce sign the owner in, once', async () => {
    const test = await setUp();
    const member = await createMember(test.db, { email: 'linked@members.example' });
    const url = `/admin/members/${member.companyId}/resend-sign-in-code`;
    // The newest message: the one not read before (the test clock gives both the same time).
    const read = new Set<string>();
    const mailed = async () => {
      const messages = await test.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, 'linked@members.example'), eq(outbox.kind, 'sign-in-code')));
      const text =
        messages.map((message) => message.text ?? '').find((body) => !read.has(body)) ?? '';
      read.add(text);
      const code = /sign-in code is (\d{6})\b/.exec(text)?.[1] ?? '';
      const link = new URL(/https?:\/\/\S+\/signin\?\S+/.exec(text)?.[0] ?? 'http://none');
      return { text, code, link };
    };
    const verifyCode = (nonce: string, code: string) =>
      test.app.inject({ method: 'POST', url: '/auth/otp/verify', payload: { nonce, code } });

    expect((await post(test, url)).statusCode).toBe(200);
    const first = await mailed();
    expect(first.text).toContain('staff sent you this sign-in code at your request');
    expect(first.text).toContain('If you did not ask them for it, ignore this message.');
    expect(first.link.pathname).toBe('/signin');
    expect(first.link.searchParams.get(SIGN_IN_LINK_PARAMS.email)).toBe('linked@members.example');
    const nonce = first.link.searchParams.get(SIGN_IN_LINK_PARAMS.nonce) ?? '';
    expect(nonce).not.toBe('');
    // The nonce stays out of the audit trail.
    const audit = auditListResponseSchema.parse((await get(test, '/admin/audit')).json()).items;
    expect(JSON.stringify(audit)).not.toContain(nonce);

    // The nonce alone signs nobody in: a wrong code is refused and uses up one of its tries.
    const wrong = first.code === '000000' ? '111111' : '000000';
    const refused = await verifyCode(nonce, wrong);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      error: { message: 'Incorrect code. 4 attempts left.' },
    });

    const signedIn = await verifyCode(nonce, first.code);
    expect(signedIn.statusCode).toBe(200);
    const tokens = authTokensSchema.parse(signedIn.json());
    const me = await test.app.inject({
      method: 'GET',
      url: '/me',
      headers: bearer(tokens.accessToken),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: member.userId });
    // Once: the link's nonce is spent.
    const again = await verifyCode(nonce, first.code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: { message: AUTH_MESSAGES.codeUsed } });

    // A second code's wrong tries burn it after five, the right code included.
    expect((await post(test, url)).statusCode).toBe(200);
    const second = await mailed();
    const secondNonce = second.link.searchParams.get(SIGN_IN_LINK_PARAMS.nonce) ?? '';
    const secondWrong = second.code === '000000' ? '111111' : '000000';
    for (let tries = 0; tries < 5; tries += 1) {
      expect((await verifyCode(secondNonce, secondWrong)).statusCode).toBe(401);
    }
    const burnt = await verifyCode(secondNonce, second.code);
    expect(burnt.statusCode).toBe(401);
    expect(burnt.json()).toMatchObject({ error: { message: AUTH_MESSAGES.codeBurnt } });

    // A nonce nobody issued.
    const unknown = await verifyCode('not-a-nonce-we-issued', second.code);
    expect(unknown.statusCode).toBe(401);
  });

  it('terminates a membership through the membership route; the page then shows it', async () => {
    const test = await setUp();
    const { companyId, token } = await paidMember(test);
    const before = adminCompanySchema.parse(
      (await get(test, `/admin/members/${companyId}`)).json(),
    );
    const membershipId = before.memberships[0]?.id ?? '';
    const reason = 'Failed to pay the renewal fee: reminders unanswered';
    const done = await post(test, `/admin/memberships/${membershipId}/terminate`, { reason });
    expect(done.statusCode).toBe(200);
    const after = adminCompanySchema.parse((await get(test, `/admin/members/${companyId}`)).json());
    expect(after.memberships[0]).toMatchObject({
      state: 'terminated',
      autoRenewal: false,
      terminationReason: reason,
    });
    expect(after.memberships[0]?.history.at(-1)?.what).toBe(`Terminated: ${reason}`);
    const status = await test.app.inject({
      method: 'GET',
      url: '/membership/status',
      headers: bearer(token),
    });
    expect(status.json()).toEqual({ hasActiveMembership: false });
    const [listed] = await page(test, 'q=Paying Pumps');
    expect(listed?.state).toBe('terminated');
  });
});
