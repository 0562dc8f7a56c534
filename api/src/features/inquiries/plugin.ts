import { inquiryEndpoints } from '@club/contract/inquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../http/app-error';
import { registerEndpoints } from '../../http/endpoints';
import { registerAdminInquiryRoutes } from './admin-routes';
import { receiveInquiry } from './service';

const HOUR_MS = 60 * 60_000;

/** The three inquiry forms of the site reach the club's inbox, which admins work through. */
export const inquiriesPlugin: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  registerEndpoints(app, inquiryEndpoints, {
    send: {
      description:
        'Kept and e-mailed to `CLUB_INBOX_EMAIL`, with an acknowledgement to the sender. ' +
        'At most `INQUIRIES_PER_IP` an hour from one address (429).',
      config: {
        rateLimit: {
          max: ctx.config.inquiriesPerIp,
          timeWindow: HOUR_MS,
          errorResponseBuilder: (_request, context) =>
            tooManyRequests(
              `Too many messages from your network. Please try again in ${context.after}.`,
              context.ttl / 1000,
            ),
        },
      },
      handler: async (request) => {
        await receiveInquiry(ctx, request.body);
        return { received: true as const };
      },
    },
  });
  registerAdminInquiryRoutes(app, ctx);
};
