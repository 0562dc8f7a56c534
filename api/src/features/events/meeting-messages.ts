import { CLUB_NAME } from '@club/contract/copy/club';
import { formatTicketCode } from '@club/contract/events';
import type { Locale } from '@club/contract/locales';
import { messageMoment } from '../../platform/messages/dates';
import { translate } from '../../platform/messages/translate';

interface MeetingFacts {
  chapterName: string;
  startsAt: Date;
  venue: string;
  address: string;
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
  const { meeting } = input;
  const values = {
    club: CLUB_NAME,
    name: input.name,
    chapter: meeting.chapterName,
    when: messageMoment(language, meeting.startsAt),
    place: `${meeting.venue}, ${meeting.address}`,
    code: formatTicketCode(input.code),
    link: input.ticketsLink,
  };
  const line = (id: Parameters<typeof translate>[1]) => translate(language, id, values);
  return {
    subject: line('meetingTicket.subject'),
    text: [
      line('letter.greeting'),
      '',
      line('meetingTicket.intro'),
      '',
      line('meeting.when'),
      line('meeting.where'),
      line('meetingTicket.code'),
      '',
      line('meetingTicket.door'),
      line('meetingTicket.all'),
      '',
      line('letter.signature'),
    ].join('\n'),
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
  const { meeting } = input;
  const values = {
    club: CLUB_NAME,
    name: input.name,
    chapter: meeting.chapterName,
    when: messageMoment(language, meeting.startsAt),
    place: `${meeting.venue}, ${meeting.address}`,
    link: input.meetingLink,
  };
  const line = (id: Parameters<typeof translate>[1]) => translate(language, id, values);
  return {
    subject: line(
      input.cancelled ? 'meetingChanged.subject.cancelled' : 'meetingChanged.subject.changed',
    ),
    text: [
      line('letter.greeting'),
      '',
      line(input.cancelled ? 'meetingChanged.cancelled' : 'meetingChanged.changed'),
      '',
      input.note,
      '',
      line('meetingChanged.details'),
      '',
      line('letter.signature'),
    ].join('\n'),
  };
}
