import { okResponseSchema } from '@club/shared/contract/common';
import {
  MEMBERSHIP_RENEW_PATH,
  membershipActionBodySchema,
  membershipChooseBodySchema,
  membershipChooseResponseSchema,
  membershipRenewResponseSchema,
} from '@club/shared/contract/membership';
import {
  PAYMENT_ORDER_PATH,
  PAYMENT_VERIFY_PATH,
  PAYMENT_WEBHOOK_PATH,
  paymentOrderBodySchema,
  paymentOrderResponseSchema,
  paymentVerifyBodySchema,
  paymentVerifyResponseSchema,
  TEST_CHECKOUT_CAPTURE_PATH,
  testCheckoutCaptureBodySchema,
  testCheckoutCaptureResponseSchema,
} from '@club/shared/contract/payment';
import type { FastifyPluginAsync } from 'fastify';
import type { SignedWebhook } from '../../adapters/payments/payments';
import type { AppContext } from '../../app-context';
import { errorResponses, type ZodApp } from '../../http/zod-app';
import { currentUser } from '../../platform/auth/authenticate';
import {
  chooseMembership,
  completeTestCheckout,
  createPaymentOrder,
  handleWebhook,
  renewMembership,
  verifyPayment,
} from './service';

const tags = ['Payments'];
const bearer = [{ bearer: [] }];

/** How long after 'Pay' the test provider's webhook arrives, as Razorpay's does a moment later. */
export const TEST_WEBHOOK_DELAY_MS = 1500;

export function registerPurchaseRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/membership/choose',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Start buying a plan for one of the signed-in user's companies",
        description:
          'The amount is the plan price plus 18% GST, computed by the server. 403 for a ' +
          'company of someone else; 409 when the company already has the plan active.',
        security: bearer,
        body: membershipChooseBodySchema,
        response: { 200: membershipChooseResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => chooseMembership(ctx, currentUser(request).id, request.body),
  );

  app.post(
    MEMBERSHIP_RENEW_PATH,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Start paying for the next term of the company's own membership by hand",
        description:
          'Offered in the last days of a term without auto-renewal, while a renewal is due, and ' +
          'after the membership ended or lapsed. The next term starts where the current one ends ' +
          '(after the end: at payment); pay it with the order, checkout and verify routes. 403 ' +
          'for a membership of another company; 409 when a renewal by hand is not offered.',
        security: bearer,
        body: membershipActionBodySchema,
        response: {
          200: membershipRenewResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => renewMembership(ctx, currentUser(request).id, request.body.membershipId),
  );

  app.post(
    PAYMENT_ORDER_PATH,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Create a payment order for a purchase (amount in paise, GST included)',
        security: bearer,
        body: paymentOrderBodySchema,
        response: { 200: paymentOrderResponseSchema, ...errorResponses(400, 401, 404, 409, 503) },
      },
    },
    async (request) =>
      createPaymentOrder(ctx, request.log, currentUser(request).id, request.body.transactionId),
  );

  app.post(
    PAYMENT_VERIFY_PATH,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Check the checkout's signed callback and activate the membership",
        description:
          'The signature must be HMAC-SHA256 of `<order id>|<payment id>` with the key secret. ' +
          'Activation, invoice and receipt happen once, whether this call or the webhook comes first.',
        security: bearer,
        body: paymentVerifyBodySchema,
        response: { 200: paymentVerifyResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => verifyPayment(ctx, request.log, currentUser(request).id, request.body),
  );
}

/**
 * The provider's webhook, in a scope of its own that reads JSON bodies as raw
 * bytes: the signature is computed over exactly what was sent.
 */
export const webhookRoutes: FastifyPluginAsync = async (scope) => {
  const ctx = scope.ctx;
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  scope.post(
    PAYMENT_WEBHOOK_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Razorpay webhook: payment.captured, order.paid, payment.failed and the subscription events',
        description:
          'Checks `X-Razorpay-Signature` (HMAC-SHA256 of the raw body with the webhook secret); ' +
          'deduplicates on `X-Razorpay-Event-Id`.',
        response: { 200: okResponseSchema, ...errorResponses(400, 415) },
      },
    },
    async (request) => {
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
  );
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
          url: PAYMENT_WEBHOOK_PATH,
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

  app.post(
    TEST_CHECKOUT_CAPTURE_PATH,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The test checkout's Pay / Fail payment (local test provider only)",
        security: bearer,
        body: testCheckoutCaptureBodySchema,
        response: { 200: testCheckoutCaptureResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { webhook, ...outcome } = await completeTestCheckout(
        ctx,
        currentUser(request).id,
        request.body,
      );
      deliver(webhook);
      return outcome;
    },
  );
}
