import { queryOptions } from '@tanstack/react-query';
import {
  adminEventEndpoints,
  type ChapterBody,
  type ChapterChangeBody,
  type MeetingChangeBody,
} from '@club/contract/events';
import { callApi } from '@club/platform/api/api-client';

/** The staff's chapters page: attendance per chapter and member, moves and one-off changes. */
export const ATTENDANCE_KEY = ['user', 'events', 'attendance'] as const;

export const attendanceQuery = queryOptions({
  queryKey: ATTENDANCE_KEY,
  queryFn: () => callApi(adminEventEndpoints.attendance),
});

export function moveMember(userId: string, chapterId: string | null) {
  return callApi(adminEventEndpoints.moveMember, { params: { userId }, body: { chapterId } });
}

export function changeMeeting(id: string, body: MeetingChangeBody) {
  return callApi(adminEventEndpoints.change, { params: { id }, body });
}

export function createChapter(body: ChapterBody) {
  return callApi(adminEventEndpoints.createChapter, { body });
}

export function changeChapter(id: string, body: ChapterChangeBody) {
  return callApi(adminEventEndpoints.changeChapter, { params: { id }, body });
}
