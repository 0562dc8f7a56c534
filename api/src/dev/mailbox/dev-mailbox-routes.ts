import { devMailboxEndpoints, type DevOutboxMessage } from '@club/contract/dev-outbox';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { membershipLabels } from '../../platform/membership-lifecycle/repository';
import { renderDevMailbox, type TestSubscriptionRow } from './dev-mailbox-page';
import { listDevMailbox } from './dev-mailbox-repository';

/**
 * Recipients as stored: lower-case e-mail, or +<country><number>. A bare "+" in
 * a query string arrives as a space, so "?to=+919876543210" works unencoded too.
 */
function normaliseRecipient(to: string | undefined): string | undefined {
  if (!to) return undefined;
  const trimmed = to.trim().toLowerCase();
  return /^\d{11,15}$/.test(trimmed) ? `+${trimmed}` : trimmed;
}

async function recentMessages(ctx: AppContext, to: string | undefined, limit: number) {
  const rows = await listDevMailbox(ctx.db, normaliseRecipient(to), limit);
  return rows.map((row): DevOutboxMessage => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The local test provider's subscriptions with the company and plan each renews. */
async function testSubscriptionRows(ctx: AppContext): Promise<TestSubscriptionRow[] | null> {
  const provider = ctx.adapters.payments.testSubscriptions;
  if (!provider) return null;
  const subscriptions = await provider.list();
  const labels = await membershipLabels(
    ctx.db,
    subscriptions.map((subscription) => subscription.membershipId),
  );
  return subscriptions.map((subscription) => ({
    ...subscription,
    label: labels.get(subscription.membershipId) ?? subscription.membershipId,
  }));
}

/** The development mailbox: only with DEV_MAILBOX=1, and only for clients on this machine. */
export function registerDevMailboxRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, devMailboxEndpoints, {
    messages: async (request) => recentMessages(ctx, request.query.to, request.query.limit),
    page: {
      produces: ['text/html'],
      handler: async (request, reply) => {
        const messages = await recentMessages(ctx, request.query.to, request.query.limit);
        reply
          // The API's policy allows nothing; this page has its own inline styles and posts forms.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
          )
          // Its forms post to this machine's tools, which want to see where a browser's request
          // comes from: under the API's no-referrer policy the browser would send `Origin: null`.
          .header('referrer-policy', 'same-origin')
          .type('text/html; charset=utf-8');
        return renderDevMailbox(messages, request.query.to, {
          clock: ctx.clock.now(),
          testSubscriptions: await testSubscriptionRows(ctx),
        });
      },
    },
  });
}
