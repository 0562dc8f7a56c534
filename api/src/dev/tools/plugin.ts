import { DAY_MS } from '@club/contract/india-time';
import { devMailboxEndpoints } from '@club/contract/dev-outbox';
import { devClockEndpoints, testSubscriptionEndpoints } from '@club/contract/dev-tools';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/app-error';
import { registerEndpoints } from '../../http/endpoints';

/**
 * Development tools besides the mailbox, on this machine only:
 *
 * - `/dev/clock` (DEV_CLOCK=1): moves the API's clock forward, then runs the
 *   payment reconciliation, the membership jobs and the outbox at once, so a
 *   test sees a year's renewals, reminders and expiry in a moment.
 * - `/dev/test-subscriptions/{id}/next-charge` (DEV_MAILBOX=1 with the local
 *   test provider): whether a subscription's next renewal charge succeeds or
 *   fails; the development mailbox page posts it as a form.
 *
 * The configuration refuses both flags in production and off loopback.
 */
export const devToolsPlugin: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const devClock = ctx.devClock;
  const testSubscriptions = ctx.config.devMailbox ? ctx.adapters.payments.testSubscriptions : null;
  if (!devClock && !testSubscriptions) return;
  // The mailbox page's forms post url-encoded fields.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  if (devClock) {
    registerEndpoints(app, devClockEndpoints, {
      now: async () => ({ now: ctx.clock.now().toISOString() }),
      moveForward: {
        description: '`days` and `hours` forward, or `to` a later time; never back (400).',
        handler: async (request) => {
          const { days = 0, hours = 0, to } = request.body;
          const now = ctx.clock.now().getTime();
          const target = to ? new Date(to).getTime() : now + days * DAY_MS + hours * 3_600_000;
          if (target < now) {
            throw new AppError(400, 'BAD_REQUEST', 'The clock only moves forward.');
          }
          devClock.advance(target - now);
          // A call joins a run already under way, which may have read the clock before it moved:
          // the second call is a run of its own, after the move.
          for (const job of [
            app.paymentJobs,
            app.membershipJobs,
            app.retention,
            app.leadExpiryReminders,
            app.eventReminders,
            app.visitorJobs,
            app.outboxWorker,
          ]) {
            await job.runOnce();
            await job.runOnce();
          }
          return { now: ctx.clock.now().toISOString() };
        },
      },
    });
  }

  if (testSubscriptions) {
    registerEndpoints(app, testSubscriptionEndpoints, {
      nextCharge: {
        description:
          'JSON answers `{ ok: true }`; the mailbox page posts a form and is sent back to it (303).',
        handler: async (request, reply) => {
          const found = await testSubscriptions.setNextOutcome(
            request.params.id,
            request.body.outcome,
          );
          if (!found) throw notFound('There is no such test subscription.');
          if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
            return reply.redirect(devMailboxEndpoints.page.path, 303);
          }
          return { ok: true as const };
        },
      },
    });
  }
};
