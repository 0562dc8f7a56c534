import {
  adminNewsletterEndpoints,
  NEWSLETTER_MESSAGES,
  newsletterEndpoints,
} from '@club/contract/newsletter';
import type { AppContext } from '../../app-context';
import { tooManyRequests } from '../../http/app-error';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentUser } from '../../platform/identity/authenticate';
import { countByStatus } from './repository';
import { confirm, exportConfirmedSubscribers, subscribe, unsubscribe } from './service';

const HOUR_MS = 60 * 60_000;

/**
 * India Insights by e-mail: sign up from the Stay Updated box, confirm by link, leave by link;
 * admins see the counts and export the confirmed addresses.
 */
export function registerNewsletterRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, newsletterEndpoints, {
    subscribe: {
      description:
        'Mails a confirmation link to a new address (or a reminder to one already subscribed), ' +
        'at most one mail per address every 10 minutes. The answer is the same for every ' +
        'address. At most `NEWSLETTER_SIGNUPS_PER_IP` an hour from one network (429).',
      config: {
        rateLimit: {
          max: ctx.config.newsletterSignupsPerIp,
          timeWindow: HOUR_MS,
          errorResponseBuilder: (_request, context) =>
            tooManyRequests(
              `Too many sign-ups from your network. Please try again in ${context.after}.`,
              context.ttl / 1000,
            ),
        },
      },
      handler: async (request, reply) => {
        await subscribe(ctx, request.body);
        return reply.code(202).send({ message: NEWSLETTER_MESSAGES.checkInbox });
      },
    },
    confirm: async (request) => {
      await confirm(ctx, request.body.token);
      return { message: NEWSLETTER_MESSAGES.confirmed };
    },
    unsubscribe: async (request) => {
      await unsubscribe(ctx, request.body.token);
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    },
  });

  registerEndpoints(app, adminNewsletterEndpoints, {
    summary: async () => countByStatus(ctx.db),
    export: {
      description:
        'A CSV attachment (`email,confirmed_at`, in the order they confirmed). Every export is ' +
        'recorded in the audit trail.',
      produces: ['text/csv'],
      cache: 'private, no-store',
      handler: async (request, reply) => {
        const { fileName, csv } = await exportConfirmedSubscribers(ctx, currentUser(request).id);
        return reply
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .type('text/csv; charset=utf-8')
          .send(csv);
      },
    },
  });
}
