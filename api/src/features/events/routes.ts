import { adminEventEndpoints, eventEndpoints, memberEventEndpoints } from '@club/contract/events';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentMember } from '../../platform/access/require-member';
import { currentUser } from '../../platform/identity/authenticate';
import {
  answerMeeting,
  attendanceReport,
  attendees,
  calendarFile,
  changeChapter,
  changeMeeting,
  chapterList,
  checkIn,
  createChapter,
  chooseChapter,
  meetingById,
  moveMember,
  myChapter,
  myMeetings,
  upcomingMeetings,
} from './service';

export function registerEventRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, eventEndpoints, {
    chapters: async () => chapterList(ctx),
    meetings: async (request) => ({ items: await upcomingMeetings(ctx, request.query.city) }),
    meeting: async (request) => meetingById(ctx, request.params.id),
    myChapter: async (request) => myChapter(ctx, currentUser(request).id),
    chooseChapter: async (request) =>
      chooseChapter(ctx, currentUser(request).id, request.body.chapterId),
  });

  registerEndpoints(app, memberEventEndpoints, {
    attendees: async (request) => ({ items: await attendees(ctx, request.params.id) }),
    rsvp: async (request) =>
      answerMeeting(ctx, currentMember(request).userId, request.params.id, request.body.answer),
    myMeetings: async (request) => myMeetings(ctx, currentMember(request).userId),
    calendar: {
      produces: ['text/calendar'],
      cache: 'private, no-store',
      handler: async (request, reply) => {
        const file = await calendarFile(ctx, currentMember(request).userId, request.params.id);
        return reply
          .header('content-disposition', 'attachment; filename="meeting.ics"')
          .type('text/calendar; charset=utf-8')
          .send(file);
      },
    },
  });

  registerEndpoints(app, adminEventEndpoints, {
    checkIn: async (request) =>
      checkIn(ctx, currentUser(request).id, request.params.id, request.body.code),
    change: async (request) =>
      changeMeeting(ctx, currentUser(request).id, request.params.id, request.body),
    createChapter: async (request, reply) =>
      reply.code(201).send(await createChapter(ctx, currentUser(request).id, request.body)),
    changeChapter: async (request) =>
      changeChapter(ctx, currentUser(request).id, request.params.id, request.body),
    attendance: async () => attendanceReport(ctx),
    moveMember: async (request) =>
      moveMember(ctx, currentUser(request).id, request.params.userId, request.body.chapterId),
  });
}
