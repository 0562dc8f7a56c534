import { endpointUrl } from '@club/shared/contract/endpoint';
import {
  paymentWebhookEndpoints,
  purchaseEndpoints,
  testCheckoutEndpoints,
} from '@club/shared/contract/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SignedWebhook } from '../../adapters/payments/payments';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentUser } from '../auth/authenticate';
import {
  chooseMembership,
  completeTestCheckout,
  createPaymentOrder,
  handleWebhook,
  renewMembership,
  verifyPayment,
} from './service';

/** How long after 'Pay' the test provider's webhook arrives, as Razorpay's does a moment later. */
export const TEST_WEBHOOK_DELAY_MS = 1500;

export function registerPurchaseRoutes(app: ZodApp, ctx: AppContext): void {
  registerEndpoints(app, purchaseEndpoints, {
    choose: {
      description:
        'The amount is the plan price plus 18% GST, computed by the server. 403 for a user ' +
        'without a company; 409 when the company already has the plan active.',
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
/**
 * The local test provider's checkout (PAYMENTS=test only): 'Pay' answers with
 * the three signed fields and, a moment later, the provider posts its signed
 * webhook to this API, as Razorpay would.
 */
export function registerTestCheckoutRoutes(app: ZodApp, ctx: AppContext): void {
  const pending = new Set<NodeJS.Timeout>();
  const deliver = (webhook: SignedWebhook) => {
    const timer = setTimeout(() => {
      pending.delete(timer);
      void app
        .inject({
          method: 'POST',
          url: endpointUrl(paymentWebhookEndpoints.webhook),
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': webhook.signature,
            'x-razorpay-event-id': webhook.eventId,
          },
          payload: webhook.body,
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'test webhook not delivered'));
    }, TEST_WEBHOOK_DELAY_MS);
    pending.add(timer);
  };
  app.addHook('onClose', async () => {
    for (const timer of pending) clearTimeout(timer);
    pending.clear();
  });

  registerEndpoints(app, testCheckoutEndpoints, {
    capture: async (request) => {
      const { webhook, ...outcome } = await completeTestCheckout(
        ctx,
        currentUser(request).id,
        request.body,
      );
      deliver(webhook);
      return outcome;
    },
  });
}
