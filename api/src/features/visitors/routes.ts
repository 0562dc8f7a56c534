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
import { stopVisitorEmails } from './emails-consent';
import {
  inviteVisitor,
  myInvitations,
  openInvitation,
  registerVisitor,
  withdrawInvitation,
} from './service';

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
    withdraw: {
      description:
        "Only the inviting member's own invitation (404 for any other); 409 once the guest " +
        'registered. The link then tells the guest it was withdrawn. Withdrawing twice answers ' +
        'the same; it does not give back a place in the daily limit.',
      handler: async (request) =>
        withdrawInvitation(ctx, currentMember(request), request.params.id),
    },
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
    withdrawEmailsConsent: {
      description:
        'The token of the link in the reminder and follow-up e-mails (signed, in the body). ' +
        'Idempotent: a second press answers the time of the first. Unknown token: 404.',
      handler: async (request) => stopVisitorEmails(ctx, request.body.token),
    },
  });

  registerEndpoints(app, adminVisitorEndpoints, {
    pipeline: async () => visitorPipeline(ctx),
  });
}
