import { endpointUrl } from '@club/contract/endpoint';
import { paymentWebhookEndpoints } from '@club/contract/payment';
import { testCheckoutEndpoints, type TestCheckoutCaptureBody } from '@club/contract/dev-tools';
import type { SignedWebhook, TestCheckoutOutcome } from '../../adapters/payments/payments';
import type { AppContext } from '../../app-context';
import { PAYMENT_MESSAGES } from '../../features/payments/payment-messages';
import { findOrderByProviderId } from '../../features/event-tickets/repository';
import { findOrder } from '../../features/payments/repository';
import { AppError, notFound } from '../../http/app-error';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { testCheckoutScript } from './test-checkout-script';

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** How long after 'Pay' the test provider's webhook arrives, as Razorpay's does a moment later. */
export const TEST_WEBHOOK_DELAY_MS = 1500;

/**
 * 'Pay' or 'Fail payment' in the local test checkout. As at Razorpay, the order
 * id is what the checkout window holds, not the site's session: the buyer is
 * checked afterwards, when the site verifies the signed result.
 */
export async function completeTestCheckout(
  ctx: AppContext,
  body: TestCheckoutCaptureBody,
): Promise<TestCheckoutOutcome> {
  const checkout = ctx.adapters.payments.testCheckout;
  // A membership purchase's order or an event ticket's.
  const found =
    (await findOrder(ctx.db, body.orderId)) ?? (await findOrderByProviderId(ctx.db, body.orderId));
  if (!checkout || !found) throw notFound(PAYMENT_MESSAGES.orderNotFound);
  const outcome = await checkout.complete(body.orderId, body.outcome);
  if (!outcome) throw conflict(PAYMENT_MESSAGES.testOrderClosed);
  return outcome;
}

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

  const script = testCheckoutScript(`${ctx.config.publicUrl}${testCheckoutEndpoints.capture.path}`);
  registerEndpoints(app, testCheckoutEndpoints, {
    script: {
      produces: ['text/javascript'],
      // Built per start from the API's public address: never kept.
      cache: 'no-store',
      handler: async (_request, reply) =>
        reply
          // Loaded by the site's pages, from the API's origin, as Razorpay's script is from Razorpay's.
          .header('cross-origin-resource-policy', 'cross-origin')
          .type('text/javascript; charset=utf-8')
          .send(script),
    },
    capture: async (request) => {
      const { webhook, ...outcome } = await completeTestCheckout(ctx, request.body);
      deliver(webhook);
      return outcome;
    },
  });
}
