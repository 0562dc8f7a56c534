import {
  NEWSLETTER_MESSAGES,
  newsletterMessageResponseSchema,
  newsletterSubscribeBodySchema,
  newsletterTokenBodySchema,
} from '@club/shared/contract/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../http/app-error';
import { errorResponses } from '../../http/zod-app';
import { confirm, subscribe, unsubscribe } from './service';

const HOUR_MS = 60 * 60_000;
const tags = ['Newsletter'];

/** India Insights by e-mail: sign up from the Stay Updated box, confirm by link, leave by link. */
export const newsletterPlugin: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/newsletter/subscriptions',
    {
      schema: {
        tags,
        summary: 'Ask for India Insights by e-mail (double opt-in)',
        description:
          'Mails a confirmation link to a new address (or a reminder to one already subscribed), ' +
          'at most one mail per address every 10 minutes. The answer is the same for every ' +
          'address. At most `NEWSLETTER_SIGNUPS_PER_IP` an hour from one network (429).',
        body: newsletterSubscribeBodySchema,
        response: { 202: newsletterMessageResponseSchema, ...errorResponses(400, 415, 429) },
      },
      config: {
        access: 'public',
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
    },
    async (request, reply) => {
      if (await subscribe(ctx, request.body)) app.outboxWorker.wake();
      return reply.code(202).send({ message: NEWSLETTER_MESSAGES.checkInbox });
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Confirm a subscription with the token of the e-mailed link',
        body: newsletterTokenBodySchema,
        response: { 200: newsletterMessageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      if (await confirm(ctx, request.body.token)) app.outboxWorker.wake();
      return { message: NEWSLETTER_MESSAGES.confirmed };
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Stop India Insights e-mails, with the token of a mail’s unsubscribe link',
        body: newsletterTokenBodySchema,
        response: { 200: newsletterMessageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await unsubscribe(ctx, request.body.token);
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    },
  );
};
