import { paymentWebhookEndpoints, purchaseEndpoints } from '@club/contract/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentUser } from '../../platform/identity/authenticate';
import {
  chooseMembership,
  chooseUpgrade,
  createPaymentOrder,
  handleWebhook,
  renewMembership,
  verifyPayment,
} from './service';

export function registerPurchaseRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, purchaseEndpoints, {
    choose: {
      description:
        'The amount is the plan price plus 18% GST, computed by the server. 403 for a user ' +
        'without a company; 409 when the company already has a membership with access (another ' +
        'plan is an upgrade or a switch at renewal).',
      handler: async (request) => chooseMembership(ctx, currentUser(request).id, request.body),
    },
    renew: {
      description:
        'Offered in the last days of a term without auto-renewal, while a renewal is due, and ' +
        'after the membership ended or lapsed. The next term starts where the current one ends ' +
        '(after the end: at payment); pay it with the order, checkout and verify routes. 403 ' +
        'for a membership of another company; 409 when a renewal by hand is not offered.',
      handler: async (request) =>
        renewMembership(ctx, currentUser(request).id, request.body.membershipId),
    },
    upgrade: {
      description:
        'The price is worked out by the server: (new yearly price − current yearly price) × ' +
        'whole days left in the term ÷ days of the term, rounded to whole rupees, plus 18% GST ' +
        'on that. The term keeps its end. Pay it with the order, checkout and verify routes; it ' +
        'applies once. 403 for a user without a company; 409 without a running term, for the ' +
        'current plan, or for a plan that is not higher (or on the last day of the term).',
      handler: async (request) => chooseUpgrade(ctx, currentUser(request).id, request.body),
    },
    order: async (request) =>
      createPaymentOrder(ctx, request.log, currentUser(request).id, request.body.transactionId),
    verify: {
      description:
        'The signature must be HMAC-SHA256 of `<order id>|<payment id>` with the key secret. ' +
        'Activation, invoice and receipt happen once, whether this call or the webhook comes first.',
      handler: async (request) =>
        verifyPayment(ctx, request.log, currentUser(request).id, request.body),
    },
  });
}

/**
 * The provider's webhook, in a scope of its own that reads JSON bodies as raw
 * bytes: the signature is computed over exactly what was sent.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (scope) => {
  const ctx = scope.ctx;
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  registerEndpoints(scope, paymentWebhookEndpoints, {
    webhook: {
      description:
        'Checks `X-Razorpay-Signature` (HMAC-SHA256 of the raw body with the webhook secret); ' +
        'deduplicates on `X-Razorpay-Event-Id`.',
      handler: async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await handleWebhook(ctx, request.log, {
          rawBody,
          signature: header('x-razorpay-signature'),
          eventId: header('x-razorpay-event-id'),
        });
        return { ok: true as const };
      },
    },
  });
};
