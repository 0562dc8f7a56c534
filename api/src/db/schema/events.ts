import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEETING_KINDS, MEETING_STATUSES, RSVP_ANSWERS } from '@club/contract/events';
import { users } from './users';

/** A chapter meets in one city, at one place, on one weekday at one time (India's time). */
export const chapters = pgTable('chapters', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  venue: text('venue').notNull(),
  address: text('address').notNull(),
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: integer('weekday').notNull(),
  /** `HH:MM` in India's time. */
  startTime: text('start_time').notNull(),
  durationMinutes: integer('duration_minutes').notNull().default(120),
  agenda: text('agenda').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/**
 * A meeting: generated from its chapter's schedule (`scheduledFor` is the date
 * the schedule gave it, so generating again never adds a second one, even
 * after staff moved it), or a one-off event (no chapter date; later phases).
 */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: MEETING_KINDS }).notNull().default('chapter'),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    scheduledFor: date('scheduled_for'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    venue: text('venue').notNull(),
    address: text('address').notNull(),
    agenda: text('agenda').notNull().default(''),
    status: text('status', { enum: MEETING_STATUSES }).notNull().default('scheduled'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('meetings_chapter_scheduled_unique').on(table.chapterId, table.scheduledFor),
    index('meetings_starts_at_idx').on(table.startsAt),
  ],
);

/** The chapter a member attends (chosen in the profile; staff may move them). */
export const chapterMembers = pgTable('chapter_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  chapterId: uuid('chapter_id')
    .notNull()
    .references(() => chapters.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's answer to a meeting; Yes and Maybe carry a ticket code, kept if they change it. */
export const meetingRsvps = pgTable(
  'meeting_rsvps',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer', { enum: RSVP_ANSWERS }).notNull(),
    ticketCode: text('ticket_code').notNull(),
    /** When the ticket e-mail was queued: it goes once, whatever the answers after. */
    ticketSentAt: timestamp('ticket_sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.meetingId, table.userId] }),
    uniqueIndex('meeting_rsvps_ticket_code_unique').on(table.ticketCode),
    index('meeting_rsvps_user_idx').on(table.userId),
  ],
);

/** One row per member present: the primary key makes a second check-in a no-op. */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, precision: 3 }).notNull(),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.meetingId, table.userId] }),
    index('meeting_attendance_user_idx').on(table.userId),
  ],
);

/**
 * The reminders sent: one row per person, meeting or paid event, and reminder
 * (`day-before`, `two-hours`). The primary key makes each reminder go once,
 * whichever worker or retry sends it.
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    /** `meeting` (a chapter meeting answered Yes) or `paid-event` (a valid ticket). */
    subject: text('subject', { enum: ['meeting', 'paid-event'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reminder: text('reminder', { enum: ['day-before', 'two-hours'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.subject, table.subjectId, table.userId, table.reminder] }),
  ],
);
