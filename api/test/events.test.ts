import {
  attendanceReportSchema,
  checkInResultSchema,
  meetingListSchema,
  meetingSchema,
  myMeetingSchema,
  myMeetingsSchema,
} from '@club/contract/events';
import { scorecardSchema } from '@club/contract/leads';
import type { MessageSender, OutgoingMessage } from '../src/adapters/message-sender';
import { describe, expect, it } from 'vitest';
import { grantRoleByEmails } from '../src/platform/users/repository';
import { insertChapter, insertMeeting, joinChapter } from './helpers/events';
import { bearer, createMember } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { buildTestApp, DAY, MINUTE } from './helpers/test-app';

/** Records what the mail adapter sends (attachments too) and passes it on to the dev mailbox. */
function recordMail(sender: MessageSender) {
  const sent: OutgoingMessage[] = [];
  const send = sender.send.bind(sender);
  sender.send = async (message) => {
    sent.push(message);
    await send(message);
  };
  return { sent };
}

async function setUp() {
  const test = await buildTestApp();
  const { app, db } = test;
  const mail = recordMail(app.ctx.adapters.mail);
  const staff = await createMember(test.db, { email: 'staff@example.in' });
  await grantRoleByEmails(db, 'admin', [staff.email]);
  const member = await createMember(db, { email: 'asha@example.in', username: 'Asha Patel' });
  const stranger = await createMember(db, { email: 'no.plan@example.in', membershipTypeId: null });
  const chapterId = await insertChapter(db);
  await joinChapter(db, member.userId, chapterId);
  const meetingId = await insertMeeting(db, chapterId, new Date(Date.now() + 2 * DAY));
  const tokens = {
    staff: (await signIn(app, staff.email)).accessToken,
    member: (await signIn(app, member.email)).accessToken,
    stranger: (await signIn(app, stranger.email)).accessToken,
  };
  return { ...test, mail, member, chapterId, meetingId, tokens };
}

type World = Awaited<ReturnType<typeof setUp>>;

function rsvp(world: World, answer: string, token = world.tokens.member) {
  return world.app.inject({
    method: 'PUT',
    url: `/meetings/${world.meetingId}/rsvp`,
    headers: bearer(token),
    payload: { answer },
  });
}

function checkIn(world: World, code: string, meetingId = world.meetingId) {
  return world.app.inject({
    method: 'POST',
    url: `/admin/meetings/${meetingId}/check-ins`,
    headers: bearer(world.tokens.staff),
    payload: { code },
  });
}

describe('chapter meetings', () => {
  it("lists each chapter's weekly meetings by city, generated once from its schedule", async () => {
    const { app, db } = await buildTestApp();
    await insertChapter(db, {
      name: 'Surat Diamond',
      city: 'Surat',
      weekday: 2,
      startTime: '18:30',
    });
    await insertChapter(db, { name: 'Pune Central', city: 'Pune', weekday: 4 });
    await app.inject({ method: 'GET', url: '/meetings' });
    const response = await app.inject({
      method: 'GET',
      url: '/meetings',
      query: { city: 'surat' },
    });
    expect(response.statusCode).toBe(200);
    const { items } = meetingListSchema.parse(response.json());
    // Eight weeks ahead, one a week, not doubled by the second request.
    expect(items.length).toBeGreaterThanOrEqual(7);
    expect(items.length).toBeLessThanOrEqual(8);
    for (const meeting of items) {
      expect(meeting.chapter.city).toBe('Surat');
      // Tuesday 18:30 in India is Tuesday 13:00 UTC.
      expect(new Date(meeting.startsAt).getUTCDay()).toBe(2);
      expect(meeting.startsAt).toMatch(/T13:00:00/);
    }
    const all = meetingListSchema.parse((await app.inject('/meetings')).json()).items;
    expect(new Set(all.map((meeting) => meeting.chapter.city))).toEqual(new Set(['Surat', 'Pune']));
  });

  it('shows who is coming to members only', async () => {
    const world = await setUp();
    expect((await rsvp(world, 'yes')).statusCode).toBe(200);
    const url = `/meetings/${world.meetingId}/attendees`;
    expect((await world.app.inject(url)).statusCode).toBe(401);
    const refused = await world.app.inject({ url, headers: bearer(world.tokens.stranger) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/active membership/);
    const seen = await world.app.inject({ url, headers: bearer(world.tokens.member) });
    expect(seen.json().items).toEqual([
      expect.objectContaining({ name: 'Asha Patel', answer: 'yes' }),
    ]);
    const meeting = meetingSchema.parse(
      (await world.app.inject(`/meetings/${world.meetingId}`)).json(),
    );
    expect(meeting.going).toBe(1);
  });
});

describe('answers and tickets', () => {
  it('gives a Yes a ticket, e-mailed once with its QR code and calendar file, kept across answers', async () => {
    const world = await setUp();
    const yes = myMeetingSchema.parse((await rsvp(world, 'yes')).json());
    expect(yes.answer).toBe('yes');
    expect(yes.ticket?.code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(yes.ticket?.qrText).toBe(`BIZBRIDGE-TICKET:${yes.ticket?.code.replace('-', '')}`);

    const maybe = myMeetingSchema.parse((await rsvp(world, 'maybe')).json());
    expect(maybe.ticket?.code).toBe(yes.ticket?.code);
    const no = myMeetingSchema.parse((await rsvp(world, 'no')).json());
    expect(no.ticket).toBeNull();
    await rsvp(world, 'yes');

    await world.app.outboxWorker.runOnce();
    const tickets = world.mail.sent.filter((message) => message.subject?.startsWith('Your ticket'));
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.text).toContain(`Ticket code: ${yes.ticket?.code}`);
    expect(tickets[0]?.attachments?.map((file) => file.filename)).toEqual([
      'meeting.ics',
      'ticket-qr.png',
    ]);

    const mine = myMeetingsSchema.parse(
      (
        await world.app.inject({ url: '/me/meetings', headers: bearer(world.tokens.member) })
      ).json(),
    );
    expect(mine.chapter?.name).toBe('Pune Central');
    expect(mine.items.find((item) => item.meeting.id === world.meetingId)?.ticket?.code).toBe(
      yes.ticket?.code,
    );

    const ics = await world.app.inject({
      url: `/meetings/${world.meetingId}/calendar.ics`,
      headers: bearer(world.tokens.member),
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain(`UID:meeting-${world.meetingId}@bizbridge.club`);
    expect(ics.body).toContain('LOCATION:Hotel Shreyas\\, 1242 Apte Road');
  });

  it('refuses answers from users without a membership, to unknown and cancelled meetings', async () => {
    const world = await setUp();
    expect((await rsvp(world, 'yes', world.tokens.stranger)).statusCode).toBe(403);
    const unknown = await world.app.inject({
      method: 'PUT',
      url: '/meetings/00000000-0000-4000-8000-000000000000/rsvp',
      headers: bearer(world.tokens.member),
      payload: { answer: 'yes' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await rsvp(world, 'perhaps')).statusCode).toBe(400);
    await world.app.inject({
      method: 'PATCH',
      url: `/admin/meetings/${world.meetingId}`,
      headers: bearer(world.tokens.staff),
      payload: { cancelled: true, note: 'The hotel is closed for Diwali.' },
    });
    const cancelled = await rsvp(world, 'yes');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.message).toBe('This meeting has been cancelled.');
  });
});

describe('check-in', () => {
  it('checks a ticket in once, says so the second time, and counts it on the scorecard', async () => {
    const world = await setUp();
    const code = myMeetingSchema.parse((await rsvp(world, 'yes')).json()).ticket?.code ?? '';
    const typed = await checkIn(world, code.toLowerCase());
    expect(typed.statusCode, typed.body).toBe(200);
    const first = checkInResultSchema.parse(typed.json());
    expect(first).toMatchObject({ name: 'Asha Patel', alreadyCheckedIn: false, checkedIn: 1 });
    world.clock.advance(5 * MINUTE);
    const second = checkInResultSchema.parse(
      (await checkIn(world, `BIZBRIDGE-TICKET:${code.replace('-', '')}`)).json(),
    );
    expect(second).toMatchObject({ alreadyCheckedIn: true, checkedIn: 1 });
    expect(second.checkedInAt).toBe(first.checkedInAt);

    const scorecard = scorecardSchema.parse(
      (
        await world.app.inject({ url: '/me/scorecard', headers: bearer(world.tokens.member) })
      ).json(),
    );
    expect(scorecard.meetingsAttended).toBe(1);
  });

  it('records one check-in when several staff scan the same ticket at once', async () => {
    const world = await setUp();
    const code = myMeetingSchema.parse((await rsvp(world, 'yes')).json()).ticket?.code ?? '';
    const answers = await Promise.all(Array.from({ length: 8 }, () => checkIn(world, code)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const results = answers.map((answer) => checkInResultSchema.parse(answer.json()));
    expect(results.filter((result) => !result.alreadyCheckedIn)).toHaveLength(1);
    expect(new Set(results.map((result) => result.checkedInAt)).size).toBe(1);
    const report = attendanceReportSchema.parse(
      (
        await world.app.inject({ url: '/admin/attendance', headers: bearer(world.tokens.staff) })
      ).json(),
    );
    expect(report.members).toEqual([
      expect.objectContaining({
        name: 'Asha Patel',
        chapter: 'Pune Central',
        attended: 1,
        held: 1,
      }),
    ]);
    expect(report.chapters.find((chapter) => chapter.chapterId === world.chapterId)).toMatchObject({
      members: 1,
      meetingsHeld: 1,
      checkIns: 1,
    });
  });

  it('tells staff clearly about a wrong, unknown or misplaced code', async () => {
    const world = await setUp();
    const code = myMeetingSchema.parse((await rsvp(world, 'yes')).json()).ticket?.code ?? '';
    const malformed = await checkIn(world, 'hello');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toMatch(/8 letters and digits/);
    expect((await checkIn(world, 'ZZZZ-ZZZZ')).statusCode).toBe(404);
    const other = await insertMeeting(world.db, world.chapterId, new Date(Date.now() + 9 * DAY));
    const misplaced = await checkIn(world, code, other);
    expect(misplaced.statusCode).toBe(409);
    expect(misplaced.json().error.message).toBe('This ticket is for another meeting.');
    const asMember = await world.app.inject({
      method: 'POST',
      url: `/admin/meetings/${world.meetingId}/check-ins`,
      headers: bearer(world.tokens.member),
      payload: { code },
    });
    expect(asMember.statusCode).toBe(403);
  });
});

describe("staff's one-off changes", () => {
  it("moves one meeting and e-mails the chapter's members, in the audit trail", async () => {
    const world = await setUp();
    const changed = await world.app.inject({
      method: 'PATCH',
      url: `/admin/meetings/${world.meetingId}`,
      headers: bearer(world.tokens.staff),
      payload: {
        venue: 'Le Méridien',
        address: 'Raja Bahadur Mill Road, Pune',
        note: 'A bigger room.',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(meetingSchema.parse(changed.json())).toMatchObject({
      venue: 'Le Méridien',
      note: 'A bigger room.',
      status: 'scheduled',
    });
    await world.app.outboxWorker.runOnce();
    const notice = world.mail.sent.find((message) => message.subject?.startsWith('Changed'));
    expect(notice?.subject).toMatch(/^Changed: Pune Central meeting/);
    expect(notice?.text).toContain('Le Méridien, Raja Bahadur Mill Road, Pune');
    expect(notice?.text).toContain('A bigger room.');
    const audit = await world.app.inject({
      url: '/admin/audit',
      headers: bearer(world.tokens.staff),
    });
    expect(audit.body).toContain('meeting.change');
  });

  it('lets a member choose a chapter and staff move them', async () => {
    const world = await setUp();
    const surat = await insertChapter(world.db, { name: 'Surat Diamond', city: 'Surat' });
    const chosen = await world.app.inject({
      method: 'PUT',
      url: '/me/chapter',
      headers: bearer(world.tokens.member),
      payload: { chapterId: surat },
    });
    expect(chosen.json().chapter.name).toBe('Surat Diamond');
    const moved = await world.app.inject({
      method: 'PUT',
      url: `/admin/members/${world.member.userId}/chapter`,
      headers: bearer(world.tokens.staff),
      payload: { chapterId: world.chapterId },
    });
    expect(moved.json().chapter.name).toBe('Pune Central');
    const mine = await world.app.inject({
      url: '/me/chapter',
      headers: bearer(world.tokens.member),
    });
    expect(mine.json().chapter.name).toBe('Pune Central');
    const unknown = await world.app.inject({
      method: 'PUT',
      url: '/me/chapter',
      headers: bearer(world.tokens.member),
      payload: { chapterId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets staff add a chapter whose meetings follow its schedule, and change it without moving answered meetings', async () => {
    const world = await setUp();
    const { app } = world;
    const body = {
      name: 'Rajkot Gondal Road',
      city: 'Rajkot',
      venue: 'Hotel Imperial Palace',
      address: 'Dr Yagnik Road, Rajkot',
      weekday: 3,
      startTime: '07:00',
      durationMinutes: 90,
      agenda: 'Introductions, referrals',
    };
    const refused = await app.inject({
      method: 'POST',
      url: '/admin/chapters',
      headers: bearer(world.tokens.member),
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const invalid = await app.inject({
      method: 'POST',
      url: '/admin/chapters',
      headers: bearer(world.tokens.staff),
      payload: { ...body, startTime: '7.00' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      error: { field: 'startTime', message: 'startTime: Give the time as HH:MM, e.g. 07:30.' },
    });
    const noSuchDay = await app.inject({
      method: 'POST',
      url: '/admin/chapters',
      headers: bearer(world.tokens.staff),
      payload: { ...body, weekday: 8 },
    });
    expect(noSuchDay.json()).toMatchObject({ error: { field: 'weekday' } });

    const created = await app.inject({
      method: 'POST',
      url: '/admin/chapters',
      headers: bearer(world.tokens.staff),
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const chapterId = created.json<{ id: string }>().id;
    const listed = async () =>
      meetingListSchema
        .parse((await app.inject({ url: '/meetings?city=Rajkot' })).json())
        .items.filter((meeting) => meeting.chapter.id === chapterId);
    const wednesdays = await listed();
    expect(wednesdays.length).toBeGreaterThanOrEqual(8);
    // 07:00 India time is 01:30 UTC, every Wednesday, for 90 minutes.
    for (const meeting of wednesdays) {
      expect(new Date(meeting.startsAt).getUTCDay()).toBe(3);
      expect(meeting.startsAt).toMatch(/T01:30:00.000Z$/);
      expect(Date.parse(meeting.endsAt) - Date.parse(meeting.startsAt)).toBe(90 * MINUTE);
    }

    // A member of the chapter answers the first meeting; staff then move the chapter to Fridays.
    const [answered] = wednesdays;
    await app.inject({
      method: 'PUT',
      url: `/admin/members/${world.member.userId}/chapter`,
      headers: bearer(world.tokens.staff),
      payload: { chapterId },
    });
    const yes = await app.inject({
      method: 'PUT',
      url: `/meetings/${answered?.id ?? ''}/rsvp`,
      headers: bearer(world.tokens.member),
      payload: { answer: 'yes' },
    });
    expect(yes.statusCode).toBe(200);
    const changed = await app.inject({
      method: 'PATCH',
      url: `/admin/chapters/${chapterId}`,
      headers: bearer(world.tokens.staff),
      payload: { weekday: 5, venue: 'The Fern Residency' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      chapter: { weekday: 5, venue: 'The Fern Residency', startTime: '07:00' },
      keptMeetings: 1,
    });
    const after = await listed();
    expect(after.find((meeting) => meeting.id === answered?.id)?.venue).toBe(
      'Hotel Imperial Palace',
    );
    const others = after.filter((meeting) => meeting.id !== answered?.id);
    expect(others.length).toBeGreaterThanOrEqual(8);
    expect(others.every((meeting) => new Date(meeting.startsAt).getUTCDay() === 5)).toBe(true);
    expect(others.every((meeting) => meeting.venue === 'The Fern Residency')).toBe(true);

    const missing = await app.inject({
      method: 'PATCH',
      url: '/admin/chapters/00000000-0000-4000-8000-000000000000',
      headers: bearer(world.tokens.staff),
      payload: { city: 'Rajkot' },
    });
    expect(missing.statusCode).toBe(404);
    const audit = await app.inject({ url: '/admin/audit', headers: bearer(world.tokens.staff) });
    expect(audit.body).toContain('meeting.chapter-create');
    expect(audit.body).toContain('meeting.chapter-change');
  });
});
