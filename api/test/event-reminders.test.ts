import { eq } from 'drizzle-orm';
import type { MessageSender, OutgoingMessage } from '../src/adapters/message-sender';
import { describe, expect, it } from 'vitest';
import { meetings } from '../src/db/schema/events';
import { insertChapter, insertMeeting, insertPaidTicket, joinChapter } from './helpers/events';
import { bearer, createMember } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { buildTestApp, DAY, HOUR, MINUTE, type TestApp } from './helpers/test-app';

function recordMail(sender: MessageSender) {
  const sent: OutgoingMessage[] = [];
  const send = sender.send.bind(sender);
  sender.send = async (message) => {
    sent.push(message);
    await send(message);
  };
  return sent;
}

async function member(test: TestApp, email: string, chapterId: string) {
  const created = await createMember(test.db, { email, username: email.split('@')[0] });
  await joinChapter(test.db, created.userId, chapterId);
  return { ...created, token: (await signIn(test.app, email)).accessToken };
}

function answer(test: TestApp, meetingId: string, token: string, value: string) {
  return test.app.inject({
    method: 'PUT',
    url: `/meetings/${meetingId}/rsvp`,
    headers: bearer(token),
    payload: { answer: value },
  });
}

function remindersOn(test: TestApp, token: string, on = true) {
  return test.app.inject({
    method: 'PUT',
    url: '/me/consents',
    headers: bearer(token),
    payload: { eventReminders: on },
  });
}

/** Runs the reminder job twice (a second run must add nothing), delivers, returns the reminders sent to `to`. */
async function remind(test: TestApp, mail: OutgoingMessage[], to: string) {
  await test.app.eventReminders.runOnce();
  await test.app.eventReminders.runOnce();
  await test.app.outboxWorker.runOnce();
  return mail.filter((message) => message.to === to && message.subject?.startsWith('Reminder:'));
}

describe('meeting and event reminders', () => {
  it('reminds a member who said Yes the day before and two hours before, each once, only with the consent', async () => {
    const test = await buildTestApp();
    const mail = recordMail(test.app.ctx.adapters.mail);
    const chapterId = await insertChapter(test.db, { name: 'Pune Central' });
    const startsAt = new Date(test.clock.now().getTime() + 3 * DAY);
    const meetingId = await insertMeeting(test.db, chapterId, startsAt);
    const asha = await member(test, 'asha@example.in', chapterId);
    const ravi = await member(test, 'ravi@example.in', chapterId);
    const neha = await member(test, 'neha@example.in', chapterId);
    expect((await remindersOn(test, asha.token)).statusCode).toBe(200);
    await remindersOn(test, neha.token);
    expect((await answer(test, meetingId, asha.token, 'yes')).statusCode).toBe(200);
    // Ravi says Yes but never turned reminders on; Neha turned them on but says No.
    await answer(test, meetingId, ravi.token, 'yes');
    await answer(test, meetingId, neha.token, 'no');

    test.clock.advance(2 * DAY - 5 * MINUTE); // 24 h 5 min before: nothing due yet
    expect(await remind(test, mail, asha.email)).toHaveLength(0);

    test.clock.advance(10 * MINUTE); // 23 h 55 min before
    const dayBefore = await remind(test, mail, asha.email);
    expect(dayBefore).toHaveLength(1);
    expect(dayBefore[0]?.subject).toContain('Pune Central meeting');
    expect(dayBefore[0]?.text).toContain('starts tomorrow');
    expect(dayBefore[0]?.text).toContain('Hotel Shreyas');
    expect(dayBefore[0]?.text).toContain(`/events/${meetingId}`);
    expect(dayBefore[0]?.text).toContain('/my-account/privacy#your-choices');

    test.clock.advance(22 * HOUR); // 1 h 55 min before
    const both = await remind(test, mail, asha.email);
    expect(both).toHaveLength(2);
    expect(both[1]?.text).toContain('starts in two hours');

    test.clock.advance(3 * HOUR); // after the start: nothing more
    expect(await remind(test, mail, asha.email)).toHaveLength(2);
    expect(await remind(test, mail, ravi.email)).toHaveLength(0);
    expect(await remind(test, mail, neha.email)).toHaveLength(0);
  });

  it('sends only the reminders due after the answer, none for a cancelled meeting or a withdrawn consent', async () => {
    const test = await buildTestApp();
    const mail = recordMail(test.app.ctx.adapters.mail);
    const chapterId = await insertChapter(test.db);
    const soon = await insertMeeting(
      test.db,
      chapterId,
      new Date(test.clock.now().getTime() + 5 * HOUR),
    );
    const cancelled = await insertMeeting(
      test.db,
      chapterId,
      new Date(test.clock.now().getTime() + 5 * HOUR + DAY),
    );
    const late = await member(test, 'late@example.in', chapterId);
    const withdrawn = await member(test, 'withdrawn@example.in', chapterId);
    await remindersOn(test, late.token);
    await remindersOn(test, withdrawn.token);
    // Answered 5 h before: the day-before reminder was already due, so only the two-hour one goes.
    await answer(test, soon, late.token, 'yes');
    await answer(test, soon, withdrawn.token, 'yes');
    await answer(test, cancelled, late.token, 'yes');
    await test.db.update(meetings).set({ status: 'cancelled' }).where(eq(meetings.id, cancelled));
    expect(await remind(test, mail, late.email)).toHaveLength(0);

    await remindersOn(test, withdrawn.token, false);
    test.clock.advance(3 * HOUR + 5 * MINUTE);
    const sent = await remind(test, mail, late.email);
    expect(sent.map((message) => message.text?.includes('in two hours'))).toEqual([true]);
    expect(await remind(test, mail, withdrawn.email)).toHaveLength(0);

    test.clock.advance(DAY);
    expect(await remind(test, mail, late.email)).toHaveLength(1);
  });

  it('reminds the holder of a paid event ticket once per reminder, however many tickets they hold', async () => {
    const test = await buildTestApp();
    const mail = recordMail(test.app.ctx.adapters.mail);
    const chapterId = await insertChapter(test.db);
    const buyer = await member(test, 'buyer@example.in', chapterId);
    await remindersOn(test, buyer.token);
    const startsAt = new Date(test.clock.now().getTime() + 2 * DAY);
    const eventId = await insertPaidTicket(test.db, buyer.userId, startsAt, test.clock.now());

    test.clock.advance(DAY + HOUR); // 23 h before
    const sent = await remind(test, mail, buyer.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain('Export Finance Summit');
    expect(sent[0]?.text).toContain('Hotel Express, Alkapuri, Vadodara');
    expect(sent[0]?.text).toContain(`/events/e/${eventId}`);
  });
});
