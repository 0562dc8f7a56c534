import { oneToOneEndpoints } from '@club/contract/one-to-ones';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentMember } from '../../platform/access/require-member';
import { oneToOneCalendar, oneToOneFileName } from './calendar';
import {
  acceptOneToOne,
  cancelOneToOne,
  declineOneToOne,
  listOneToOnes,
  logOneToOne,
  oneToOneForCalendar,
  proposeOneToOne,
} from './service';

export function registerOneToOneRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, oneToOneEndpoints, {
    list: async (request) => listOneToOnes(ctx, currentMember(request)),
    propose: {
      description:
        'Times are instants (ISO 8601 with an offset), each ahead and within 90 days. One open ' +
        'proposal per pair of companies (409), 10 proposals a day per company (429); the member ' +
        'asked is e-mailed.',
      handler: async (request, reply) =>
        reply.code(201).send(await proposeOneToOne(ctx, currentMember(request), request.body)),
    },
    accept: {
      description:
        'Only the member asked (403), while it is proposed (409), a time that was offered (400) ' +
        'and has not passed (409). Both members get an e-mail with the calendar file.',
      handler: async (request) =>
        acceptOneToOne(ctx, currentMember(request), request.params.id, request.body.slot),
    },
    decline: async (request) => declineOneToOne(ctx, currentMember(request), request.params.id),
    cancel: async (request) => cancelOneToOne(ctx, currentMember(request), request.params.id),
    log: {
      description: 'Once the agreed time has come (409); logging again replaces your note.',
      handler: async (request) =>
        logOneToOne(ctx, currentMember(request), request.params.id, request.body.note),
    },
    calendar: {
      produces: ['text/calendar'],
      cache: 'private, no-store',
      handler: async (request, reply) => {
        const row = await oneToOneForCalendar(ctx, currentMember(request), request.params.id);
        return reply
          .header('content-disposition', `attachment; filename="${oneToOneFileName(row)}"`)
          .type('text/calendar; charset=utf-8')
          .send(oneToOneCalendar(ctx, row));
      },
    },
  });
}
