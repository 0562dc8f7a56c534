import { PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';
import { randomUUID } from 'node:crypto';
import { MEMBERSHIP_AGREEMENT_VERSION, type RegistrationBody } from '@club/contract/registration';
import { endpointUrl } from '@club/contract/endpoint';
import { paymentWebhookEndpoints, purchaseEndpoints } from '@club/contract/payment';
import { testCheckoutEndpoints } from '@club/contract/dev-tools';
import { expect } from 'vitest';
import { hmacHex } from '../../src/adapters/payments/payments';
import { localPaymentSecrets } from '../../src/dev/payments/local-payments';
import type { ZodApp } from '../../src/http/zod-app';
import { createCompany, createUser } from './fixtures';
import { signIn } from './sign-in';
import type { TestApp } from './test-app';

/** Membership type ids seeded by migration 0001. */
export const PLAN_IDS = { Promoters: 1, Producers: 2, Providers: 3 } as const;
/** State ids seeded by migration 0001. */
export const STATE_IDS = { Gujarat: 11, Karnataka: 16, Maharashtra: 21 } as const;

/** A complete, valid registration of a Vadodara producer; `overrides` replace whole parts. */
export function registrationBody(
  overrides: Partial<Omit<RegistrationBody, 'user' | 'company'>> & {
    user?: Partial<RegistrationBody['user']>;
    company?: Partial<RegistrationBody['company']>;
  } = {},
): RegistrationBody {
  const { user, company, ...rest } = overrides;
  return {
    email: 'kavya@mahisagarfoods.example',
    agreementVersion: MEMBERSHIP_AGREEMENT_VERSION,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    ...rest,
    user: { username: 'Kavya Shah', countryCode: '+91', mobileNumber: '9825012345', ...user },
    company: {
      companyName: 'Mahisagar Foods LLP',
      companyEmail: 'accounts@mahisagarfoods.example',
      companyMobile: '9825054321',
      categoryId: 1,
      subcategoryId: 1,
      billingName: 'Mahisagar Foods LLP',
      billingAddress: '14 Sayajigunj, Vadodara 390005',
      stateId: STATE_IDS.Gujarat,
      country: 'India',
      gstNumber: '',
      ...company,
    },
  };
}

export const auth = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** A signed-in user with one company (in `stateId`) and no membership. */
export async function buyer(
  test: TestApp,
  options: { email?: string; stateId?: number; gstNumber?: string | null } = {},
) {
  const email = options.email ?? `buyer-${randomUUID().slice(0, 8)}@example.in`;
  const userId = await createUser(test.db, { email, username: 'Rohan Desai' });
  const companyId = await createCompany(test.db, userId, {
    stateId: options.stateId ?? STATE_IDS.Gujarat,
    gstNumber: options.gstNumber === undefined ? null : options.gstNumber,
  });
  const { accessToken } = await signIn(test.app, email);
  return { email, userId, companyId, accessToken };
}

/** POST /membership/choose: a plan for the caller's first company. */
export function choose(app: ZodApp, accessToken: string, membershipTypeId: number) {
  return app.inject({
    method: 'POST',
    url: endpointUrl(purchaseEndpoints.choose),
    headers: auth(accessToken),
    payload: { membershipTypeId },
  });
}

export function order(app: ZodApp, accessToken: string, transactionId: string) {
  return app.inject({
    method: 'POST',
    url: endpointUrl(purchaseEndpoints.order),
    headers: auth(accessToken),
    payload: { transactionId },
  });
}

/** The test checkout's Pay or Fail payment: like Razorpay's window, it sends no session. */
export function testCheckout(app: ZodApp, orderId: string, outcome: 'pay' | 'fail' = 'pay') {
  return app.inject({
    method: 'POST',
    url: endpointUrl(testCheckoutEndpoints.capture),
    payload: { orderId, outcome },
  });
}

export interface CheckoutFields {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export function verify(app: ZodApp, accessToken: string, fields: CheckoutFields) {
  return app.inject({
    method: 'POST',
    url: endpointUrl(purchaseEndpoints.verify),
    headers: auth(accessToken),
    payload: fields,
  });
}

/**
 * Orders a chosen purchase and pays in the test checkout, without telling the
 * API (no verify); returns what the checkout hands the page.
 */
export async function payInCheckout(app: ZodApp, accessToken: string, transactionId: string) {
  const ordered = await order(app, accessToken, transactionId);
  expect(ordered.statusCode).toBe(200);
  const { orderId, amount } = ordered.json<{ orderId: string; amount: number }>();
  const paid = await testCheckout(app, orderId);
  expect(paid.statusCode).toBe(200);
  const { status, ...fields } = paid.json<CheckoutFields & { status: string }>();
  expect(status).toBe('paid');
  return { transactionId, orderId, amount, fields };
}

/** Chooses the plan, orders it and pays in the test checkout; returns what the checkout hands the page. */
export async function paidCheckout(app: ZodApp, accessToken: string, membershipTypeId: number) {
  const chosen = await choose(app, accessToken, membershipTypeId);
  expect(chosen.statusCode).toBe(200);
  return payInCheckout(app, accessToken, chosen.json<{ transactionId: string }>().transactionId);
}

/** The webhook secret of the local test provider in a test app. */
export function webhookSecret(app: ZodApp): string {
  return localPaymentSecrets(app.ctx.config.jwtSecret).webhookSecret;
}

/** A Razorpay-shaped event for a payment of an order. */
export function paymentEvent(
  event: 'payment.captured' | 'order.paid' | 'payment.failed',
  payment: { id: string; orderId: string; amount: number },
): string {
  return JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.id,
          entity: 'payment',
          amount: payment.amount,
          currency: 'INR',
          status: event === 'payment.failed' ? 'failed' : 'captured',
          order_id: payment.orderId,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

/** Posts a webhook body signed with `secret` (the test provider's, unless a test forges one). */
export function postWebhook(
  app: ZodApp,
  body: string,
  options: { eventId?: string; secret?: string; signature?: string } = {},
) {
  const signature = options.signature ?? hmacHex(options.secret ?? webhookSecret(app), body);
  return app.inject({
    method: 'POST',
    url: endpointUrl(paymentWebhookEndpoints.webhook),
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id':
        options.eventId ?? `evt_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
    },
    payload: body,
  });
}

/** A Razorpay-shaped subscription event; `payment` for `subscription.charged`. */
export function subscriptionEvent(
  event: 'subscription.charged' | 'subscription.halted' | 'subscription.cancelled',
  subscription: { id: string; membershipId: string },
  payment?: { id: string; amount: number },
): string {
  return JSON.stringify({
    entity: 'event',
    event,
    contains: payment ? ['subscription', 'payment'] : ['subscription'],
    payload: {
      subscription: {
        entity: {
          id: subscription.id,
          entity: 'subscription',
          status: event === 'subscription.charged' ? 'active' : event.split('.')[1],
          notes: { membershipId: subscription.membershipId },
        },
      },
      ...(payment
        ? {
            payment: {
              entity: {
                id: payment.id,
                entity: 'payment',
                amount: payment.amount,
                currency: 'INR',
                status: 'captured',
              },
            },
          }
        : {}),
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}
