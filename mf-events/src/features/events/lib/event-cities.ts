import { ONLINE_CITY, type PaidEventView } from '@club/contract/event-tickets';
import type { Meeting } from '@club/contract/events';

/** The city an event is listed under: a chapter's for a meeting, the venue's (or Online) for a paid event. */
export const meetingCity = (meeting: Meeting) => meeting.chapter.city;
export const paidEventCity = (event: PaidEventView) => event.city;

/**
 * Every city with a meeting or a paid event, A to Z, and Online last when an
 * event is held only online: the city filter's choices and the list's groups.
 */
export function citiesOf(
  meetings: readonly Meeting[],
  paidEvents: readonly PaidEventView[],
): string[] {
  const cities = new Set([...meetings.map(meetingCity), ...paidEvents.map(paidEventCity)]);
  const named = [...cities].filter((city) => city !== ONLINE_CITY).sort();
  return cities.has(ONLINE_CITY) ? [...named, ONLINE_CITY] : named;
}
