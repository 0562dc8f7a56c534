import { createEvent } from 'ics';

/** One event a member adds to their phone's calendar. */
export interface CalendarEvent {
  /** Stable across downloads, so a calendar updates the entry instead of adding another. */
  uid: string;
  start: Date;
  minutes: number;
  title: string;
  description: string;
  location: string;
  url?: string;
  /** A cancelled event, sent so that calendars drop it. */
  cancelled?: boolean;
}

/** The event as an iCalendar (RFC 5545) file, its times in UTC. */
export function icsEvent(event: CalendarEvent): string {
  const { error, value } = createEvent({
    uid: event.uid,
    productId: 'bizbridge-club/site',
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: event.minutes },
    title: event.title,
    description: event.description,
    location: event.location,
    ...(event.url ? { url: event.url } : {}),
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}
