import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { DAY_MS, effectiveState, lifecycleSettings } from '../membership/lifecycle';
import {
  findMembershipWithParties,
  findSubscription,
  lockMembership,
  moveSubscription,
} from '../membership/repository';
import { renewTerm } from '../membership/transitions';
import { invoiceAndReceipt } from './activation';
import { insertPaidCharge, recordWebhookEvent, setMembership } from './repository';

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
 * transaction, with the event id recorded (a redelivery is ignored) and the
 * payment id unique (a second event about the same charge is ignored): the
 * membership's next term follows the current one, and the charge gets its
 * paid purchase, GST invoice and receipt. A charge that does not belong to a
 * due term (the membership was renewed by hand meanwhile, or has lapsed or
 * been terminated) changes nothing and is logged to be refunded.
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
  await ctx.db.transaction(async (tx) => {
    const fresh = await recordWebhookEvent(
      tx,
      charge.webhookEvent.id,
      charge.webhookEvent.event,
      now,
    );
    if (!fresh) return;
    const subscription = await findSubscription(tx, charge.subscriptionId);
    if (!subscription || subscription.status === 'cancelled') {
      log.warn(context, 'a charge of a subscription we do not use arrived; refund it');
      return;
    }
    const membership = await lockMembership(tx, subscription.membershipId);
    const subject = membership ? await findMembershipWithParties(tx, membership.id) : null;
    if (!membership || !subject) return;
    // The subscription charges what the plan cost when it was made (fees change with notice).
    if (charge.payment.amount !== subscription.amountPaise || charge.payment.currency !== 'INR') {
      log.error(
        { ...context, amount: charge.payment.amount },
        'charge differs from the subscription',
      );
      return;
    }
    const price = chargeOfTotal(subscription.amountPaise / 100, subject.plan.gstPercent);
    const state = effectiveState(membership, chargedAt, lifecycleSettings(ctx.config));
    const due =
      membership.endsAt !== null &&
      membership.endsAt.getTime() - chargedAt.getTime() <= EARLY_CHARGE_MS &&
      (state === 'active' || state === 'renewal_due') &&
      (membership.status === 'active' || membership.status === 'renewal_due');
    if (!due) {
      log.warn({ ...context, state }, 'a charge arrived for a term that is not due; refund it');
      return;
    }
    const transaction = await insertPaidCharge(tx, {
      companyId: membership.companyId,
      userId: subject.company.ownerUserId,
      membershipTypeId: membership.membershipTypeId,
      kind: 'subscription',
      renewsMembershipId: membership.id,
      renewsTermEndingAt: membership.endsAt,
      ...price,
      paymentId: charge.payment.id,
      paidAt: chargedAt,
      createdAt: now,
    });
    if (!transaction) return;
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
  });
}
