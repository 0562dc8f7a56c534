import { and, eq, gt, lte, sql, type AnyColumn } from 'drizzle-orm';
import { CLUB_NAME } from '@club/contract/copy/club';
import type { Locale } from '@club/contract/locales';
import { CONSENT_CHOICES_ANCHOR } from '@club/contract/privacy';
import { fillPath, SITE_PAGES } from '@club/contract/site-pages';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { paidEvents, ticketTypes, tickets } from '../../db/schema/event-tickets';
import { chapters, eventReminders, meetingRsvps, meetings } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { siteLink } from '../../lib/site-links';
import { channelsFor } from '../../platform/consents/notification-preferences';
import { hasConsent } from '../../platform/consents/repository';
import { messageMoment } from '../../platform/messages/dates';
import { translate } from '../../platform/messages/translate';
import { enqueueMessage } from '../../platform/outbox/repository';

const HOUR_MS = 3_600_000;

/**
 * The two reminders, each due a set time before the start. A reminder is sent
 * from its due time until the start, so a worker that was down catches up; it
 * is skipped for someone who answered (or bought the ticket) after it was due,
 * since the ticket e-mail they just got says the same.
 */
export const REMINDERS = [
  { reminder: 'two-hours', hoursBefore: 2 },
  { reminder: 'day-before', hoursBefore: 24 },
] as const;
export type ReminderKind = (typeof REMINDERS)[number]['reminder'];

interface Due {
  subject: 'meeting' | 'paid-event';
  subjectId: string;
  userId: string;
  email: string;
  /** The member's language: the reminder is written in it. */
  language: Locale;
  name: string;
  title: string;
  startsAt: Date;
  place: string;
  link: string;
}

/** Which reminder is due now for something starting at `startsAt`, if any (the nearer one wins). */
export function dueReminder(startsAt: Date, now: Date): ReminderKind | null {
  const left = startsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  const due = REMINDERS.find(({ hoursBefore }) => left <= hoursBefore * HOUR_MS);
  return due?.reminder ?? null;
}

function dueAt(startsAt: Date, reminder: ReminderKind): Date {
  const hours = REMINDERS.find((entry) => entry.reminder === reminder)?.hoursBefore ?? 0;
  return new Date(startsAt.getTime() - hours * HOUR_MS);
}

/**
 * Leaves out whom the reminder due now already reached, so a run reads only
 * what is left to send: the two-hour one once it went, the day-before one
 * while it is the one due.
 */
function notYetReminded(
  subject: Due['subject'],
  subjectId: AnyColumn,
  userId: AnyColumn,
  startsAt: AnyColumn,
  now: Date,
) {
  const twoHoursFromNow = new Date(now.getTime() + 2 * HOUR_MS);
  return sql`not exists (
    select 1 from ${eventReminders}
    where ${eventReminders.subject} = ${subject}
      and ${eventReminders.subjectId} = ${subjectId}
      and ${eventReminders.userId} = ${userId}
      and (${eventReminders.reminder} = 'two-hours'
        or ${startsAt} > ${twoHoursFromNow.toISOString()}::timestamptz)
  )`;
}

/** Members who said Yes to a scheduled chapter meeting starting within a day. */
async function meetingCandidates(db: Database, ctx: AppContext, now: Date, until: Date) {
  const rows = await db
    .select({
      subjectId: meetings.id,
      userId: meetingRsvps.userId,
      answeredAt: meetingRsvps.answeredAt,
      email: users.email,
      language: users.language,
      name: users.username,
      chapterName: chapters.name,
      startsAt: meetings.startsAt,
      venue: meetings.venue,
      address: meetings.address,
    })
    .from(meetingRsvps)
    .innerJoin(meetings, eq(meetings.id, meetingRsvps.meetingId))
    .innerJoin(chapters, eq(chapters.id, meetings.chapterId))
    .innerJoin(users, eq(users.id, meetingRsvps.userId))
    .where(
      and(
        eq(meetingRsvps.answer, 'yes'),
        eq(meetings.status, 'scheduled'),
        gt(meetings.startsAt, now),
        lte(meetings.startsAt, until),
        hasConsent(db, 'eventReminders', meetingRsvps.userId),
        notYetReminded('meeting', meetings.id, meetingRsvps.userId, meetings.startsAt, now),
      ),
    );
  return rows.map((row) => ({
    decidedAt: row.answeredAt,
    due: {
      subject: 'meeting' as const,
      subjectId: row.subjectId,
      userId: row.userId,
      email: row.email,
      language: row.language,
      name: row.name,
      title: translate(row.language, 'eventReminder.meetingTitle', { chapter: row.chapterName }),
      startsAt: row.startsAt,
      place: `${row.venue}, ${row.address}`,
      link: siteLink(ctx.config, fillPath(SITE_PAGES.meeting, row.subjectId)),
    },
  }));
}

/** Holders of a valid ticket to a paid event on sale starting within a day (one reminder per person). */
async function paidEventCandidates(db: Database, ctx: AppContext, now: Date, until: Date) {
  const rows = await db
    .selectDistinctOn([paidEvents.id, tickets.userId], {
      subjectId: paidEvents.id,
      userId: tickets.userId,
      issuedAt: tickets.issuedAt,
      email: users.email,
      language: users.language,
      name: users.username,
      title: paidEvents.title,
      startsAt: paidEvents.startsAt,
      venue: paidEvents.venue,
      onlineUrl: paidEvents.onlineUrl,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(paidEvents, eq(paidEvents.id, ticketTypes.eventId))
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(
      and(
        eq(tickets.status, 'valid'),
        eq(paidEvents.status, 'on-sale'),
        gt(paidEvents.startsAt, now),
        lte(paidEvents.startsAt, until),
        hasConsent(db, 'eventReminders', tickets.userId),
        notYetReminded('paid-event', paidEvents.id, tickets.userId, paidEvents.startsAt, now),
      ),
    )
    // The first ticket a person bought decides whether a reminder was already due then.
    .orderBy(paidEvents.id, tickets.userId, tickets.issuedAt);
  return rows.map((row) => ({
    decidedAt: row.issuedAt,
    due: {
      subject: 'paid-event' as const,
      subjectId: row.subjectId,
      userId: row.userId,
      email: row.email,
      language: row.language,
      name: row.name,
      title: row.title,
      startsAt: row.startsAt,
      place: row.venue ?? row.onlineUrl ?? translate(row.language, 'eventReminder.online'),
      link: siteLink(ctx.config, fillPath(SITE_PAGES.paidEvent, row.subjectId)),
    },
  }));
}

/** A reminder in one line, for SMS, in the member's language. */
export function reminderLine(due: Due, reminder: ReminderKind): string {
  return translate(due.language, 'eventReminder.sms', {
    club: CLUB_NAME,
    title: due.title.replace(/\s+/g, ' ').slice(0, 80),
    soon: reminder === 'two-hours' ? 'twoHours' : 'tomorrow',
    when: messageMoment(due.language, due.startsAt),
    link: due.link,
  });
}

/** The reminder e-mail, in the member's language. */
export function reminderMessage(due: Due, reminder: ReminderKind, choicesLink: string) {
  const values = {
    club: CLUB_NAME,
    name: due.name,
    title: due.title,
    soon: reminder === 'two-hours' ? 'twoHours' : 'tomorrow',
    when: messageMoment(due.language, due.startsAt),
    place: due.place,
    link: due.link,
    choicesLink,
  };
  return {
    subject: translate(due.language, 'eventReminder.subject', values),
    text: translate(due.language, 'eventReminder.body', values),
  };
}

/**
 * Queues every reminder due now, each exactly once: the row in
 * `event_reminders` is written in the same transaction as the message, and its
 * primary key turns a second attempt (another worker, a retry) into nothing.
 * Only people with the consent to reminders get them. Returns how many went.
 */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const until = new Date(now.getTime() + 24 * HOUR_MS);
  const choicesLink = siteLink(ctx.config, `${SITE_PAGES.myPrivacy}#${CONSENT_CHOICES_ANCHOR}`);
  const candidates = [
    ...(await meetingCandidates(ctx.db, ctx, now, until)),
    ...(await paidEventCandidates(ctx.db, ctx, now, until)),
  ];
  let sent = 0;
  for (const { decidedAt, due } of candidates) {
    const reminder = dueReminder(due.startsAt, now);
    if (!reminder || decidedAt > dueAt(due.startsAt, reminder)) continue;
    const claimed = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(eventReminders)
        .values({
          subject: due.subject,
          subjectId: due.subjectId,
          userId: due.userId,
          reminder,
          sentAt: now,
        })
        .onConflictDoNothing()
        .returning({ userId: eventReminders.userId });
      if (!row) return false;
      // On each channel the member's preferences allow (by default e-mail only).
      const delivery = await channelsFor(tx, due.userId, 'eventReminders', {
        consentChecked: true,
      });
      for (const channel of delivery.channels) {
        if (channel === 'email') {
          await enqueueMessage(tx, {
            channel,
            kind: 'event-reminder',
            to: due.email,
            ...reminderMessage(due, reminder, choicesLink),
            now,
          });
        } else if (channel === 'sms' && delivery.phone) {
          await enqueueMessage(tx, {
            channel,
            kind: 'event-reminder',
            to: delivery.phone,
            subject: null,
            text: reminderLine(due, reminder),
            now,
          });
        }
      }
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}
