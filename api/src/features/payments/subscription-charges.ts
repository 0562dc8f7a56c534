import { DAY_MS } from '@club/contract/india-time';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { effectiveState, lifecycleSettings } from '../../platform/membership-lifecycle/lifecycle';
import {
  findMembershipWithParties,
  findSubscription,
  lockMembership,
  moveSubscription,
} from '../../platform/membership-lifecycle/repository';
import { renewTerm } from '../../platform/membership-lifecycle/transitions';
import { invoiceAndReceipt } from './activation';
import { refundNow } from './refunds';
import { insertPaidCharge, lockCompany, recordRefundDue, setMembership } from './repository';
import { recordWebhookEvent } from '../../platform/payment-orders/webhook-events';

/**
 * How early before the end of a term a subscription's charge may come and
 * still pay for the next term (the provider charges around the date).
 */
const EARLY_CHARGE_MS = 2 * DAY_MS;

/** A total with GST included, split back into the price and its GST (whole rupees). */
export function chargeOfTotal(total: number, gstPercent: number) {
  const price = Math.round((total * 100) / (100 + gstPercent));
  return { price, gst: total - price, total };
}

export interface SubscriptionCharge {
  subscriptionId: string;
  payment: { id: string; amount: number; currency: string };
  /**
   * When the provider charged (the payment's `created_at`): a charge made
   * within the term or its grace period renews even if its webhook comes
   * later (providers retry webhooks for hours).
   */
  chargedAt: Date | null;
  webhookEvent: { id: string; event: string };
}

/**
 * `subscription.charged`: the provider charged the yearly plan. In one
 * transaction, with the event id recorded (a redelivery is ignored), the
 * company's row lock taken (payments for one company take turns) and the
 * payment id unique (a second event about the same charge is ignored): the
 * membership's next term follows the current one, and the charge gets its
 * paid purchase, GST invoice and receipt. A charge that does not belong to a
 * due term (the membership was renewed by hand meanwhile, has lapsed or been
 * terminated, or no longer uses the subscription) is recorded without a term
 * or invoice and refunded. A charge of an unknown subscription, or of another
 * amount than the subscription's, is only logged: a person checks those.
 */
export async function recordSubscriptionCharge(
  ctx: AppContext,
  log: FastifyBaseLogger,
  charge: SubscriptionCharge,
): Promise<void> {
  const now = ctx.clock.now();
  const chargedAt =
    charge.chargedAt && charge.chargedAt.getTime() < now.getTime() ? charge.chargedAt : now;
  const context = { subscriptionId: charge.subscriptionId, paymentId: charge.payment.id };
  const outcome = await ctx.db.transaction(async (tx) => {
    const fresh = await recordWebhookEvent(
      tx,
      charge.webhookEvent.id,
      charge.webhookEvent.event,
      now,
    );
    if (!fresh) return 'seen';
    const subscription = await findSubscription(tx, charge.subscriptionId);
    if (!subscription) {
      log.warn(context, 'a charge of a subscription we do not know arrived; not refunded');
      return 'seen';
    }
    const subject = await findMembershipWithParties(tx, subscription.membershipId);
    if (!subject) return 'seen';
    await lockCompany(tx, subject.company.id);
    const membership = await lockMembership(tx, subscription.membershipId);
    if (!membership) return 'seen';
    // The subscription charges what the plan cost when it was made (fees change with notice).
    if (charge.payment.amount !== subscription.amountPaise || charge.payment.currency !== 'INR') {
      log.error(
        { ...context, amount: charge.payment.amount },
        'charge differs from the subscription',
      );
      return 'seen';
    }
    const price = chargeOfTotal(subscription.amountPaise / 100, subject.plan.gstPercent);
    const state = effectiveState(membership, chargedAt, lifecycleSettings(ctx.config));
    const due =
      subscription.status !== 'cancelled' &&
      membership.endsAt !== null &&
      membership.endsAt.getTime() - chargedAt.getTime() <= EARLY_CHARGE_MS &&
      (state === 'active' || state === 'renewal_due') &&
      (membership.status === 'active' || membership.status === 'renewal_due');
    const transaction = await insertPaidCharge(tx, {
      companyId: membership.companyId,
      userId: subject.company.ownerUserId,
      // The renewal switches to a plan chosen for the next term.
      membershipTypeId: membership.nextMembershipTypeId ?? membership.membershipTypeId,
      kind: 'subscription',
      renewsMembershipId: membership.id,
      renewsTermEndingAt: membership.endsAt,
      ...price,
      paymentId: charge.payment.id,
      paidAt: chargedAt,
      createdAt: now,
    });
    if (!transaction) return 'seen';
    if (!due) {
      log.warn(
        { ...context, state, subscription: subscription.status },
        'a charge arrived for a term that is not due; refunding it',
      );
      await recordRefundDue(tx, {
        paymentId: charge.payment.id,
        transactionId: transaction.id,
        amountPaise: charge.payment.amount,
        reason: 'charge-not-due',
        now,
      });
      return 'refund';
    }
    const renewed = await renewTerm(tx, membership, now, 'subscription');
    if (!renewed?.startsAt || !renewed.endsAt) throw new Error('The renewal did not apply');
    // A halted subscription that charged after all is in good standing again.
    await moveSubscription(tx, subscription.id, ['halted'], { status: 'active' });
    await setMembership(tx, transaction.id, membership.id);
    await invoiceAndReceipt(ctx, tx, {
      transaction,
      paymentId: charge.payment.id,
      now: chargedAt,
      term: {
        membershipId: membership.id,
        startsAt: renewed.startsAt,
        endsAt: renewed.endsAt,
        renewal: true,
        autoRenews: true,
      },
    });
    log.info(context, 'membership renewed by its subscription');
    return 'renewed';
  });
  if (outcome === 'refund') {
    await refundNow(ctx, log, charge.payment.id).catch((error: unknown) =>
      log.error(
        { err: error, ...context },
        'refund not started; the reconciliation job retries it',
      ),
    );
  }
}
