import {
  businessTotalSchema,
  LEAD_MESSAGES,
  LEAD_RESPONSE_MESSAGE_MAX,
  leadResponseSchema,
  leadResponsesSchema,
  leadSchema,
  leadsPageSchema,
  scorecardSchema,
} from '@club/contract/leads';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { leads } from '../src/db/schema/leads';
import { outbox } from '../src/db/schema/outbox';
import { users } from '../src/db/schema/users';
import { insertLead } from '../src/features/leads/repository';
import type { ZodApp } from '../src/http/zod-app';
import { addMembership } from './helpers/fixtures';
import { bearer, createMember } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { buildTestApp, DAY, HOUR, type TestClock } from './helpers/test-app';

interface Member {
  userId: string;
  companyId: string;
  email: string;
  token: string;
}

async function member(
  app: ZodApp,
  db: Database,
  options: Parameters<typeof createMember>[1] = {},
): Promise<Member> {
  const created = await createMember(db, options);
  const session = await signIn(app, created.email);
  return { ...created, token: session.accessToken };
}

/** A new session: moving the test clock by days outlives the access token. */
async function again(app: ZodApp, who: Member): Promise<Member> {
  const session = await signIn(app, who.email);
  return { ...who, token: session.accessToken };
}

async function setUp(env: Record<string, string> = {}) {
  const test = await buildTestApp({ env });
  const poster = await member(test.app, test.db, { company: { name: 'Narmada Valves' } });
  const responder = await member(test.app, test.db, {
    company: { name: 'Sahyadri Logistics', categoryId: 1, subcategoryId: 12 },
  });
  const third = await member(test.app, test.db, { company: { name: 'Manek Brass' } });
  return { ...test, poster, responder, third };
}

let leadNumber = 0;

/** A lead of the company, posted now by the test clock, expiring `expiryDays` later. */
function postLead(db: Database, clock: TestClock, companyId: string, expiryDays = 30) {
  leadNumber += 1;
  const now = clock.now();
  return insertLead(
    db,
    {
      companyId,
      title: `Need 500 brass gate valves (${String(leadNumber)})`,
      description: 'DN50 brass gate valves, delivery to Vadodara within 30 days.',
      categoryId: 1,
      subcategoryId: 11,
      location: 'Vadodara, Gujarat',
      email: 'buying@narmadavalves.example',
      phone: '+91 98765 43210',
      createdAt: now,
      expiresAt: new Date(now.getTime() + expiryDays * DAY),
    },
    [{ objectKey: `leads/outcomes-${String(leadNumber)}-${String(Date.now())}.png`, sortOrder: 0 }],
  );
}

function call(
  app: ZodApp,
  who: Member | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: who ? bearer(who.token) : {}, payload });
}

function respond(app: ZodApp, who: Member, leadId: string, message = 'We make these, ISI marked.') {
  return call(app, who, 'POST', `/leads/${leadId}/responses`, { message });
}

function close(app: ZodApp, who: Member, leadId: string, body: object) {
  return call(app, who, 'POST', `/leads/${leadId}/close`, body);
}

async function mails(db: Database, to: string, kind: string) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)));
}

async function total(app: ZodApp): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/business-total' });
  expect(response.statusCode).toBe(200);
  return businessTotalSchema.parse(response.json()).totalRupees;
}

async function scorecard(app: ZodApp, who: Member) {
  const response = await call(app, who, 'GET', '/me/scorecard');
  expect(response.statusCode).toBe(200);
  return scorecardSchema.parse(response.json());
}

describe('responses to a lead', () => {
  it('takes one response per company, tells the poster by e-mail and shows it on My Leads and in Responses', async () => {
    const { app, db, clock, poster, responder } = await setUp();
    const leadId = await postLead(db, clock, poster.companyId);

    const first = await respond(app, responder, leadId);
    expect(first.statusCode).toBe(201);
    const response = leadResponseSchema.parse(first.json());
    expect(response.company.name).toBe('Sahyadri Logistics');
    expect(response.contactEmail).toBe(responder.email);

    const again = await respond(app, responder, leadId, 'A second try');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: LEAD_MESSAGES.alreadyResponded } });

    const [mail] = await mails(db, poster.email, 'lead-response');
    expect(mail?.text).toContain('We make these, ISI marked.');
    expect(mail?.text).toContain('Sahyadri Logistics');

    const list = await call(app, poster, 'GET', `/leads/${leadId}/responses`);
    expect(list.statusCode).toBe(200);
    expect(leadResponsesSchema.parse(list.json()).items).toHaveLength(1);
    const posterView = leadSchema.parse(
      (await call(app, poster, 'GET', `/leads/${leadId}`)).json(),
    );
    expect(posterView.responseCount).toBe(1);

    const mine = leadsPageSchema.parse(
      (await call(app, responder, 'GET', '/me/lead-responses')).json(),
    );
    expect(mine.items.map((lead) => lead.id)).toEqual([leadId]);
    expect(mine.items[0]?.respondedAt).toBe(response.createdAt);
    expect(mine.items[0]?.responseCount).toBe(0);
  });

  it('keeps one response when the same company responds twice at once', async () => {
    const { app, db, clock, poster, responder } = await setUp();
    const leadId = await postLead(db, clock, poster.companyId);
    const answers = await Promise.all([
      respond(app, responder, leadId),
      respond(app, responder, leadId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a response on one’s own lead, without a membership, to a closed lead and past the limit', async () => {
    const { app, db, clock, poster, responder } = await setUp();
    const leadId = await postLead(db, clock, poster.companyId);

    const own = await respond(app, poster, leadId);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ error: { message: LEAD_MESSAGES.ownLead } });

    const lapsed = await member(app, db, { membershipTypeId: null });
    const refused = await respond(app, lapsed, leadId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { message: LEAD_MESSAGES.membersOnly } });
    expect((await call(app, null, 'POST', `/leads/${leadId}/responses`, {})).statusCode).toBe(401);

    const long = await respond(app, responder, leadId, 'x'.repeat(LEAD_RESPONSE_MESSAGE_MAX + 1));
    expect(long.statusCode).toBe(400);

    expect((await close(app, poster, leadId, { outcome: 'withdrawn' })).statusCode).toBe(200);
    const late = await respond(app, responder, leadId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { message: LEAD_MESSAGES.notOpen } });

    // Only the poster reads the responses.
    expect((await call(app, responder, 'GET', `/leads/${leadId}/responses`)).statusCode).toBe(403);
  });
});

describe('outcome of a lead', () => {
  it('lets only the poster close, once; a closed lead leaves Browse but stays in My Leads', async () => {
    const { app, db, clock, poster, responder } = await setUp();
    const leadId = await postLead(db, clock, poster.companyId);

    const notPoster = await close(app, responder, leadId, { outcome: 'lost' });
    expect(notPoster.statusCode).toBe(403);
    expect(notPoster.json()).toMatchObject({ error: { message: LEAD_MESSAGES.onlyPoster } });

    const lost = await close(app, poster, leadId, { outcome: 'lost' });
    expect(lost.statusCode).toBe(200);
    expect(leadSchema.parse(lost.json()).state).toBe('lost');

    const twice = await close(app, poster, leadId, { outcome: 'withdrawn' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { message: LEAD_MESSAGES.alreadyClosed } });

    const browse = leadsPageSchema.parse((await call(app, responder, 'GET', '/leads')).json());
    expect(browse.items.map((lead) => lead.id)).not.toContain(leadId);
    const others = await call(app, responder, 'GET', `/companies/${poster.companyId}/leads`);
    expect(JSON.stringify(others.json())).not.toContain(leadId);
    const own = await call(app, poster, 'GET', `/companies/${poster.companyId}/leads`);
    const ownLead = (own.json() as { items: { id: string; state: string }[] }).items.find(
      (lead) => lead.id === leadId,
    );
    expect(ownLead?.state).toBe('lost');
  });

  it('refuses a won close without a valid order value or naming the poster itself', async () => {
    const { app, db, clock, poster, responder } = await setUp();
    const leadId = await postLead(db, clock, poster.companyId);
    for (const orderValue of [0, -5, 12.5, '250000']) {
      const answer = await close(app, poster, leadId, {
        outcome: 'won',
        winnerCompanyId: responder.companyId,
        orderValue,
      });
      expect(answer.statusCode, String(orderValue)).toBe(400);
    }
    const self = await close(app, poster, leadId, {
      outcome: 'won',
      winnerCompanyId: poster.companyId,
      orderValue: 1000,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ error: { field: 'winnerCompanyId' } });
  });

  it('counts a won lead’s business exactly once, for both companies at once; the winner confirms or disputes once', async () => {
    const { app, db, clock, poster, responder, third } = await setUp({
      BUSINESS_TOTAL_CACHE_SECONDS: '600',
    });
    const before = await total(app);
    const leadId = await postLead(db, clock, poster.companyId);
    await respond(app, responder, leadId);

    const won = { outcome: 'won', winnerCompanyId: responder.companyId, orderValue: 250_000 };
    // Two closes at once: the update only applies to an open lead, so one wins.
    const answers = await Promise.all([
      close(app, poster, leadId, won),
      close(app, poster, leadId, { ...won, orderValue: 999_999 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
    const stored = row?.orderValue;
    expect([250_000, 999_999]).toContain(stored);

    // Recorded for both the moment it is saved, pending the winner's answer.
    expect((await scorecard(app, poster)).businessGiven).toEqual({
      confirmed: 0,
      pending: stored,
    });
    expect((await scorecard(app, responder)).businessReceived).toEqual({
      confirmed: 0,
      pending: stored,
    });
    const winnerView = leadSchema.parse(
      (await call(app, responder, 'GET', `/leads/${leadId}`)).json(),
    );
    expect(winnerView.business?.confirmation).toBe('pending');
    const outsider = leadSchema.parse((await call(app, third, 'GET', `/leads/${leadId}`)).json());
    expect(outsider.business).toBeNull();
    expect(await mails(db, responder.email, 'lead-business-won')).toHaveLength(1);
    expect(await total(app)).toBe(before);

    // Only the winner answers, once; the confirmation reaches the cached total at once.
    const byPoster = await call(app, poster, 'POST', `/leads/${leadId}/business`, {
      answer: 'confirm',
    });
    expect(byPoster.statusCode).toBe(403);
    const confirmed = await call(app, responder, 'POST', `/leads/${leadId}/business`, {
      answer: 'confirm',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(leadSchema.parse(confirmed.json()).business?.confirmation).toBe('confirmed');
    const again = await call(app, responder, 'POST', `/leads/${leadId}/business`, {
      answer: 'dispute',
    });
    expect(again.statusCode).toBe(409);
    expect(await total(app)).toBe(before + (stored ?? 0));
    expect((await scorecard(app, responder)).businessReceived).toEqual({
      confirmed: stored,
      pending: 0,
    });

    // A disputed business counts nowhere.
    const second = await postLead(db, clock, poster.companyId);
    await close(app, poster, second, { ...won, orderValue: 10_000 });
    await call(app, responder, 'POST', `/leads/${second}/business`, { answer: 'dispute' });
    expect(await total(app)).toBe(before + (stored ?? 0));
    expect((await scorecard(app, poster)).businessGiven).toEqual({
      confirmed: stored,
      pending: 0,
    });
  });
});

describe('the Responses tab', () => {
  it('lists the leads a company responded to or won without responding, each once, most recent first, across pages', async () => {
    const { app, db, clock, poster, responder, third } = await setUp();
    // Well within the access token's life.
    const MINUTE = 60_000;
    const won = (winner: Member) => ({
      outcome: 'won',
      winnerCompanyId: winner.companyId,
      orderValue: 50_000,
    });
    const respondedOnly = await postLead(db, clock, poster.companyId);
    const wonOnly = await postLead(db, clock, poster.companyId);
    const respondedAndWon = await postLead(db, clock, poster.companyId);
    const wonByAnother = await postLead(db, clock, poster.companyId);
    const lost = await postLead(db, clock, poster.companyId);

    expect((await respond(app, third, respondedOnly)).statusCode).toBe(201);
    clock.advance(MINUTE);
    expect((await respond(app, third, lost)).statusCode).toBe(201);
    clock.advance(MINUTE);
    // Named the winner without having responded: the lead counts from its close.
    expect((await close(app, poster, wonOnly, won(third))).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await respond(app, third, respondedAndWon)).statusCode).toBe(201);
    clock.advance(MINUTE);
    // Responded, then won: once, by its response.
    expect((await close(app, poster, respondedAndWon, won(third))).statusCode).toBe(200);
    expect((await close(app, poster, wonByAnother, won(responder))).statusCode).toBe(200);
    expect((await close(app, poster, lost, { outcome: 'lost' })).statusCode).toBe(200);

    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const response = await call(app, third, 'GET', `/me/lead-responses?limit=2${query}`);
      expect(response.statusCode).toBe(200);
      const page = leadsPageSchema.parse(response.json());
      pages.push(page.items.map((lead) => lead.id));
      cursor = page.nextCursor;
    } while (cursor && pages.length < 5);
    expect(pages).toEqual([
      [respondedAndWon, wonOnly],
      [lost, respondedOnly],
    ]);

    const first = leadsPageSchema.parse(
      (await call(app, third, 'GET', '/me/lead-responses')).json(),
    );
    const wonView = first.items.find((lead) => lead.id === wonOnly);
    expect(wonView?.respondedAt).toBeNull();
    expect(wonView?.business).toMatchObject({
      winner: { id: third.companyId },
      confirmation: 'pending',
    });
    // The poster's own leads are not its responses; the other winner sees only its own win.
    const posterList = leadsPageSchema.parse(
      (await call(app, poster, 'GET', '/me/lead-responses')).json(),
    );
    expect(posterList.items).toEqual([]);
    const otherList = leadsPageSchema.parse(
      (await call(app, responder, 'GET', '/me/lead-responses')).json(),
    );
    expect(otherList.items.map((lead) => lead.id)).toEqual([wonByAnother]);
  });
});

describe('expiry', () => {
  it('reminds the poster once, 3 days before, then the lead leaves Browse and reads as expired', async () => {
    const { app, db, clock, poster: posterThen, responder: responderThen } = await setUp();
    const leadId = await postLead(db, clock, posterThen.companyId, 30);
    const reminders = () => mails(db, posterThen.email, 'lead-expiry-reminder');

    clock.advance(26 * DAY);
    await app.leadExpiryReminders.runOnce();
    expect(await reminders()).toHaveLength(0);

    clock.advance(DAY + HOUR);
    // New sessions at this time: days of the test clock outlive an access token.
    const [poster, responder] = [await again(app, posterThen), await again(app, responderThen)];
    // The poster reads the club in Hindi: the reminder, its date too, is in Hindi.
    await db.update(users).set({ language: 'hi' }).where(eq(users.email, posterThen.email));
    await Promise.all([app.leadExpiryReminders.runOnce(), app.leadExpiryReminders.runOnce()]);
    await app.leadExpiryReminders.runOnce();
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain(`/my-leads?lead=${leadId}`);
    expect(sent[0]?.subject).toMatch(
      /^आपकी लीड \d{1,2} (?:जन|फ़र|मार्च|अप्रैल|मई|जून|जुल|अग|सित|अक्टू|नव|दिस) \d{4} को समाप्त हो रही है: /,
    );

    // Its expiry passes (moved here rather than by the clock, so the sessions stay valid).
    await db
      .update(leads)
      .set({ expiresAt: new Date(clock.now().getTime() - 1) })
      .where(eq(leads.id, leadId));
    await app.leadExpiryReminders.runOnce();
    expect(await reminders()).toHaveLength(1);
    const browse = leadsPageSchema.parse((await call(app, responder, 'GET', '/leads')).json());
    expect(browse.items.map((lead) => lead.id)).not.toContain(leadId);
    const own = leadSchema.parse((await call(app, poster, 'GET', `/leads/${leadId}`)).json());
    expect(own.state).toBe('expired');
    expect((await respond(app, responder, leadId)).statusCode).toBe(409);
    expect((await close(app, poster, leadId, { outcome: 'lost' })).statusCode).toBe(409);
  });

  it('sets a new lead’s expiry from LEAD_EXPIRY_DAYS', async () => {
    const { app } = await buildTestApp({ env: { LEAD_EXPIRY_DAYS: '10' } });
    expect(app.ctx.config.leadExpiryDays).toBe(10);
  });
});

describe('scorecard', () => {
  it('counts the current term’s leads, responses (and those within 24 hours) and business', async () => {
    const { app, db, clock, poster: posterThen, responder: responderThen } = await setUp();
    // The responder's current term began 10 days ago; what came before does not count.
    const termStart = new Date(clock.now().getTime() - 10 * DAY);
    await addMembership(db, responderThen.companyId, {
      startsAt: termStart,
      endsAt: new Date(termStart.getTime() + 365 * DAY),
    });
    const quick = await postLead(db, clock, posterThen.companyId);
    const slow = await postLead(db, clock, posterThen.companyId);
    const [poster, responder] = [posterThen, responderThen];
    // Posted two days ago: a response now is not within 24 hours.
    await db
      .update(leads)
      .set({ createdAt: new Date(clock.now().getTime() - 2 * DAY) })
      .where(eq(leads.id, slow));
    await respond(app, responder, quick);
    await respond(app, responder, slow);
    const own = await postLead(db, clock, responder.companyId);
    await respond(app, poster, own);

    const card = await scorecard(app, responder);
    expect(card).toMatchObject({
      termStartsAt: termStart.toISOString(),
      leadsPosted: 1,
      responsesGiven: 2,
      responsesGivenWithin24h: 1,
      responsesReceived: 1,
      businessGiven: { confirmed: 0, pending: 0 },
      businessReceived: { confirmed: 0, pending: 0 },
    });
    const posterCard = await scorecard(app, poster);
    expect(posterCard).toMatchObject({ leadsPosted: 2, responsesGiven: 1, responsesReceived: 2 });
  });

  it('is in the 30-day renewal reminder', async () => {
    const { app, db, clock, poster, responder } = await setUp();
    const now = clock.now().getTime();
    await addMembership(db, responder.companyId, {
      startsAt: new Date(now - 340 * DAY),
      endsAt: new Date(now + 25 * DAY),
    });
    const leadId = await postLead(db, clock, poster.companyId);
    await respond(app, responder, leadId);
    await app.membershipJobs.runOnce();
    const [reminder] = await mails(db, responder.email, 'membership-renewal-reminder');
    expect(reminder?.text).toContain('Responses given: 1 (100% within 24 hours)');
    expect(reminder?.text).toContain('Business received: ₹\u00a00 confirmed');
  });
});
