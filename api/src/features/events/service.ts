import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import {
  EVENT_MESSAGES,
  MEETING_HORIZON_WEEKS,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_LENGTH,
  TICKET_QR_PREFIX,
  formatTicketCode,
  mapLinkFor,
  normalizeTicketCode,
  type AttendanceReport,
  type Chapter,
  type ChapterBody,
  type ChapterChangeBody,
  type ChapterChangeResult,
  type CheckInResult,
  type Meeting,
  type MeetingChangeBody,
  type MyMeeting,
  type MyMeetings,
  type RsvpAnswer,
  type Ticket,
} from '@club/contract/events';
import { fillPath, SITE_PAGES } from '@club/contract/site-pages';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../http/app-error';
import { daysAfter } from '../../lib/calendar';
import { siteLink } from '../../lib/site-links';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../../platform/audit-trail/repository';
import { addAttachments } from '../../platform/outbox/attachments-repository';
import { enqueueMessage } from '../../platform/outbox/repository';
import { checkInVisitorTicket } from '../../platform/visitor-tickets/check-in';
import { meetingCalendarFile } from './calendar-file';
import { meetingChangedMessage, ticketMessage } from './meeting-messages';
import {
  attendeesOf,
  chapterAttendance,
  chapterOfUser,
  chapterRecipients,
  checkInCount,
  claimTicketEmail,
  clearComingMeetings,
  findChapter,
  findMeeting,
  findRsvp,
  insertChapter,
  insertScheduledMeetings,
  listChapters,
  listMeetings,
  memberAttendance,
  recordAttendance,
  rsvpsOfUser,
  setChapterOfUser,
  ticketByCode,
  updateChapter,
  updateMeeting,
  upsertRsvp,
  userContact,
  userExists,
  type ChapterRow,
  type MeetingRow,
  type RsvpRow,
} from './repository';
import { indiaDate, scheduledMeetings } from './schedule';

export function toChapter(row: ChapterRow): Chapter {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    venue: row.venue,
    address: row.address,
    weekday: row.weekday,
    startTime: row.startTime,
    durationMinutes: row.durationMinutes,
    agenda: row.agenda,
  };
}

export function toMeeting(row: MeetingRow): Meeting {
  return {
    id: row.id,
    kind: row.kind,
    chapter: { id: row.chapterId, name: row.chapterName, city: row.city },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    venue: row.venue,
    address: row.address,
    agenda: row.agenda,
    status: row.status,
    note: row.note,
    going: row.going,
  };
}

function toTicket(rsvp: RsvpRow): Ticket | null {
  if (rsvp.answer === 'no') return null;
  return {
    code: formatTicketCode(rsvp.ticketCode),
    qrText: `${TICKET_QR_PREFIX}${rsvp.ticketCode}`,
    checkedInAt: rsvp.checkedInAt?.toISOString() ?? null,
  };
}

function newTicketCode(): string {
  return Array.from(
    { length: TICKET_CODE_LENGTH },
    () => TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)],
  ).join('');
}

/** The chapters and India's day each database last had its meetings generated for. */
const generatedFor = new WeakMap<AppContext['db'], string>();

/**
 * Adds the meetings every chapter's schedule gives for the coming weeks.
 * Safe to run any number of times: a date that has its meeting keeps it. It
 * writes once a day per chapter set, not on every public read of the list.
 */
export async function generateMeetings(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const chapters = await listChapters(ctx.db);
  // A changed schedule (on any API process) makes a new key, so its meetings are added at once.
  const key = `${indiaDate(now)}|${JSON.stringify(chapters)}`;
  if (generatedFor.get(ctx.db) === key) return;
  await insertScheduledMeetings(
    ctx.db,
    chapters.flatMap((chapter) => scheduledMeetings(chapter, now)),
  );
  generatedFor.set(ctx.db, key);
}

export async function upcomingMeetings(ctx: AppContext, city?: string): Promise<Meeting[]> {
  await generateMeetings(ctx);
  const now = ctx.clock.now();
  const rows = await listMeetings(ctx.db, {
    from: now,
    to: daysAfter(now, MEETING_HORIZON_WEEKS * 7),
    city,
  });
  return rows.map(toMeeting);
}

async function meetingOr404(ctx: AppContext, id: string): Promise<MeetingRow> {
  const row = await findMeeting(ctx.db, id);
  if (!row) throw notFound(EVENT_MESSAGES.meetingNotFound);
  return row;
}

export async function meetingById(ctx: AppContext, id: string): Promise<Meeting> {
  return toMeeting(await meetingOr404(ctx, id));
}

export async function attendees(ctx: AppContext, meetingId: string) {
  await meetingOr404(ctx, meetingId);
  return attendeesOf(ctx.db, meetingId);
}

export async function myChapter(ctx: AppContext, userId: string) {
  const chapter = await chapterOfUser(ctx.db, userId);
  return { chapter: chapter ? toChapter(chapter) : null };
}

export async function chooseChapter(ctx: AppContext, userId: string, chapterId: string | null) {
  if (chapterId !== null && !(await findChapter(ctx.db, chapterId))) {
    throw notFound(EVENT_MESSAGES.chapterNotFound);
  }
  await setChapterOfUser(ctx.db, userId, chapterId, ctx.clock.now());
  return myChapter(ctx, userId);
}

/** Staff move a member to another chapter; the move is in the audit trail. */
export async function moveMember(
  ctx: AppContext,
  staffId: string,
  userId: string,
  chapterId: string | null,
) {
  if (!(await userExists(ctx.db, userId))) throw notFound(EVENT_MESSAGES.memberNotFound);
  const chapter = chapterId === null ? null : await findChapter(ctx.db, chapterId);
  if (chapterId !== null && !chapter) throw notFound(EVENT_MESSAGES.chapterNotFound);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await setChapterOfUser(tx, userId, chapterId, now);
    await recordAudit(tx, {
      action: 'meeting.member-move',
      actor: { userId: staffId },
      subjectId: userId,
      subjectTitle: chapter ? `To ${chapter.name}` : 'Out of every chapter',
      at: now,
    });
  });
  return myChapter(ctx, userId);
}

async function ticketAttachments(meeting: MeetingRow, code: string, ctx: AppContext) {
  const png = await QRCode.toBuffer(`${TICKET_QR_PREFIX}${code}`, { width: 320, margin: 2 });
  const calendar = meetingCalendarFile({
    id: meeting.id,
    title: `${meeting.chapterName} meeting`,
    startsAt: meeting.startsAt,
    endsAt: meeting.endsAt,
    place: `${meeting.venue}, ${meeting.address}`,
    description: `Ticket ${formatTicketCode(code)}. ${meeting.agenda}`,
    url: siteLink(ctx.config, fillPath(SITE_PAGES.meeting, meeting.id)),
    cancelled: meeting.status === 'cancelled',
  });
  return [
    { filename: 'ticket-qr.png', contentType: 'image/png', content: png },
    { filename: 'meeting.ics', contentType: 'text/calendar', content: Buffer.from(calendar) },
  ];
}

/**
 * A member answers Yes, Maybe or No. Yes and Maybe give a ticket, e-mailed
 * with its QR code the first time; the code never changes afterwards.
 */
export async function answerMeeting(
  ctx: AppContext,
  userId: string,
  meetingId: string,
  answer: RsvpAnswer,
): Promise<MyMeeting> {
  const meeting = await meetingOr404(ctx, meetingId);
  const now = ctx.clock.now();
  if (meeting.status === 'cancelled') {
    throw new AppError(409, 'CONFLICT', EVENT_MESSAGES.meetingCancelled);
  }
  if (meeting.endsAt <= now) throw new AppError(409, 'CONFLICT', EVENT_MESSAGES.meetingOver);
  await ctx.db.transaction(async (tx) => {
    const existing = await findRsvp(tx, meetingId, userId);
    const code = existing?.ticketCode ?? newTicketCode();
    await upsertRsvp(tx, { meetingId, userId, answer, ticketCode: code, now }).catch(
      (error: unknown) => {
        // A fresh code that is already taken (one in a billion): the member answers again.
        if (isUniqueViolation(error)) throw new AppError(409, 'CONFLICT', 'Please try again.');
        throw error;
      },
    );
    if (answer === 'no' || !(await claimTicketEmail(tx, meetingId, userId, now))) return;
    const contact = await userContact(tx, userId);
    if (!contact) return;
    const message = ticketMessage({
      name: contact.name,
      meeting,
      code,
      ticketsLink: siteLink(ctx.config, SITE_PAGES.myMeetings),
      language: contact.language,
    });
    const messageId = await enqueueMessage(tx, {
      channel: 'email',
      kind: 'meeting-ticket',
      to: contact.email,
      ...message,
      now,
    });
    await addAttachments(tx, messageId, await ticketAttachments(meeting, code, ctx));
  });
  const rsvp = await findRsvp(ctx.db, meetingId, userId);
  return {
    meeting: toMeeting((await findMeeting(ctx.db, meetingId)) ?? meeting),
    answer: rsvp?.answer ?? null,
    ticket: rsvp ? toTicket(rsvp) : null,
  };
}

export async function myMeetings(ctx: AppContext, userId: string): Promise<MyMeetings> {
  const chapter = await chapterOfUser(ctx.db, userId);
  await generateMeetings(ctx);
  const now = ctx.clock.now();
  const rows = chapter
    ? await listMeetings(ctx.db, {
        from: now,
        to: daysAfter(now, MEETING_HORIZON_WEEKS * 7),
        chapterId: chapter.id,
      })
    : [];
  const rsvps = await rsvpsOfUser(
    ctx.db,
    userId,
    rows.map((row) => row.id),
  );
  const byMeeting = new Map(
    rsvps.map(({ rsvp, checkedInAt }) => [rsvp.meetingId, { ...rsvp, checkedInAt }]),
  );
  return {
    chapter: chapter ? toChapter(chapter) : null,
    items: rows.map((row) => {
      const rsvp = byMeeting.get(row.id);
      return {
        meeting: toMeeting(row),
        answer: rsvp?.answer ?? null,
        ticket: rsvp ? toTicket(rsvp) : null,
      };
    }),
  };
}

/** The meeting as an .ics file, for a member who holds a ticket to it. */
export async function calendarFile(ctx: AppContext, userId: string, meetingId: string) {
  const meeting = await meetingOr404(ctx, meetingId);
  const rsvp = await findRsvp(ctx.db, meetingId, userId);
  if (!rsvp || rsvp.answer === 'no') throw notFound(EVENT_MESSAGES.noTicket);
  return meetingCalendarFile({
    id: meeting.id,
    title: `${meeting.chapterName} meeting`,
    startsAt: meeting.startsAt,
    endsAt: meeting.endsAt,
    place: `${meeting.venue}, ${meeting.address}`,
    description: `Ticket ${formatTicketCode(rsvp.ticketCode)}. Map: ${mapLinkFor(`${meeting.venue}, ${meeting.address}`)}`,
    url: siteLink(ctx.config, fillPath(SITE_PAGES.meeting, meeting.id)),
    cancelled: meeting.status === 'cancelled',
  });
}

/**
 * Checks a ticket in. Idempotent: a ticket checked in before answers with the
 * first check-in's time and `alreadyCheckedIn`, however many staff scan it at once.
 */
export async function checkIn(
  ctx: AppContext,
  staffId: string,
  meetingId: string,
  typed: string,
): Promise<CheckInResult> {
  const meeting = await meetingOr404(ctx, meetingId);
  const code = normalizeTicketCode(typed);
  if (!code) throw new AppError(400, 'VALIDATION_ERROR', EVENT_MESSAGES.codeFormat, 'code');
  const ticket = await ticketByCode(ctx.db, code);
  if (!ticket || ticket.answer === 'no') {
    // Not a member's ticket: a guest's, invited by a member, is checked in the same way.
    const visitor = await checkInVisitorTicket(ctx.db, {
      meeting,
      code,
      staffId,
      now: ctx.clock.now(),
    });
    if (visitor) return visitor;
    throw notFound(EVENT_MESSAGES.ticketNotFound);
  }
  if (ticket.meetingId !== meeting.id) {
    throw new AppError(409, 'CONFLICT', EVENT_MESSAGES.ticketForAnotherMeeting);
  }
  if (meeting.status === 'cancelled') {
    throw new AppError(409, 'CONFLICT', EVENT_MESSAGES.meetingCancelled);
  }
  const result = await recordAttendance(ctx.db, {
    meetingId,
    userId: ticket.userId,
    checkedInBy: staffId,
    now: ctx.clock.now(),
  });
  return {
    name: ticket.name,
    company: ticket.company,
    checkedInAt: result.checkedInAt.toISOString(),
    alreadyCheckedIn: result.alreadyCheckedIn,
    checkedIn: await checkInCount(ctx.db, meetingId),
  };
}

/**
 * Staff change or cancel one meeting (the chapter's schedule stays), in the
 * audit trail, and every member of the chapter is e-mailed in the same transaction.
 */
export async function changeMeeting(
  ctx: AppContext,
  staffId: string,
  meetingId: string,
  change: MeetingChangeBody,
): Promise<Meeting> {
  const before = await meetingOr404(ctx, meetingId);
  const now = ctx.clock.now();
  const startsAt = change.startsAt ? new Date(change.startsAt) : before.startsAt;
  const cancelled = change.cancelled ?? before.status === 'cancelled';
  await ctx.db.transaction(async (tx) => {
    await updateMeeting(tx, meetingId, {
      startsAt,
      endsAt: new Date(startsAt.getTime() + (before.endsAt.getTime() - before.startsAt.getTime())),
      venue: change.venue ?? before.venue,
      address: change.address ?? before.address,
      agenda: change.agenda ?? before.agenda,
      status: cancelled ? 'cancelled' : 'scheduled',
      note: change.note,
    });
    await recordAudit(tx, {
      action: 'meeting.change',
      actor: { userId: staffId },
      subjectId: meetingId,
      subjectTitle: `${before.chapterName}, ${before.startsAt.toISOString().slice(0, 10)}`,
      detail: cancelled ? 'cancelled' : 'changed',
      at: now,
    });
    const after = { ...before, startsAt, venue: change.venue ?? before.venue };
    const meetingLink = siteLink(ctx.config, fillPath(SITE_PAGES.meeting, meetingId));
    for (const recipient of await chapterRecipients(tx, before.chapterId)) {
      const message = meetingChangedMessage({
        name: recipient.name,
        meeting: { ...after, address: change.address ?? before.address },
        cancelled,
        note: change.note,
        meetingLink,
        language: recipient.language,
      });
      await enqueueMessage(tx, {
        channel: 'email',
        kind: 'meeting-change',
        to: recipient.email,
        ...message,
        now,
      });
    }
  });
  return meetingById(ctx, meetingId);
}

export async function attendanceReport(ctx: AppContext): Promise<AttendanceReport> {
  const now = ctx.clock.now();
  const [chapters, members] = await Promise.all([
    chapterAttendance(ctx.db, now),
    memberAttendance(ctx.db, now),
  ]);
  return { chapters, members };
}

export async function chapterList(ctx: AppContext) {
  return { items: (await listChapters(ctx.db)).map(toChapter) };
}

/** Staff add a chapter (in the audit trail); its meetings come from its schedule. */
export async function createChapter(
  ctx: AppContext,
  staffId: string,
  body: ChapterBody,
): Promise<Chapter> {
  const now = ctx.clock.now();
  const chapter = await ctx.db.transaction(async (tx) => {
    const row = await insertChapter(tx, body);
    await recordAudit(tx, {
      action: 'meeting.chapter-create',
      actor: { userId: staffId },
      subjectId: row.id,
      subjectTitle: `${row.name}, ${row.city}`,
      detail: 'created',
      at: now,
    });
    return row;
  });
  await generateMeetings(ctx);
  return toChapter(chapter);
}

/**
 * Staff change a chapter. Its coming meetings that nobody answered and staff
 * never changed one by one are removed and made again from the new schedule;
 * the others stay as they are (their members hold tickets for that time and
 * place) and are counted, for staff to change or cancel, which tells the members.
 */
export async function changeChapter(
  ctx: AppContext,
  staffId: string,
  chapterId: string,
  change: ChapterChangeBody,
): Promise<ChapterChangeResult> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const before = await findChapter(tx, chapterId);
    if (!before) throw notFound(EVENT_MESSAGES.chapterNotFound);
    const after = await updateChapter(tx, chapterId, change);
    const keptMeetings = await clearComingMeetings(tx, chapterId, now);
    await recordAudit(tx, {
      action: 'meeting.chapter-change',
      actor: { userId: staffId },
      subjectId: chapterId,
      subjectTitle: `${after.name}, ${after.city}`,
      detail: Object.keys(change).join(', ') || 'nothing',
      at: now,
    });
    return { chapter: toChapter(after), keptMeetings };
  });
  await generateMeetings(ctx);
  return result;
}
