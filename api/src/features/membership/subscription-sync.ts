import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  notExists,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { toPaise } from '@club/contract/format/currency';
import type { AppContext } from '../../app-context';
import {
  memberships,
  membershipSubscriptions,
  subscriptionPlans,
} from '../../db/schema/memberships';
import { membershipTypes } from '../../db/schema/reference';
import { planCharge } from '../../platform/membership-lifecycle/repository';

/** A subscription charges at most this many yearly terms; a new one follows if it runs out. */
export const SUBSCRIPTION_TERMS = 30;

/** A provider call that failed is tried again for that membership after this long. */
const RETRY_AFTER_MS = 5 * 60_000;

const BATCH = 20;

/** How long a membership stays claimed while its subscription is created with the provider. */
const CLAIM_MS = 2 * 60_000;

/**
 * The provider's plan for a membership type at its current yearly total:
 * created once, then read from `subscription_plans`.
 */
async function planIdFor(
  ctx: AppContext,
  plan: { id: number; name: string; price: number; gstPercent: number },
): Promise<{ planId: string; amountPaise: number }> {
  const provider = ctx.adapters.payments;
  const amountPaise = toPaise(planCharge(plan).total);
  const known = and(
    eq(subscriptionPlans.provider, provider.name),
    eq(subscriptionPlans.membershipTypeId, plan.id),
    eq(subscriptionPlans.amountPaise, amountPaise),
  );
  const [stored] = await ctx.db.select().from(subscriptionPlans).where(known);
  if (stored) return { planId: stored.planId, amountPaise };
  const { planId } = await provider.createPlan({ name: `${plan.name} membership`, amountPaise });
  await ctx.db
    .insert(subscriptionPlans)
    .values({ provider: provider.name, membershipTypeId: plan.id, amountPaise, planId })
    .onConflictDoNothing();
  // Two instances may both have created one: the first stored is the one used.
  const [winner] = await ctx.db.select().from(subscriptionPlans).where(known);
  return { planId: winner?.planId ?? planId, amountPaise };
}

/**
 * Keeps the provider's subscriptions in step with the memberships: those the
 * lifecycle asked to cancel are cancelled with the provider (cancelling twice
 * does no harm), and every auto-renewing membership gets a subscription that
 * first charges when its term ends. Provider calls are made outside any
 * transaction; a membership is claimed for the call (`subscriptionClaimedUntil`,
 * taken under its row lock) so two instances never create two subscriptions
 * for it. A provider that fails is tried again later. Returns how many changed.
 */
export function subscriptionSync(ctx: AppContext, log: FastifyBaseLogger) {
  const retryAt = new Map<string, number>();
  const waiting = (now: Date) => {
    for (const [id, time] of retryAt) if (time <= now.getTime()) retryAt.delete(id);
    return [...retryAt.keys()];
  };

  async function cancelRequested(now: Date): Promise<number> {
    const skip = waiting(now);
    const rows = await ctx.db
      .select({ id: membershipSubscriptions.id, cancelledAt: membershipSubscriptions.cancelledAt })
      .from(membershipSubscriptions)
      .where(
        and(
          eq(membershipSubscriptions.status, 'cancel_requested'),
          skip.length > 0 ? notInArray(membershipSubscriptions.id, skip) : undefined,
        ),
      )
      .limit(BATCH);
    let done = 0;
    for (const row of rows) {
      try {
        await ctx.adapters.payments.cancelSubscription(row.id);
      } catch (error) {
        log.warn({ err: error, subscriptionId: row.id }, 'subscription not cancelled; will retry');
        retryAt.set(row.id, now.getTime() + RETRY_AFTER_MS);
        continue;
      }
      const moved = await ctx.db
        .update(membershipSubscriptions)
        .set({ status: 'cancelled', cancelledAt: row.cancelledAt ?? now })
        .where(
          and(
            eq(membershipSubscriptions.id, row.id),
            eq(membershipSubscriptions.status, 'cancel_requested'),
          ),
        )
        .returning({ id: membershipSubscriptions.id });
      done += moved.length;
    }
    return done;
  }

  /** Claims one auto-renewing membership without a subscription, under its row lock. */
  async function claimOne(now: Date) {
    const skip = waiting(now);
    return ctx.db.transaction(async (tx) => {
      const live = tx
        .select({ one: sql`1` })
        .from(membershipSubscriptions)
        .where(
          and(
            eq(membershipSubscriptions.membershipId, memberships.id),
            inArray(membershipSubscriptions.status, ['active', 'halted']),
          ),
        );
      const [row] = await tx
        .select({ membership: memberships, plan: membershipTypes })
        .from(memberships)
        // The subscription charges the plan of the next term: a plan chosen for it, else the current.
        .innerJoin(
          membershipTypes,
          eq(
            membershipTypes.id,
            sql`coalesce(${memberships.nextMembershipTypeId}, ${memberships.membershipTypeId})`,
          ),
        )
        .where(
          and(
            eq(memberships.status, 'active'),
            gt(memberships.endsAt, now),
            notExists(live),
            or(
              isNull(memberships.subscriptionClaimedUntil),
              lte(memberships.subscriptionClaimedUntil, now),
            ),
            skip.length > 0 ? notInArray(memberships.id, skip) : undefined,
          ),
        )
        .orderBy(asc(memberships.endsAt))
        .limit(1)
        .for('update', { of: memberships, skipLocked: true });
      if (!row) return null;
      await tx
        .update(memberships)
        .set({ subscriptionClaimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where(eq(memberships.id, row.membership.id));
      return row;
    });
  }

  async function createMissing(now: Date): Promise<number> {
    let done = 0;
    for (let index = 0; index < BATCH; index += 1) {
      const claimed = await claimOne(now);
      if (!claimed?.membership.endsAt) break;
      const { membership, plan } = claimed;
      try {
        const { planId, amountPaise } = await planIdFor(ctx, plan);
        const created = await ctx.adapters.payments.createSubscription({
          planId,
          amountPaise,
          startAt: membership.endsAt ?? now,
          totalCount: SUBSCRIPTION_TERMS,
          notes: { membershipId: membership.id },
        });
        await ctx.db.transaction(async (tx) => {
          await tx.insert(membershipSubscriptions).values({
            id: created.subscriptionId,
            membershipId: membership.id,
            provider: ctx.adapters.payments.name,
            amountPaise,
            authorisationUrl: created.authorisationUrl,
            createdAt: now,
          });
          await tx
            .update(memberships)
            .set({ subscriptionClaimedUntil: null })
            .where(eq(memberships.id, membership.id));
        });
        done += 1;
      } catch (error) {
        log.warn(
          { err: error, membershipId: membership.id },
          'subscription not created; will retry',
        );
        retryAt.set(membership.id, now.getTime() + RETRY_AFTER_MS);
      }
    }
    return done;
  }

  return async function run(): Promise<number> {
    const now = ctx.clock.now();
    return (await cancelRequested(now)) + (await createMissing(now));
  };
}
