import { queryOptions } from '@tanstack/react-query';
import {
  eventEndpoints,
  memberEventEndpoints,
  type MyMeeting,
  type RsvpAnswer,
} from '@club/contract/events';
import { callApi } from '@club/platform/api/api-client';
import { getErrorStatus } from '@club/platform/api/api-error';

/**
 * The events remote's server data. Keys under `user` hold the signed-in
 * member's data and are dropped when the session changes.
 */
export const EVENT_KEYS = {
  meetings: ['events', 'meetings'] as const,
  meeting: (id: string) => ['events', 'meeting', id] as const,
  chapters: ['events', 'chapters'] as const,
  attendees: (id: string) => ['user', 'events', 'attendees', id] as const,
  myMeetings: ['user', 'events', 'my-meetings'] as const,
};

/** A missing meeting (404) or an id that is not one (400) will not appear on retry. */
const retryUnlessMissing = (failures: number, error: unknown) => {
  const status = getErrorStatus(error);
  return status !== 404 && status !== 400 && failures < 2;
};

export const meetingsQuery = queryOptions({
  queryKey: EVENT_KEYS.meetings,
  queryFn: async () => (await callApi(eventEndpoints.meetings, { query: {} })).items,
});

export const chaptersQuery = queryOptions({
  queryKey: EVENT_KEYS.chapters,
  queryFn: async () => (await callApi(eventEndpoints.chapters)).items,
  staleTime: 5 * 60_000,
});

export function meetingQuery(id: string) {
  return queryOptions({
    queryKey: EVENT_KEYS.meeting(id),
    queryFn: () => callApi(eventEndpoints.meeting, { params: { id } }),
    retry: retryUnlessMissing,
  });
}

export function attendeesQuery(id: string) {
  return queryOptions({
    queryKey: EVENT_KEYS.attendees(id),
    queryFn: async () => (await callApi(memberEventEndpoints.attendees, { params: { id } })).items,
    retry: retryUnlessMissing,
  });
}

export const myMeetingsQuery = queryOptions({
  queryKey: EVENT_KEYS.myMeetings,
  queryFn: () => callApi(memberEventEndpoints.myMeetings),
});

export function answerMeeting(id: string, answer: RsvpAnswer): Promise<MyMeeting> {
  return callApi(memberEventEndpoints.rsvp, { params: { id }, body: { answer } });
}
