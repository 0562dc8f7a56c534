import { CLUB_NAME } from '@club/contract/copy/club';

/** `20261203T130000Z`: an instant as iCalendar writes it in UTC. */
function icsTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes text for an iCalendar value (backslash, semicolon, comma, new line). */
function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/**
 * A meeting as an iCalendar file a phone's calendar opens: one event, its UID
 * the meeting's id, so a second download replaces the first rather than adding one.
 */
export function meetingCalendarFile(meeting: {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  place: string;
  description: string;
  url: string;
  cancelled: boolean;
  now: Date;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${CLUB_NAME}//Chapter meetings//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${meeting.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:meeting-${meeting.id}@bizbridge.club`,
    `DTSTAMP:${icsTime(meeting.now)}`,
    `DTSTART:${icsTime(meeting.startsAt)}`,
    `DTEND:${icsTime(meeting.endsAt)}`,
    `SUMMARY:${icsText(meeting.title)}`,
    `LOCATION:${icsText(meeting.place)}`,
    `DESCRIPTION:${icsText(meeting.description)}`,
    `URL:${meeting.url}`,
    `STATUS:${meeting.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
