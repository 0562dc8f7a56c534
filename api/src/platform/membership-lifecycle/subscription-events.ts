import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { effectiveState, lifecycleSettings } from './lifecycle';
import { findSubscription, lockMembership, moveSubscription } from './repository';
import { cancelAutoRenewal, markChargeFailed } from './transitions';

/** The subscription events besides `subscription.charged` (a payment: see payments). */
export type SubscriptionEvent =
  'subscription.halted' | 'subscription.cancelled' | 'subscription.authenticated';

export const SUBSCRIPTION_STATE_EVENTS: readonly SubscriptionEvent[] = [
  'subscription.halted',
  'subscription.cancelled',
  'subscription.authenticated',
];

/**
 * What the provider says happened to a subscription, in the webhook's
 * transaction (with its event id recorded, so a redelivery changes nothing):
 *
 * - `halted`: the renewal charge failed (after the provider's retries): the
 *   renewal is due, the grace period starts and the member is told.
 * - `cancelled`: cancelled at the provider (the member stopped the mandate, or
 *   the club did it in the dashboard): auto-renewal is off. A cancellation we
 *   asked for ourselves changes nothing more.
 * - `authenticated`: the member authorised the card: no link to show any more.
 *
 * Events of a subscription the membership no longer uses are ignored.
 */
export async function applySubscriptionEvent(
  ctx: AppContext,
  tx: Database,
  log: FastifyBaseLogger,
  event: { event: SubscriptionEvent; subscriptionId: string },
): Promise<void> {
  const now = ctx.clock.now();
  const subscription = await findSubscription(tx, event.subscriptionId);
  if (!subscription) {
    log.warn({ ...event }, 'subscription event for an unknown subscription ignored');
    return;
  }
  if (event.event === 'subscription.authenticated') {
    await moveSubscription(tx, subscription.id, ['active', 'halted'], { authorisationUrl: null });
    return;
  }
  if (event.event === 'subscription.halted') {
    if (!(await moveSubscription(tx, subscription.id, ['active'], { status: 'halted' }))) return;
    const membership = await lockMembership(tx, subscription.membershipId);
    if (!membership) return;
    const state = effectiveState(membership, now, lifecycleSettings(ctx.config));
    if (state === 'active' || state === 'renewal_due') {
      await markChargeFailed(ctx, tx, membership, { now, graceFrom: 'failure' });
    }
    return;
  }
  const ours = await moveSubscription(tx, subscription.id, ['active', 'halted'], {
    status: 'cancelled',
    cancelledAt: now,
  });
  if (!ours) {
    // We asked for it (or heard it already): mark it done.
    await moveSubscription(tx, subscription.id, ['cancel_requested'], {
      status: 'cancelled',
      cancelledAt: subscription.cancelledAt ?? now,
    });
    return;
  }
  const membership = await lockMembership(tx, subscription.membershipId);
  if (membership && effectiveState(membership, now, lifecycleSettings(ctx.config)) === 'active') {
    await cancelAutoRenewal(ctx, tx, membership, now, 'provider');
  }
}
