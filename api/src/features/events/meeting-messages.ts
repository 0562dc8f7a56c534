import { CLUB_NAME } from '@club/contract/copy/club';
import { formatTicketCode } from '@club/contract/events';
import type { Locale } from '@club/contract/locales';
import { messageMoment } from '../../platform/messages/dates';
import { letter } from '../../platform/messages/letter';
import { translate, type MessageId } from '../../platform/messages/translate';

interface MeetingFacts {
  chapterName: string;
  startsAt: Date;
  venue: string;
  address: string;
}

/** A meeting's e-mail words in `language`, with its chapter, time and place filled in. */
function meetingWords(language: Locale, meeting: MeetingFacts, more: Record<string, string>) {
  const values = {
    club: CLUB_NAME,
    chapter: meeting.chapterName,
    when: messageMoment(language, meeting.startsAt),
    place: `${meeting.venue}, ${meeting.address}`,
    ...more,
  };
  return (id: MessageId) => translate(language, id, values);
}

/**
 * The e-mail with a member's ticket, in their language: its code, the QR code attached, and
 * the page that shows it.
 */
export function ticketMessage(input: {
  name: string;
  meeting: MeetingFacts;
  code: string;
  ticketsLink: string;
  /** The member's language (English when not given). */
  language?: Locale;
}) {
  const language = input.language ?? 'en';
  const line = meetingWords(language, input.meeting, {
    code: formatTicketCode(input.code),
    link: input.ticketsLink,
  });
  return {
    subject: line('meetingTicket.subject'),
    text: letter(language, input.name, [
      line('meetingTicket.intro'),
      [line('meeting.when'), line('meeting.where'), line('meetingTicket.code')].join('\n'),
      [line('meetingTicket.door'), line('meetingTicket.all')].join('\n'),
    ]),
  };
}

/** The e-mail to a chapter's members when staff change or cancel one of its meetings, in each one's language. */
export function meetingChangedMessage(input: {
  name: string;
  meeting: MeetingFacts;
  cancelled: boolean;
  note: string;
  meetingLink: string;
  /** The member's language (English when not given); staff's note is sent as written. */
  language?: Locale;
}) {
  const language = input.language ?? 'en';
  const line = meetingWords(language, input.meeting, { link: input.meetingLink });
  return {
    subject: line(
      input.cancelled ? 'meetingChanged.subject.cancelled' : 'meetingChanged.subject.changed',
    ),
    text: letter(language, input.name, [
      line(input.cancelled ? 'meetingChanged.cancelled' : 'meetingChanged.changed'),
      input.note,
      line('meetingChanged.details'),
    ]),
  };
}
