import { CLUB_NAME } from '@club/contract/copy/club';
import { formatTicketCode } from '@club/contract/events';
import { formatIndianDateTime } from '@club/contract/india-time/format';

interface MeetingFacts {
  chapterName: string;
  startsAt: Date;
  venue: string;
  address: string;
}

/** The e-mail with a member's ticket: its code, the QR code attached, and the page that shows it. */
export function ticketMessage(input: {
  name: string;
  meeting: MeetingFacts;
  code: string;
  ticketsLink: string;
}) {
  const { meeting } = input;
  return {
    subject: `Your ticket: ${meeting.chapterName}, ${formatIndianDateTime(meeting.startsAt)}`,
    text: [
      `Hello ${input.name},`,
      '',
      `Thank you for your answer. Your ticket for the ${meeting.chapterName} meeting:`,
      '',
      `When: ${formatIndianDateTime(meeting.startsAt)} (India time)`,
      `Where: ${meeting.venue}, ${meeting.address}`,
      `Ticket code: ${formatTicketCode(input.code)}`,
      '',
      'Show the attached QR code at the door, or tell the staff your ticket code. ' +
        'The attached calendar file adds the meeting to your phone.',
      `Your tickets are also on ${input.ticketsLink}`,
      '',
      `— ${CLUB_NAME}`,
    ].join('\n'),
  };
}

/** The e-mail to a chapter's members when staff change or cancel one of its meetings. */
export function meetingChangedMessage(input: {
  name: string;
  meeting: MeetingFacts;
  cancelled: boolean;
  note: string;
  meetingLink: string;
}) {
  const { meeting } = input;
  const when = formatIndianDateTime(meeting.startsAt);
  return {
    subject: input.cancelled
      ? `Cancelled: ${meeting.chapterName} meeting, ${when}`
      : `Changed: ${meeting.chapterName} meeting, ${when}`,
    text: [
      `Hello ${input.name},`,
      '',
      input.cancelled
        ? `The ${meeting.chapterName} meeting of ${when} is cancelled.`
        : `The ${meeting.chapterName} meeting has changed. It is now on ${when} (India time), ` +
          `at ${meeting.venue}, ${meeting.address}.`,
      '',
      input.note,
      '',
      `Details: ${input.meetingLink}`,
      '',
      `— ${CLUB_NAME}`,
    ].join('\n'),
  };
}
