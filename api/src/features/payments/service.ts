import { createHash } from 'node:crypto';
import type {
  MembershipChooseBody,
  MembershipChooseResponse,
  MembershipRenewResponse,
  MembershipUpgradeBody,
  MembershipUpgradeResponse,
} from '@club/contract/membership';
import type {
  PaymentOrderResponse,
  PaymentVerifyBody,
  PaymentVerifyResponse,
} from '@club/contract/payment';
import { CLUB_NAME } from '@club/contract/copy/club';
import { MESSAGES } from '@club/contract/copy/messages';
import { formatIndianDate, formatMembershipEnd } from '@club/contract/india-time';
import { toPaise } from '@club/contract/format/currency';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { SignedWebhook } from '../../adapters/payments/payments';
import type { AppContext } from '../../app-context';
import { AppError, forbidden, notFound, validationError } from '../../http/app-error';
import {
  effectiveState,
  lifecycleSettings,
  nextTermFrom,
  noticeWindowStart,
  renewalStart,
} from '../../platform/membership-lifecycle/lifecycle';
import { MEMBERSHIP_MESSAGES } from '../../platform/membership-lifecycle/membership-messages';
import { priceNow } from '../../platform/membership-lifecycle/plan-change';
import {
  companyHasActivePlan,
  findMembershipWithParties,
  findPlan,
  firstCompanyIdOf,
  membershipWithAccessOf,
  planCharge,
} from '../../platform/membership-lifecycle/repository';
import {
  applySubscriptionEvent,
  SUBSCRIPTION_STATE_EVENTS,
  type SubscriptionEvent,
} from '../../platform/membership-lifecycle/subscription-events';
import { recordPayment } from './activation';
import { PAYMENT_MESSAGES } from './payment-messages';
import { refundedPaymentOf } from './refunds';
import {
  advanceStatus,
  findMembershipType,
  findOrder,
  findTransactionOfUser,
  insertOrder,
  insertTransaction,
} from './repository';
import { recordWebhookEvent } from '../../platform/payment-orders/webhook-events';
import { recordSubscriptionCharge } from './subscription-charges';
import { purchaseParties } from '../../platform/tax-invoices/purchase-parties';
import { dispatchOrderPayment } from '../../platform/payment-orders/order-payments';

/** The brand colour of the payment window. */
export const CHECKOUT_THEME_COLOR = '#1e2a6e';

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const paymentFailed = (message: string) => new AppError(400, 'PAYMENT_FAILED', message);

/** The company that pays (the user's first) and the plan it names: refused before anything is priced. */
async function payerAndPlan(ctx: AppContext, userId: string, membershipTypeId: number) {
  const companyId = await firstCompanyIdOf(ctx.db, userId);
  if (!companyId) throw forbidden(PAYMENT_MESSAGES.noCompany);
  const plan = await findMembershipType(ctx.db, membershipTypeId);
  if (!plan) throw validationError('membershipTypeId', PAYMENT_MESSAGES.unknownPlan);
  return { companyId, plan };
}

/**
 * Starts a purchase for the signed-in user's first company (the client does
 * not name it). The amount is the plan's price plus its GST, computed here
 * from the plan: never from the client.
 */
export async function chooseMembership(
  ctx: AppContext,
  userId: string,
  body: MembershipChooseBody,
): Promise<MembershipChooseResponse> {
  const { companyId, plan } = await payerAndPlan(ctx, userId, body.membershipTypeId);
  const now = ctx.clock.now();
  const settings = lifecycleSettings(ctx.config);
  const active = await companyHasActivePlan(ctx.db, companyId, plan.id, now, settings);
  if (active) {
    throw conflict(
      PAYMENT_MESSAGES.alreadyActive(plan.name, formatMembershipEnd(active.endsAt ?? now)),
    );
  }
  // A company holds one membership: another plan is an upgrade or a switch at renewal.
  const held = await membershipWithAccessOf(ctx.db, companyId, now, settings);
  if (held) {
    throw conflict(
      PAYMENT_MESSAGES.holdsAnotherPlan(
        held.plan.name,
        formatMembershipEnd(held.membership.endsAt ?? now),
      ),
    );
  }
  const charge = planCharge(plan);
  const transactionId = await insertTransaction(ctx.db, {
    companyId,
    userId,
    membershipTypeId: plan.id,
    ...charge,
    createdAt: now,
  });
  return { transactionId, ...charge };
}

/**
 * Starts paying for a higher plan for the rest of the running term of the
 * company's membership (then paid like any purchase: order, checkout, verify).
 * The price is worked out here, from the plans and the term: the difference
 * of the yearly prices for the whole days left, plus GST. The payment applies
 * the upgrade only if the membership is still on the plan, and ends where, it
 * was now (see the activation).
 */
export async function chooseUpgrade(
  ctx: AppContext,
  userId: string,
  body: MembershipUpgradeBody,
): Promise<MembershipUpgradeResponse> {
  const { companyId, plan } = await payerAndPlan(ctx, userId, body.membershipTypeId);
  const now = ctx.clock.now();
  const settings = lifecycleSettings(ctx.config);
  const held = await membershipWithAccessOf(ctx.db, companyId, now, settings);
  const endsAt = held?.membership.endsAt;
  if (!held || !endsAt) throw conflict(MEMBERSHIP_MESSAGES.noRunningTerm);
  const { membership, plan: current } = held;
  if (current.id === plan.id) throw conflict(MEMBERSHIP_MESSAGES.alreadyOnPlan(plan.name));
  const price = priceNow(membership, current, plan, now, settings);
  if (!price || price.total <= 0) {
    throw conflict(MEMBERSHIP_MESSAGES.notAnUpgrade(plan.name, formatIndianDate(endsAt)));
  }
  const transactionId = await insertTransaction(ctx.db, {
    companyId,
    userId,
    membershipTypeId: plan.id,
    price: price.price,
    gst: price.gst,
    total: price.total,
    kind: 'upgrade',
    renewsMembershipId: membership.id,
    renewsTermEndingAt: endsAt,
    upgradesFromTypeId: current.id,
    createdAt: now,
  });
  return { transactionId, ...price };
}

/**
 * Starts paying for the next term of the company's own membership by hand
 * (then paid like any purchase: order, checkout, verify). Offered in the last
 * days of a term without auto-renewal and while a renewal is due: the next
 * term starts where the current one ends, and the payment renews it only if
 * it still ends there. After the membership has ended or lapsed it is a new
 * purchase of the plan, starting at payment.
 */
export async function renewMembership(
  ctx: AppContext,
  userId: string,
  membershipId: string,
): Promise<MembershipRenewResponse> {
  const found = await findMembershipWithParties(ctx.db, membershipId);
  if (!found) throw notFound(MEMBERSHIP_MESSAGES.notFound);
  if (found.company.ownerUserId !== userId) throw forbidden(MEMBERSHIP_MESSAGES.notYours);
  const { membership } = found;
  // The next term is of the plan chosen for it, if one was.
  const plan = (await findPlan(ctx.db, membership.nextMembershipTypeId)) ?? found.plan;
  const now = ctx.clock.now();
  const settings = lifecycleSettings(ctx.config);
  const state = effectiveState(membership, now, settings);
  const start = renewalStart(membership, now, settings);
  if (!start) {
    if (state === 'terminated') throw conflict(MEMBERSHIP_MESSAGES.cannotRenewTerminated);
    if (state === 'pending') throw conflict(MEMBERSHIP_MESSAGES.cannotRenewPending);
    const endsAt = membership.endsAt ?? now;
    if (state === 'active') {
      throw conflict(MEMBERSHIP_MESSAGES.renewsAutomatically(formatIndianDate(endsAt)));
    }
    const windowStart = noticeWindowStart(endsAt, settings);
    throw conflict(MEMBERSHIP_MESSAGES.renewTooEarly(formatIndianDate(windowStart)));
  }
  const over = state === 'ended' || state === 'lapsed';
  if (over) {
    const active = await companyHasActivePlan(ctx.db, membership.companyId, plan.id, now, settings);
    if (active) {
      throw conflict(
        PAYMENT_MESSAGES.alreadyActive(plan.name, formatMembershipEnd(active.endsAt ?? now)),
      );
    }
  }
  const charge = planCharge(plan);
  const transactionId = await insertTransaction(ctx.db, {
    companyId: membership.companyId,
    userId,
    membershipTypeId: plan.id,
    ...charge,
    ...(over
      ? {}
      : {
          kind: 'renewal',
          renewsMembershipId: membership.id,
          renewsTermEndingAt: membership.endsAt,
        }),
    createdAt: now,
  });
  const term = nextTermFrom(start);
  return {
    transactionId,
    ...charge,
    termStartsAt: term.startsAt.toISOString(),
    termEndsAt: term.endsAt.toISOString(),
  };
}

/** Creates an order with the payment provider for the purchase; every retry gets a new one. */
export async function createPaymentOrder(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
  transactionId: string,
): Promise<PaymentOrderResponse> {
  const transaction = await findTransactionOfUser(ctx.db, transactionId, userId);
  if (!transaction) throw notFound(PAYMENT_MESSAGES.purchaseNotFound);
  if (transaction.status === 'paid') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
  const { payments } = ctx.adapters;
  const amountPaise = toPaise(transaction.total);
  let orderId: string;
  try {
    ({ orderId } = await payments.createOrder({
      amountPaise,
      currency: 'INR',
      receipt: transaction.id,
      notes: { transactionId: transaction.id, companyId: transaction.companyId },
    }));
  } catch (error) {
    log.error({ err: error, transactionId }, 'the payment provider refused an order');
    throw new AppError(503, 'SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
  }
  await insertOrder(ctx.db, {
    orderId,
    transactionId: transaction.id,
    provider: payments.name,
    amountPaise,
    createdAt: ctx.clock.now(),
  });
  await advanceStatus(ctx.db, transaction.id, 'ordered', ['created']);
  const buyer = await purchaseParties(ctx.db, transaction.id);
  return {
    checkout: payments.checkout,
    amount: amountPaise,
    currency: 'INR',
    orderId,
    keyId: payments.keyId,
    checkoutScriptUrl: payments.checkoutScriptUrl,
    businessName: CLUB_NAME,
    description: MESSAGES.payment.description,
    prefill: {
      name: buyer.username,
      email: buyer.email,
      // An account without a mobile number leaves it to the checkout to ask.
      contact: buyer.mobileNumber ? `${buyer.countryCode ?? ''}${buyer.mobileNumber}` : '',
    },
    themeColor: CHECKOUT_THEME_COLOR,
  };
}

/**
 * The checkout's callback: the signature must be the HMAC of our stored order
 * id and the payment id with the key secret. Then the payment is recorded
 * (once, whether this or the webhook comes first). A payment that was not
 * needed answers how it is refunded, so the page can say so.
 */
export async function verifyPayment(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
  body: PaymentVerifyBody,
): Promise<PaymentVerifyResponse> {
  const found = await findOrder(ctx.db, body.razorpay_order_id, userId);
  if (!found) throw paymentFailed(PAYMENT_MESSAGES.verificationFailed);
  const valid = ctx.adapters.payments.paymentSignatureValid(
    found.order.orderId,
    body.razorpay_payment_id,
    body.razorpay_signature,
  );
  if (!valid) {
    log.warn({ orderId: found.order.orderId }, 'payment signature refused');
    throw paymentFailed(PAYMENT_MESSAGES.verificationFailed);
  }
  const recorded = await recordPayment(ctx, log, {
    transaction: found.transaction,
    orderId: found.order.orderId,
    paymentId: body.razorpay_payment_id,
    amountPaise: found.order.amountPaise,
  });
  if (recorded.refund) {
    return { success: true, refunded: await refundedPaymentOf(ctx, ctx.db, recorded.refund) };
  }
  return { success: true, ...(recorded.endsAt ? { endsAt: recorded.endsAt.toISOString() } : {}) };
}

const paymentEntity = z.object({
  id: z.string().min(1).max(100),
  order_id: z.string().min(1).max(100).nullable().optional(),
  amount: z.number().int(),
  currency: z.string(),
  /** Unix seconds. */
  created_at: z.number().int().positive().max(32_503_680_000).optional(),
});

const subscriptionEntity = z.object({ id: z.string().min(1).max(100) });

/** The parts of Razorpay's webhook events this API acts on. */
const webhookEventSchema = z.object({
  event: z.string().max(100),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
      subscription: z.object({ entity: subscriptionEntity }).optional(),
    })
    .optional(),
});

const isSubscriptionStateEvent = (event: string): event is SubscriptionEvent =>
  (SUBSCRIPTION_STATE_EVENTS as readonly string[]).includes(event);

export class WebhookSignatureError extends AppError {
  constructor() {
    super(400, 'BAD_REQUEST', PAYMENT_MESSAGES.webhookSignature);
  }
}

/**
 * A provider webhook: the signature over the exact bytes first, then
 * `payment.captured` and `order.paid` record the payment (once),
 * `payment.failed` marks an unpaid purchase failed, `subscription.charged`
 * renews a membership (once) and the other subscription events move its
 * state. Events are deduplicated on their id; unknown events, orders and
 * subscriptions are acknowledged and ignored.
 */
export async function handleWebhook(
  ctx: AppContext,
  log: FastifyBaseLogger,
  webhook: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined },
): Promise<void> {
  const { rawBody, signature } = webhook;
  if (!signature || !ctx.adapters.payments.webhookSignatureValid(rawBody, signature)) {
    throw new WebhookSignatureError();
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError(400, 'BAD_REQUEST', PAYMENT_MESSAGES.webhookBody);
  }
  const parsed = webhookEventSchema.safeParse(json);
  const payment = parsed.data?.payload?.payment?.entity;
  const event = parsed.data?.event ?? 'unknown';
  const eventId = webhook.eventId ?? `body:${createHash('sha256').update(rawBody).digest('hex')}`;
  const subscription = parsed.data?.payload?.subscription?.entity;
  if (subscription) {
    await handleSubscriptionWebhook(ctx, log, { event, eventId, subscription, payment });
    return;
  }
  const orderId = payment?.order_id ?? parsed.data?.payload?.order?.entity.id;
  if (!payment || !orderId) {
    log.info({ event }, 'webhook event ignored');
    return;
  }
  const found = await findOrder(ctx.db, orderId);
  if (!found) {
    // Orders of other features (event tickets) are theirs to record.
    const handled = await dispatchOrderPayment(ctx, log, {
      event,
      eventId,
      orderId,
      paymentId: payment.id,
      amountPaise: payment.amount,
      currency: payment.currency,
    });
    if (!handled) log.warn({ event, orderId }, 'webhook for an unknown order ignored');
    return;
  }
  if (event === 'payment.captured' || event === 'order.paid') {
    if (payment.amount !== found.order.amountPaise || payment.currency !== 'INR') {
      log.error({ orderId, amount: payment.amount }, 'captured amount differs from the order');
      return;
    }
    await recordPayment(ctx, log, {
      transaction: found.transaction,
      orderId,
      paymentId: payment.id,
      amountPaise: payment.amount,
      webhookEvent: { id: eventId, event },
    });
  } else if (event === 'payment.failed') {
    await advanceStatus(ctx.db, found.transaction.id, 'failed', ['created', 'ordered']);
  }
}

/** The subscription events: a renewal charge, or a change of the subscription's state. */
async function handleSubscriptionWebhook(
  ctx: AppContext,
  log: FastifyBaseLogger,
  webhook: {
    event: string;
    eventId: string;
    subscription: { id: string };
    payment: z.infer<typeof paymentEntity> | undefined;
  },
): Promise<void> {
  const { event, eventId, subscription, payment } = webhook;
  if (event === 'subscription.charged' && payment) {
    await recordSubscriptionCharge(ctx, log, {
      subscriptionId: subscription.id,
      payment,
      chargedAt: payment.created_at ? new Date(payment.created_at * 1000) : null,
      webhookEvent: { id: eventId, event },
    });
    return;
  }
  if (!isSubscriptionStateEvent(event)) {
    log.info({ event }, 'webhook event ignored');
    return;
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, eventId, event, now))) return;
    await applySubscriptionEvent(ctx, tx, log, { event, subscriptionId: subscription.id });
  });
}

export type { SignedWebhook };
