import {
  adminVisitorEndpoints,
  memberVisitorEndpoints,
  visitorEndpoints,
} from '@club/contract/visitors';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentMember } from '../../platform/access/require-member';
import { visitorPipeline } from './pipeline';
import { inviteVisitor, myInvitations, openInvitation, registerVisitor } from './service';

export function registerVisitorRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, memberVisitorEndpoints, {
    invite: {
      description:
        "A meeting of the caller's chapter (403) that has not started (409); one invitation per " +
        'e-mail address and meeting (409), 10 a day per member (429). The guest is e-mailed a ' +
        'single-use registration link.',
      handler: async (request, reply) =>
        reply.code(201).send(await inviteVisitor(ctx, currentMember(request), request.body)),
    },
    mine: async (request) => myInvitations(ctx, currentMember(request)),
  });

  registerEndpoints(app, visitorEndpoints, {
    open: {
      description:
        'The token travels in the body, never in a URL. Unknown: 404; used, or its meeting over ' +
        'or cancelled: 410.',
      handler: async (request) => openInvitation(ctx, request.body.token),
    },
    register: {
      description:
        'Once per link (410 after). Records consent to the privacy notice of the given version ' +
        'and the choice about reminder e-mails; the ticket is e-mailed with its QR code.',
      handler: async (request) => registerVisitor(ctx, request.body),
    },
  });

  registerEndpoints(app, adminVisitorEndpoints, {
    pipeline: async () => visitorPipeline(ctx),
  });
}
