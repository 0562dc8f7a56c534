import { icsEvent } from '../../platform/calendar-files/ics-event';

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
}): string {
  return icsEvent({
    uid: `meeting-${meeting.id}@bizbridge.club`,
    start: meeting.startsAt,
    minutes: Math.round((meeting.endsAt.getTime() - meeting.startsAt.getTime()) / 60_000),
    title: meeting.title,
    description: meeting.description,
    location: meeting.place,
    url: meeting.url,
    cancelled: meeting.cancelled,
  });
}
