import * as z from 'zod/mini';
import {
  entityIdSchema,
  idParamsSchema,
  inputString,
  listSchema,
  text,
  timestampSchema,
} from '@club/contract/common';
import { defineEndpointGroup, defineEndpoints } from '@club/contract/endpoint';

/** How far ahead a chapter's meetings are generated from its schedule, and listed. */
export const MEETING_HORIZON_WEEKS = 8;
export const MEETING_AGENDA_MAX = 2_000;
export const MEETING_NOTE_MAX = 500;

export const EVENT_MESSAGES = {
  membersOnly: 'Chapter meetings are for members with an active membership.',
  meetingNotFound: 'This meeting does not exist.',
  chapterNotFound: 'This chapter does not exist.',
  meetingCancelled: 'This meeting has been cancelled.',
  meetingOver: 'This meeting is over.',
  noTicket: 'You have no ticket for this meeting: answer Yes or Maybe first.',
  ticketNotFound: 'No ticket has this code.',
  ticketForAnotherMeeting: 'This ticket is for another meeting.',
  codeFormat: 'Type the 8 letters and digits of the ticket, e.g. K7QM-4RXD.',
  alreadyCheckedIn: 'Already checked in',
  memberNotFound: 'This member does not exist.',
  startTimeFormat: 'Give the time as HH:MM, e.g. 07:30.',
  durationRange: 'A meeting lasts 30 to 480 minutes, in whole minutes.',
} as const;

/** The three answers a member gives to a meeting. */
export const RSVP_ANSWERS = ['yes', 'maybe', 'no'] as const;
export const rsvpAnswerSchema = z.enum(RSVP_ANSWERS);
export type RsvpAnswer = z.infer<typeof rsvpAnswerSchema>;

/** Chapter meetings now; one-off events (visitors' days, paid events) later. */
export const MEETING_KINDS = ['chapter', 'event'] as const;
export const MEETING_STATUSES = ['scheduled', 'cancelled'] as const;

/**
 * A ticket's code: 8 letters and digits without the look-alikes (0/O, 1/I/L),
 * shown as `K7QM-4RXD`. A typed code may hold spaces, dashes or lower case.
 */
export const TICKET_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TICKET_CODE_LENGTH = 8;
/** What a ticket's QR code holds: the code behind a prefix that says what it is. */
export const TICKET_QR_PREFIX = 'BIZBRIDGE-TICKET:';

/** A ticket code as it is stored (upper case, no dash), or null when it cannot be one. */
export function normalizeTicketCode(typed: string): string | null {
  const bare = typed.trim().toUpperCase().replace(TICKET_QR_PREFIX, '').replace(/[\s-]/g, '');
  if (bare.length !== TICKET_CODE_LENGTH) return null;
  return [...bare].every((character) => TICKET_CODE_ALPHABET.includes(character)) ? bare : null;
}

/** `K7QM4RXD` → `K7QM-4RXD`. */
export function formatTicketCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A map search for a meeting place: the address only, no key or tracking. */
export function mapLinkFor(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

export const chapterSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  city: z.string(),
  venue: z.string(),
  address: z.string(),
  /** 1 Monday … 7 Sunday, in India's time. */
  weekday: z.number(),
  /** `HH:MM`, India's time. */
  startTime: z.string(),
  durationMinutes: z.number(),
  /** The agenda each new meeting starts with. */
  agenda: z.string(),
});
export type Chapter = z.infer<typeof chapterSchema>;

/** The weekdays in ISO order (1 Monday … 7 Sunday), as forms and e-mails name them. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** A chapter's text field: at least 2 characters, at most `max`, with messages a form shows. */
const chapterText = (what: string, max: number) =>
  text({
    min: 2,
    max,
    minMessage: `Enter the ${what} (at least 2 characters).`,
    maxMessage: `Keep the ${what} to ${max} characters.`,
  });

const chapterFields = {
  name: chapterText("chapter's name", 80),
  city: chapterText('city', 60),
  venue: chapterText('meeting place', 200),
  address: chapterText('address', 300),
  weekday: z.number().check(z.int(), z.gte(1, 'Choose a weekday.'), z.lte(7, 'Choose a weekday.')),
  /** `HH:MM` on a 24-hour clock, India's time. */
  startTime: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, EVENT_MESSAGES.startTimeFormat)),
  durationMinutes: z
    .number(EVENT_MESSAGES.durationRange)
    .check(
      z.int(EVENT_MESSAGES.durationRange),
      z.gte(30, EVENT_MESSAGES.durationRange),
      z.lte(480, EVENT_MESSAGES.durationRange),
    ),
  agenda: text({
    max: MEETING_AGENDA_MAX,
    maxMessage: `Keep the agenda to ${MEETING_AGENDA_MAX} characters.`,
  }),
};

/** POST /admin/chapters: a new chapter and its weekly schedule. */
export const chapterBodySchema = z.strictObject(chapterFields);
export type ChapterBody = z.input<typeof chapterBodySchema>;

/** PATCH /admin/chapters/:id: the fields to change; the others stay. */
export const chapterChangeBodySchema = z.strictObject({
  name: z.optional(chapterFields.name),
  city: z.optional(chapterFields.city),
  venue: z.optional(chapterFields.venue),
  address: z.optional(chapterFields.address),
  weekday: z.optional(chapterFields.weekday),
  startTime: z.optional(chapterFields.startTime),
  durationMinutes: z.optional(chapterFields.durationMinutes),
  agenda: z.optional(chapterFields.agenda),
});
export type ChapterChangeBody = z.input<typeof chapterChangeBodySchema>;

/**
 * The chapter as changed. Coming meetings nobody answered and staff never
 * changed follow the new schedule; `keptMeetings` counts those that stay as
 * they were because members answered them or staff changed them (change or
 * cancel them one by one, which tells the members).
 */
export const chapterChangeResultSchema = z.object({
  chapter: chapterSchema,
  keptMeetings: z.number(),
});
export type ChapterChangeResult = z.infer<typeof chapterChangeResultSchema>;
export const chapterListSchema = listSchema(chapterSchema);

export const meetingSchema = z.object({
  id: entityIdSchema,
  kind: z.enum(MEETING_KINDS),
  chapter: z.object({ id: entityIdSchema, name: z.string(), city: z.string() }),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  venue: z.string(),
  address: z.string(),
  agenda: z.string(),
  status: z.enum(MEETING_STATUSES),
  /** Why staff changed or cancelled this one meeting; null for a meeting as scheduled. */
  note: z.nullable(z.string()),
  going: z.number(),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const meetingsQuerySchema = z.object({
  city: z.optional(inputString(z.maxLength(80))),
});
export const meetingListSchema = listSchema(meetingSchema);
export type MeetingList = z.infer<typeof meetingListSchema>;

export const attendeeSchema = z.object({
  name: z.string(),
  company: z.nullable(z.string()),
  answer: rsvpAnswerSchema,
});
export type Attendee = z.infer<typeof attendeeSchema>;
export const attendeeListSchema = listSchema(attendeeSchema);

export const ticketSchema = z.object({
  code: z.string(),
  /** What the QR code holds. */
  qrText: z.string(),
  checkedInAt: z.nullable(timestampSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** A meeting as the member sees it: with their answer and, for Yes or Maybe, their ticket. */
export const myMeetingSchema = z.object({
  meeting: meetingSchema,
  answer: z.nullable(rsvpAnswerSchema),
  ticket: z.nullable(ticketSchema),
});
export type MyMeeting = z.infer<typeof myMeetingSchema>;
export const myMeetingsSchema = z.object({
  chapter: z.nullable(chapterSchema),
  items: z.array(myMeetingSchema),
});
export type MyMeetings = z.infer<typeof myMeetingsSchema>;

export const rsvpBodySchema = z.strictObject({ answer: rsvpAnswerSchema });
export type RsvpBody = z.infer<typeof rsvpBodySchema>;

export const myChapterSchema = z.object({ chapter: z.nullable(chapterSchema) });
export type MyChapter = z.infer<typeof myChapterSchema>;
export const chapterChoiceBodySchema = z.strictObject({ chapterId: z.nullable(entityIdSchema) });
export type ChapterChoiceBody = z.infer<typeof chapterChoiceBodySchema>;

export const checkInBodySchema = z.strictObject({
  code: inputString(z.minLength(1, EVENT_MESSAGES.codeFormat), z.maxLength(80)),
});
export type CheckInBody = z.infer<typeof checkInBodySchema>;
export const checkInResultSchema = z.object({
  name: z.string(),
  company: z.nullable(z.string()),
  checkedInAt: timestampSchema,
  /** True when this ticket had been checked in before: the member is told so. */
  alreadyCheckedIn: z.boolean(),
  checkedIn: z.number(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

export const meetingChangeBodySchema = z.strictObject({
  startsAt: z.optional(timestampSchema),
  venue: z.optional(text({ min: 2, max: 200 })),
  address: z.optional(text({ min: 2, max: 300 })),
  agenda: z.optional(text({ max: MEETING_AGENDA_MAX })),
  cancelled: z.optional(z.boolean()),
  /** Told to the chapter's members in the e-mail. */
  note: text({ min: 2, max: MEETING_NOTE_MAX }),
});
export type MeetingChangeBody = z.input<typeof meetingChangeBodySchema>;

export const attendanceRowSchema = z.object({
  userId: entityIdSchema,
  name: z.string(),
  company: z.nullable(z.string()),
  chapterId: entityIdSchema,
  chapter: z.string(),
  attended: z.number(),
  held: z.number(),
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;
export const chapterAttendanceSchema = z.object({
  chapterId: entityIdSchema,
  name: z.string(),
  city: z.string(),
  members: z.number(),
  meetingsHeld: z.number(),
  checkIns: z.number(),
});
export type ChapterAttendance = z.infer<typeof chapterAttendanceSchema>;
export const attendanceReportSchema = z.object({
  chapters: z.array(chapterAttendanceSchema),
  members: z.array(attendanceRowSchema),
});
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;
export const memberParamsSchema = z.object({ userId: entityIdSchema });

/** Chapters and their meetings as anyone sees them. */
export const eventEndpoints = defineEndpoints({
  chapters: {
    method: 'GET',
    path: '/chapters',
    access: 'public',
    tag: 'Events',
    summary: 'The chapters: city, meeting place, weekday and time',
    response: chapterListSchema,
  },
  meetings: {
    method: 'GET',
    path: '/meetings',
    access: 'public',
    tag: 'Events',
    summary: `Upcoming meetings (the next ${MEETING_HORIZON_WEEKS} weeks), soonest first, by city`,
    query: meetingsQuerySchema,
    response: meetingListSchema,
  },
  meeting: {
    method: 'GET',
    path: '/meetings/:id',
    access: 'public',
    tag: 'Events',
    summary: 'One meeting: agenda, place and how many are coming',
    params: idParamsSchema,
    response: meetingSchema,
    errors: [404],
  },
  myChapter: {
    method: 'GET',
    path: '/me/chapter',
    access: 'user',
    tag: 'Events',
    summary: "The caller's chapter",
    response: myChapterSchema,
  },
  chooseChapter: {
    method: 'PUT',
    path: '/me/chapter',
    access: 'user',
    tag: 'Events',
    summary: 'Choose the chapter whose meetings the caller attends (null: none)',
    body: chapterChoiceBodySchema,
    response: myChapterSchema,
    errors: [404],
  },
});

/** What members do: see who is coming, answer, and get their tickets. */
export const memberEventEndpoints = defineEndpointGroup(
  { access: 'member', notAMemberMessage: EVENT_MESSAGES.membersOnly, tag: 'Events' },
  {
    attendees: {
      method: 'GET',
      path: '/meetings/:id/attendees',
      summary: 'Who answered Yes or Maybe to a meeting (members only)',
      params: idParamsSchema,
      response: attendeeListSchema,
      errors: [404],
    },
    rsvp: {
      method: 'PUT',
      path: '/meetings/:id/rsvp',
      summary: 'Answer Yes, Maybe or No; Yes and Maybe bring a ticket, e-mailed once',
      params: idParamsSchema,
      body: rsvpBodySchema,
      response: myMeetingSchema,
      errors: [404, 409],
    },
    myMeetings: {
      method: 'GET',
      path: '/me/meetings',
      summary: "The caller's chapter's upcoming meetings with their answers and tickets",
      response: myMeetingsSchema,
    },
    calendar: {
      method: 'GET',
      path: '/meetings/:id/calendar.ics',
      summary: "A meeting for the phone's calendar (an .ics file), for a member with a ticket",
      params: idParamsSchema,
      response: null,
      errors: [404],
    },
  },
);

/** The staff's side: check-in, one-off changes, moving members, attendance. */
export const adminEventEndpoints = defineEndpointGroup(
  { access: 'admin', tag: 'Events' },
  {
    checkIn: {
      method: 'POST',
      path: '/admin/meetings/:id/check-ins',
      summary: 'Check a ticket in at a meeting; a second check-in says it was already done',
      params: idParamsSchema,
      body: checkInBodySchema,
      response: checkInResultSchema,
      errors: [404, 409],
    },
    change: {
      method: 'PATCH',
      path: '/admin/meetings/:id',
      summary: "Change or cancel one meeting; the chapter's members are e-mailed",
      params: idParamsSchema,
      body: meetingChangeBodySchema,
      response: meetingSchema,
      errors: [404],
    },
    createChapter: {
      method: 'POST',
      path: '/admin/chapters',
      summary: 'Add a chapter; its meetings follow from its schedule',
      body: chapterBodySchema,
      response: chapterSchema,
      status: 201,
    },
    changeChapter: {
      method: 'PATCH',
      path: '/admin/chapters/:id',
      summary: 'Change a chapter; its coming meetings nobody answered follow the new schedule',
      params: idParamsSchema,
      body: chapterChangeBodySchema,
      response: chapterChangeResultSchema,
      errors: [404],
    },
    attendance: {
      method: 'GET',
      path: '/admin/attendance',
      summary: 'Attendance per chapter and per member, over the meetings held',
      response: attendanceReportSchema,
    },
    moveMember: {
      method: 'PUT',
      path: '/admin/members/:userId/chapter',
      summary: 'Move a member to another chapter (null: none)',
      params: memberParamsSchema,
      body: chapterChoiceBodySchema,
      response: myChapterSchema,
      errors: [404],
    },
  },
);
