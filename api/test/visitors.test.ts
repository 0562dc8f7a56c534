import { checkInResultSchema } from '@club/contract/events';
import { auditListResponseSchema } from '@club/contract/audit';
import { PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';
import {
  VISITOR_INVITES_PER_DAY,
  VISITOR_MESSAGES,
  visitorInvitationSchema,
  visitorInvitationsSchema,
  visitorInvitationViewSchema,
  visitorPipelineSchema,
  visitorTicketSchema,
} from '@club/contract/visitors';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/companies';
import { outbox } from '../src/db/schema/outbox';
import { visitorInvitations } from '../src/db/schema/visitors';
import { users } from '../src/db/schema/users';
import type { ZodApp } from '../src/http/zod-app';
import { collectUserData } from '../src/features/privacy-rights/data-export';
import { isWorkingDay } from '../src/features/visitors/business-days';
import { emailsStopToken } from '../src/features/visitors/emails-consent';
import { grantRoleByEmails } from '../src/platform/users/repository';
import { insertChapter, insertMeeting, joinChapter } from './helpers/events';
import { addMembership } from './helpers/fixtures';
import { bearer, createMember } from './helpers/members';
import { registrationBody } from './helpers/purchase';
import { latestCode, signIn, verifyCode } from './helpers/sign-in';
import { buildTestApp, DAY, HOUR, type TestClock } from './helpers/test-app';

const GUEST = {
  name: 'Meera Desai',
  email: 'Meera@DesaiPrints.example',
  mobile: '9812345678',
  businessName: 'Desai Prints',
};

/** India's date and time as an instant: `at('2026-12-07', '07:30')`. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
const indiaDate = (instant: Date) =>
  new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10);
const plusDays = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY).toISOString().slice(0, 10);

/**
 * The first Monday (India's calendar) at least nine days after the clock's
 * today whose Thursday and Friday before are working days: its reminder is on
 * the Thursday, whatever week the tests run in.
 */
function nextMondayAfter(clock: TestClock): string {
  let date = plusDays(indiaDate(clock.now()), 9);
  while (
    new Date(`${date}T00:00:00Z`).getUTCDay() !== 1 ||
    !isWorkingDay(plusDays(date, -4)) ||
    !isWorkingDay(plusDays(date, -3))
  ) {
    date = plusDays(date, 1);
  }
  return date;
}

function moveTo(clock: TestClock, instant: Date) {
  const by = instant.getTime() - clock.now().getTime();
  expect(by).toBeGreaterThanOrEqual(0);
  clock.advance(by);
}

const sessions = new Map<string, { token: string; at: number }>();

async function setUp() {
  const test = await buildTestApp();
  sessions.clear();
  const { app, db, clock } = test;
  const chapterId = await insertChapter(db, { name: 'Pune Central' });
  const otherChapterId = await insertChapter(db, { name: 'Surat Diamond', city: 'Surat' });
  const monday = nextMondayAfter(clock);
  const meetingId = await insertMeeting(db, chapterId, at(monday, '07:30'));
  const otherMeetingId = await insertMeeting(db, otherChapterId, at(monday, '18:30'));
  const asha = await createMember(db, {
    email: 'asha@narmadavalves.example',
    username: 'Asha Patel',
  });
  const ravi = await createMember(db, {
    email: 'ravi@sahyadri.example',
    username: 'Ravi Kulkarni',
  });
  const noPlan = await createMember(db, { email: 'no.plan@example.in', membershipTypeId: null });
  const staff = await createMember(db, { email: 'staff@example.in', username: 'Staff' });
  await grantRoleByEmails(db, 'admin', [staff.email]);
  await joinChapter(db, asha.userId, chapterId);
  await joinChapter(db, ravi.userId, otherChapterId);
  await joinChapter(db, noPlan.userId, chapterId);
  const emails = { asha: asha.email, ravi: ravi.email, noPlan: noPlan.email, staff: staff.email };
  // Signed in afresh on each use: the tests move the clock past an access token's life.
  const tokens = {
    get asha() {
      return signedIn(app, clock, emails.asha);
    },
    get ravi() {
      return signedIn(app, clock, emails.ravi);
    },
    get noPlan() {
      return signedIn(app, clock, emails.noPlan);
    },
    get staff() {
      return signedIn(app, clock, emails.staff);
    },
  };
  return { ...test, chapterId, meetingId, otherMeetingId, monday, tokens };
}

type World = Awaited<ReturnType<typeof setUp>>;

/** An access token for the address, signed in again once the test clock moved on by minutes. */
async function signedIn(app: ZodApp, clock: TestClock, email: string): Promise<string> {
  const kept = sessions.get(email);
  if (kept && clock.now().getTime() - kept.at < 5 * 60_000) return kept.token;
  const token = (await signIn(app, email)).accessToken;
  sessions.set(email, { token, at: clock.now().getTime() });
  return token;
}

async function invite(world: World, body: object, token?: Promise<string>) {
  return world.app.inject({
    method: 'POST',
    url: '/visitor-invitations',
    headers: bearer(await (token ?? world.tokens.asha)),
    payload: { meetingId: world.meetingId, ...GUEST, ...body },
  });
}

async function mails(world: World, kind: string, to = GUEST.email.toLowerCase()) {
  return world.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)));
}

/** The token of the link in the latest invitation e-mail to the guest. */
async function linkToken(world: World, to = GUEST.email.toLowerCase()): Promise<string> {
  const sent = await mails(world, 'visitor-invitation', to);
  const link = /\/visit#invitation=([\w-]+)/.exec(sent.at(-1)?.text ?? '');
  expect(link, 'the invitation e-mail carries the registration link').not.toBeNull();
  return link?.[1] ?? '';
}

function register(world: World, token: string, body: object = {}) {
  return world.app.inject({
    method: 'POST',
    url: '/visitor-invitations/register',
    payload: {
      token,
      ...GUEST,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      emailsConsent: true,
      ...body,
    },
  });
}

async function checkIn(world: World, code: string) {
  return world.app.inject({
    method: 'POST',
    url: `/admin/meetings/${world.meetingId}/check-ins`,
    headers: bearer(await world.tokens.staff),
    payload: { code },
  });
}

async function runJobs(world: World) {
  await world.app.visitorJobs.runOnce();
  await world.app.visitorJobs.runOnce();
}

async function pipeline(world: World) {
  const response = await world.app.inject({
    url: '/admin/visitors',
    headers: bearer(await world.tokens.staff),
  });
  expect(response.statusCode).toBe(200);
  return visitorPipelineSchema.parse(response.json());
}

describe('the visitor pipeline', () => {
  it('invites, registers with consent, reminds two working days before, checks in and thanks exactly once', async () => {
    const world = await setUp();
    const invited = await invite(world, {});
    expect(invited.statusCode, invited.body).toBe(201);
    const invitation = visitorInvitationSchema.parse(invited.json());
    expect(invitation).toMatchObject({ stage: 'invited', email: 'meera@desaiprints.example' });

    const [mail] = await mails(world, 'visitor-invitation');
    expect(mail?.subject).toBe('Asha Patel invites you to the Pune Central meeting');
    const token = await linkToken(world);
    // Only the token's hash is stored.
    const [stored] = await world.db.select().from(visitorInvitations);
    expect(JSON.stringify(stored)).not.toContain(token);

    const opened = await world.app.inject({
      method: 'POST',
      url: '/visitor-invitations/open',
      payload: { token },
    });
    expect(visitorInvitationViewSchema.parse(opened.json())).toMatchObject({
      name: 'Meera Desai',
      invitedBy: 'Asha Patel',
      meeting: { chapter: { name: 'Pune Central' } },
    });

    // Without consent to the notice there is no registration, and the answer says why.
    const noNotice = await register(world, token, { privacyNoticeVersion: '2020-01-01' });
    expect(noNotice.statusCode).toBe(400);
    expect(noNotice.json().error.message).toContain(VISITOR_MESSAGES.noticeRequired);

    const registered = await register(world, token, { businessName: 'Desai Prints & Packaging' });
    expect(registered.statusCode, registered.body).toBe(200);
    const ticket = visitorTicketSchema.parse(registered.json());
    expect(ticket.code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const [consented] = await world.db.select().from(visitorInvitations);
    expect(consented).toMatchObject({
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      emailsConsent: true,
      businessName: 'Desai Prints & Packaging',
    });
    expect(consented?.registeredAt).toBeInstanceOf(Date);
    expect(await mails(world, 'visitor-ticket')).toHaveLength(1);

    // The link works once.
    const again = await register(world, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe(VISITOR_MESSAGES.invitationUsed);

    // The meeting is on a Monday: the reminder is due on the Thursday before, not on the Saturday.
    const thursday = plusDays(world.monday, -4);
    moveTo(world.clock, at(plusDays(thursday, -1), '20:00'));
    await runJobs(world);
    expect(await mails(world, 'visitor-reminder')).toHaveLength(0);
    moveTo(world.clock, at(thursday, '08:59'));
    await runJobs(world);
    expect(await mails(world, 'visitor-reminder')).toHaveLength(0);
    moveTo(world.clock, at(thursday, '09:05'));
    await runJobs(world);
    const [reminder, ...more] = await mails(world, 'visitor-reminder');
    expect(more).toHaveLength(0);
    expect(reminder?.text).toContain(`Ticket code: ${ticket.code}`);
    moveTo(world.clock, at(plusDays(world.monday, -2), '09:30'));
    await runJobs(world);
    expect(await mails(world, 'visitor-reminder')).toHaveLength(1);

    // Staff check the visitor in on the meeting's check-in, typing the code; twice is told so.
    moveTo(world.clock, at(world.monday, '07:20'));
    const first = checkInResultSchema.parse(
      (await checkIn(world, ticket.code.toLowerCase())).json(),
    );
    expect(first).toMatchObject({ name: 'Meera Desai (visitor)', alreadyCheckedIn: false });
    const second = checkInResultSchema.parse((await checkIn(world, ticket.qrText)).json());
    expect(second).toMatchObject({ alreadyCheckedIn: true, checkedInAt: first.checkedInAt });

    expect((await pipeline(world)).chapters[0]?.visitors[0]?.stage).toBe('attended');

    // During the meeting nothing goes; after it, thanks, once.
    moveTo(world.clock, at(world.monday, '08:00'));
    await runJobs(world);
    expect(await mails(world, 'visitor-thank-you')).toHaveLength(0);
    moveTo(world.clock, at(world.monday, '10:00'));
    await runJobs(world);
    world.clock.advance(DAY);
    await runJobs(world);
    expect(await mails(world, 'visitor-thank-you')).toHaveLength(1);
    expect(await mails(world, 'visitor-missed-you')).toHaveLength(0);

    const report = await pipeline(world);
    expect(report.chapters[0]).toMatchObject({
      chapter: { name: 'Pune Central' },
      reached: { invited: 1, registered: 1, attended: 1, followedUp: 1, joined: 0 },
    });
    expect(report.chapters[0]?.visitors[0]).toMatchObject({
      stage: 'followed-up',
      followUp: 'thank-you',
      invitedBy: { name: 'Asha Patel' },
    });
    expect(report.conversion).toEqual([
      expect.objectContaining({
        chapter: 'Pune Central',
        month: world.monday.slice(0, 7),
        invited: 1,
        attended: 1,
        joined: 0,
        conversionPercent: 0,
      }),
    ]);
  });

  it('tells a registered visitor who did not come that they were missed, and sends nothing to one who said no to e-mails', async () => {
    const world = await setUp();
    await invite(world, {});
    await register(world, await linkToken(world));
    const quiet = 'quiet@guest.example';
    await invite(world, { email: quiet, name: 'Quiet Guest' });
    await register(world, await linkToken(world, quiet), {
      email: quiet,
      name: 'Quiet Guest',
      emailsConsent: false,
    });
    moveTo(world.clock, at(world.monday, '12:00'));
    await runJobs(world);
    world.clock.advance(HOUR);
    await runJobs(world);
    const missed = await mails(world, 'visitor-missed-you');
    expect(missed).toHaveLength(1);
    expect(missed[0]?.subject).toBe('We missed you at Pune Central');
    for (const kind of ['visitor-reminder', 'visitor-missed-you', 'visitor-thank-you']) {
      expect(await mails(world, kind, quiet)).toHaveLength(0);
    }
    const mine = visitorInvitationsSchema.parse(
      (
        await world.app.inject({
          url: '/me/visitor-invitations',
          headers: bearer(await world.tokens.asha),
        })
      ).json(),
    );
    expect(mine.items.map((item) => [item.name, item.stage])).toEqual(
      expect.arrayContaining([
        ['Meera Desai', 'followed-up'],
        ['Quiet Guest', 'registered'],
      ]),
    );
  });

  it('links a visitor who registers their business with the same address to the member who invited them, and shows them joined once they pay', async () => {
    const world = await setUp();
    await invite(world, {});
    await register(world, await linkToken(world));
    const email = GUEST.email.toLowerCase();
    // The invitation and the ticket are delivered first, so the newest message is the code.
    await world.app.outboxWorker.runOnce();
    const registeredBusiness = await world.app.inject({
      method: 'POST',
      url: '/register',
      payload: registrationBody({ email, company: { companyName: 'Desai Prints' } }),
    });
    expect(registeredBusiness.statusCode, registeredBusiness.body).toBe(200);
    const { nonce } = registeredBusiness.json();
    const verified = await verifyCode(world.app, nonce, await latestCode(world.app, email));
    expect(verified.statusCode, verified.body).toBe(200);

    const [account] = await world.db.select().from(users).where(eq(users.email, email));
    const [company] = await world.db
      .select()
      .from(companies)
      .where(eq(companies.ownerUserId, account?.id ?? ''));
    let visitor = (await pipeline(world)).chapters[0]?.visitors[0];
    expect(visitor?.stage).toBe('registered');
    expect(visitor?.joinedAt).toBeNull();

    await addMembership(world.db, company?.id ?? '', { startsAt: world.clock.now() });
    visitor = (await pipeline(world)).chapters[0]?.visitors[0];
    expect(visitor).toMatchObject({ stage: 'joined', invitedBy: { name: 'Asha Patel' } });
    expect((await pipeline(world)).conversion[0]).toMatchObject({
      invited: 1,
      joined: 1,
      conversionPercent: 100,
    });
  });
});

describe('who may invite, and how much', () => {
  it("refuses members of another chapter, users without a membership, and hides one member's invitations from another", async () => {
    const world = await setUp();
    const other = await invite(world, {}, world.tokens.ravi);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(VISITOR_MESSAGES.notInYourChapter);
    expect((await invite(world, {}, world.tokens.noPlan)).statusCode).toBe(403);
    expect(
      (
        await world.app.inject({
          method: 'POST',
          url: '/visitor-invitations',
          payload: { meetingId: world.meetingId, ...GUEST },
        })
      ).statusCode,
    ).toBe(401);

    expect((await invite(world, {})).statusCode).toBe(201);
    const ravis = visitorInvitationsSchema.parse(
      (
        await world.app.inject({
          url: '/me/visitor-invitations',
          headers: bearer(await world.tokens.ravi),
        })
      ).json(),
    );
    expect(ravis.items).toEqual([]);
    // The pipeline is the staff's.
    const asMember = await world.app.inject({
      url: '/admin/visitors',
      headers: bearer(await world.tokens.asha),
    });
    expect(asMember.statusCode).toBe(403);
  });

  it('invites an address once per meeting, at most ten a day, to meetings ahead only', async () => {
    const world = await setUp();
    expect((await invite(world, {})).statusCode).toBe(201);
    const twice = await invite(world, { email: 'meera@desaiprints.example' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(VISITOR_MESSAGES.alreadyInvited);
    for (let n = 1; n < VISITOR_INVITES_PER_DAY; n += 1) {
      expect((await invite(world, { email: `guest${n}@example.in` })).statusCode).toBe(201);
    }
    const eleventh = await invite(world, { email: 'one.more@example.in' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.message).toBe(VISITOR_MESSAGES.tooMany);
    world.clock.advance(DAY + HOUR);
    expect((await invite(world, { email: 'one.more@example.in' })).statusCode).toBe(201);

    const past = await insertMeeting(world.db, world.chapterId, new Date(Date.now() - DAY));
    const late = await invite(world, { meetingId: past, email: 'late@example.in' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(VISITOR_MESSAGES.meetingNotOpen);
  });

  it('answers bad input with a clear 4xx in the one error shape, never a 500', async () => {
    const world = await setUp();
    const cases: [object, string][] = [
      [{ mobile: '12345' }, 'mobile'],
      [{ mobile: '5812345678' }, 'mobile'],
      [{ email: 'not-an-address' }, 'email'],
      [{ name: '   ' }, 'name'],
      [{ businessName: '' }, 'businessName'],
      [{ meetingId: 'not-a-uuid' }, 'meetingId'],
    ];
    for (const [body, field] of cases) {
      const response = await invite(world, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(JSON.stringify(response.json().error)).toContain(field);
    }
    const unknownMeeting = await invite(world, {
      meetingId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownMeeting.statusCode).toBe(404);

    const unknownToken = await world.app.inject({
      method: 'POST',
      url: '/visitor-invitations/open',
      payload: { token: 'x'.repeat(43) },
    });
    expect(unknownToken.statusCode).toBe(404);
    expect(unknownToken.json().error.message).toBe(VISITOR_MESSAGES.invitationNotFound);
    const noToken = await world.app.inject({
      method: 'POST',
      url: '/visitor-invitations/register',
      payload: { ...GUEST },
    });
    expect(noToken.statusCode).toBe(400);
    const junk = await world.app.inject({
      method: 'POST',
      url: '/visitor-invitations/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"token":',
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toHaveProperty('error.message');
  });

  it('keeps the link out of the API and refuses it once the meeting is over', async () => {
    const world = await setUp();
    await invite(world, {});
    const token = await linkToken(world);
    moveTo(world.clock, at(world.monday, '10:00'));
    const late = await register(world, token);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.message).toBe(VISITOR_MESSAGES.invitationExpired);
    // A member's list never shows the token or its hash.
    const mine = await world.app.inject({
      url: '/me/visitor-invitations',
      headers: bearer(await world.tokens.asha),
    });
    expect(mine.body).not.toContain(token);
    expect(mine.body).not.toContain('token');
  });

  it("puts the member's invitations in their data export, never the link, and deletes them when the account closes", async () => {
    const world = await setUp();
    await invite(world, {});
    const token = await linkToken(world);
    const [inviter] = await world.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'asha@narmadavalves.example'));
    const files = await collectUserData(world.app.ctx, inviter?.id ?? '', world.clock.now());
    const exported = new TextDecoder().decode(files['visitor-invitations.json']);
    expect(JSON.parse(exported)).toEqual([
      expect.objectContaining({ name: 'Meera Desai', role: 'invited by me' }),
    ]);
    expect(exported).not.toContain('tokenHash');
    expect(exported).not.toContain(token);

    const closed = await world.app.inject({
      method: 'POST',
      url: '/me/privacy/close',
      headers: bearer(await world.tokens.asha),
      payload: { confirmation: 'close' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await world.db.select().from(visitorInvitations)).toEqual([]);
  });
});

async function withdraw(world: World, id: string, token?: Promise<string>) {
  return world.app.inject({
    method: 'POST',
    url: `/visitor-invitations/${id}/withdraw`,
    headers: bearer(await (token ?? world.tokens.asha)),
  });
}

function stopEmails(world: World, token: string) {
  return world.app.inject({
    method: 'POST',
    url: '/visitor-invitations/emails-consent/withdraw',
    payload: { token },
  });
}

describe('withdrawing an invitation', () => {
  it('lets only the inviting member withdraw it, tells the guest on the link, and keeps it out of the conversion', async () => {
    const world = await setUp();
    const { id } = visitorInvitationSchema.parse((await invite(world, {})).json());
    const token = await linkToken(world);

    // Whose it is comes first: another member's invitation does not exist for them.
    const byRavi = await withdraw(world, id, world.tokens.ravi);
    expect(byRavi.statusCode).toBe(404);
    expect(byRavi.json().error.message).toBe(VISITOR_MESSAGES.invitationMissing);
    expect((await withdraw(world, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const withdrawn = await withdraw(world, id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const answer = visitorInvitationSchema.parse(withdrawn.json());
    expect(answer.withdrawnAt).toBe(world.clock.now().toISOString());
    world.clock.advance(HOUR);
    const twice = visitorInvitationSchema.parse((await withdraw(world, id)).json());
    expect(twice.withdrawnAt).toBe(answer.withdrawnAt);

    for (const url of ['/visitor-invitations/open', '/visitor-invitations/register']) {
      const response = url.endsWith('open')
        ? await world.app.inject({ method: 'POST', url, payload: { token } })
        : await register(world, token);
      expect(response.statusCode, url).toBe(410);
      expect(response.json().error.message).toBe(VISITOR_MESSAGES.invitationWithdrawn);
    }

    const report = await pipeline(world);
    expect(report.chapters[0]?.visitors[0]).toMatchObject({ id, withdrawnAt: answer.withdrawnAt });
    expect(report.chapters[0]).toMatchObject({
      reached: { invited: 0, registered: 0 },
      withdrawn: 1,
    });
    expect(report.conversion[0]).toMatchObject({ invited: 0, withdrawn: 1, conversionPercent: 0 });

    // The member may invite the same guest to the meeting again, with a new link.
    expect((await invite(world, {})).statusCode).toBe(201);
    const again = await pipeline(world);
    expect(again.chapters[0]).toMatchObject({ reached: { invited: 1 }, withdrawn: 1 });
  });

  it('refuses once the guest registered, and gives back no place in the daily limit', async () => {
    const world = await setUp();
    const { id } = visitorInvitationSchema.parse((await invite(world, {})).json());
    await register(world, await linkToken(world));
    const late = await withdraw(world, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(VISITOR_MESSAGES.cannotWithdrawRegistered);

    const ids: string[] = [];
    for (let n = 1; n < VISITOR_INVITES_PER_DAY; n += 1) {
      const made = await invite(world, { email: `guest${n}@example.in` });
      ids.push(visitorInvitationSchema.parse(made.json()).id);
    }
    expect((await withdraw(world, ids[0] ?? '')).statusCode).toBe(200);
    const eleventh = await invite(world, { email: 'one.more@example.in' });
    expect(eleventh.statusCode).toBe(429);
  });
});

describe("a visitor's consent to the meeting's e-mails", () => {
  it('is withdrawn with the link in each such e-mail, without signing in, once however often pressed, and no such e-mail goes after', async () => {
    const world = await setUp();
    await invite(world, {});
    await register(world, await linkToken(world));
    const thursday = plusDays(world.monday, -4);
    moveTo(world.clock, at(thursday, '09:05'));
    await runJobs(world);
    const [reminder] = await mails(world, 'visitor-reminder');
    const link = /\/visit\/stop-emails#token=([\w.-]+)/.exec(reminder?.text ?? '');
    expect(link, 'the reminder carries the link that stops the e-mails').not.toBeNull();
    const token = link?.[1] ?? '';

    // Only a POST changes anything: the API has no GET for it.
    const viaGet = await world.app.inject({
      url: `/visitor-invitations/emails-consent/withdraw?token=${token}`,
    });
    expect(viaGet.statusCode).toBe(404);
    const tampered = await stopEmails(world, `${token.slice(0, -2)}xx`);
    expect(tampered.statusCode).toBe(404);
    expect(tampered.json().error.message).toBe(VISITOR_MESSAGES.emailsLinkInvalid);

    const stopped = await stopEmails(world, token);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({
      message: VISITOR_MESSAGES.emailsWithdrawn,
      withdrawnAt: world.clock.now().toISOString(),
    });
    const [row] = await world.db.select().from(visitorInvitations);
    // What was consented to stays on record, with the time it was withdrawn.
    expect(row).toMatchObject({ emailsConsent: true, emailsConsentWithdrawnAt: world.clock.now() });
    world.clock.advance(HOUR);
    expect((await stopEmails(world, token)).json().withdrawnAt).toBe(
      row?.emailsConsentWithdrawnAt?.toISOString(),
    );

    moveTo(world.clock, at(world.monday, '12:00'));
    await runJobs(world);
    world.clock.advance(DAY);
    await runJobs(world);
    expect(await mails(world, 'visitor-missed-you')).toHaveLength(0);
    expect(await mails(world, 'visitor-thank-you')).toHaveLength(0);
  });

  it('stops the reminder too, and the after-meeting e-mails carry the link', async () => {
    const world = await setUp();
    await invite(world, {});
    await register(world, await linkToken(world));
    const quiet = 'quiet@guest.example';
    const { id } = visitorInvitationSchema.parse(
      (await invite(world, { email: quiet, name: 'Quiet Guest' })).json(),
    );
    await register(world, await linkToken(world, quiet), { email: quiet, name: 'Quiet Guest' });
    const token = emailsStopToken(world.app.ctx.config.otpSecret, id);
    expect((await stopEmails(world, token)).statusCode).toBe(200);

    moveTo(world.clock, at(plusDays(world.monday, -4), '09:05'));
    await runJobs(world);
    expect(await mails(world, 'visitor-reminder')).toHaveLength(1);
    expect(await mails(world, 'visitor-reminder', quiet)).toHaveLength(0);

    moveTo(world.clock, at(world.monday, '12:00'));
    await runJobs(world);
    const [missed] = await mails(world, 'visitor-missed-you');
    expect(missed?.text).toMatch(/To stop these e-mails: \S+\/visit\/stop-emails#token=/);
    expect(await mails(world, 'visitor-missed-you', quiet)).toHaveLength(0);
  });
});

/** The back office's audit trail of visitors, as an admin reads it. */
async function visitorAudit(world: World) {
  const response = await world.app.inject({
    url: '/admin/audit?about=visitor',
    headers: bearer(await world.tokens.staff),
  });
  expect(response.statusCode, response.body).toBe(200);
  return auditListResponseSchema.parse(response.json()).items;
}

describe('withdrawals in the audit trail', () => {
  it("records the member's withdrawal once, with the member and the invitation, and no attempt that failed", async () => {
    const world = await setUp();
    const { id } = visitorInvitationSchema.parse((await invite(world, {})).json());
    const token = await linkToken(world);

    expect((await withdraw(world, id, world.tokens.ravi)).statusCode).toBe(404);
    expect((await withdraw(world, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await visitorAudit(world)).toEqual([]);

    expect((await withdraw(world, id)).statusCode).toBe(200);
    world.clock.advance(HOUR);
    expect((await withdraw(world, id)).statusCode).toBe(200);
    const entries = await visitorAudit(world);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'visitor.invitation-withdraw',
      actorEmail: 'asha@narmadavalves.example',
      subjectId: id,
      subjectTitle: `Invitation to Pune Central, ${world.monday}`,
      detail: null,
      createdAt: new Date(world.clock.now().getTime() - HOUR).toISOString(),
    });
    const written = JSON.stringify(entries).toLowerCase();
    expect(written).not.toContain(GUEST.email.toLowerCase());
    expect(written).not.toContain(token.toLowerCase());

    // A registered guest's invitation cannot be withdrawn: the 409 writes nothing.
    const other = visitorInvitationSchema.parse(
      (await invite(world, { email: 'second@guest.example' })).json(),
    );
    await register(world, await linkToken(world, 'second@guest.example'), {
      email: 'second@guest.example',
    });
    expect((await withdraw(world, other.id)).statusCode).toBe(409);
    expect(await visitorAudit(world)).toHaveLength(1);
  });

  it('records the visitor stopping the e-mails once however often pressed, as the visitor, and no unsigned link', async () => {
    const world = await setUp();
    const { id } = visitorInvitationSchema.parse((await invite(world, {})).json());
    await register(world, await linkToken(world));
    const token = emailsStopToken(world.app.ctx.config.otpSecret, id);

    expect((await stopEmails(world, `${token.slice(0, -2)}xx`)).statusCode).toBe(404);
    const unknown = emailsStopToken(
      world.app.ctx.config.otpSecret,
      '00000000-0000-4000-8000-000000000000',
    );
    expect((await stopEmails(world, unknown)).statusCode).toBe(404);
    expect(await visitorAudit(world)).toEqual([]);

    expect((await stopEmails(world, token)).statusCode).toBe(200);
    const firstAt = world.clock.now().toISOString();
    world.clock.advance(HOUR);
    expect((await stopEmails(world, token)).statusCode).toBe(200);
    const entries = await visitorAudit(world);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'visitor.emails-consent-withdraw',
      actorEmail: 'the visitor',
      subjectId: id,
      subjectTitle: `Invitation to Pune Central, ${world.monday}`,
      createdAt: firstAt,
    });
    const written = JSON.stringify(entries).toLowerCase();
    expect(written).not.toContain(GUEST.email.toLowerCase());
    expect(written).not.toContain(token.toLowerCase());
  });
});
