import { paymentVerifyResponseSchema } from '@club/contract/payment';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/database';
import { memberships } from '../src/db/schema/memberships';
import { outbox } from '../src/db/schema/outbox';
import { invoices, paymentRefunds, paymentTransactions } from '../src/db/schema/payments';
import { testCheckoutRefunds } from '../src/dev/payments/local-payments-schema';
import {
  auth,
  buyer,
  choose,
  order,
  paidCheckout,
  payInCheckout,
  paymentEvent,
  PLAN_IDS,
  postWebhook,
  verify,
} from './helpers/purchase';
import { signInAgain } from './helpers/sign-in';
import { buildTestApp, DAY, HOUR, MINUTE, type TestApp } from './helpers/test-app';

/**
 * Pays in the test checkout and stops the API before anything reaches it: the
 * page's verify is never sent (the tab was closed) and the provider's webhook,
 * due a moment after 'Pay', is lost with the process. Returns a new instance
 * on the same database, as after a restart.
 */
async function paidWhileTheApiWasDown(plans: readonly number[]) {
  const down = await buildTestApp();
  const who = await buyer(down);
  const paid = [];
  for (const plan of plans) {
    const chosen = await choose(down.app, who.accessToken, plan);
    expect(chosen.statusCode).toBe(200);
    paid.push(await payInCheckout(down.app, who.accessToken, chosen.json().transactionId));
  }
  await down.app.close();
  const restarted = await buildTestApp({ clock: down.clock });
  return { test: restarted, who, paid };
}

async function ledger(db: Database, who: { companyId: string; email: string }) {
  return {
    memberships: await db
      .select()
      .from(memberships)
      .where(eq(memberships.companyId, who.companyId)),
    invoices: await db.select().from(invoices).where(eq(invoices.companyId, who.companyId)),
    receipts: await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, who.email), eq(outbox.kind, 'membership-receipt'))),
    refunds: await db.select().from(paymentRefunds),
    providerRefunds: await db.select().from(testCheckoutRefunds),
  };
}

async function hasAccess(test: TestApp, accessToken: string): Promise<boolean> {
  const status = await test.app.inject({
    method: 'GET',
    url: '/membership/status',
    headers: auth(accessToken),
  });
  return status.json<{ hasActiveMembership: boolean }>().hasActiveMembership;
}

describe('the payment reconciliation', () => {
  it('finds a payment whose callback and webhook never arrived and activates it once; again, and a late webhook, change nothing', async () => {
    const { test, who, paid } = await paidWhileTheApiWasDown([PLAN_IDS.Producers]);
    const [producers] = paid;
    if (!producers) throw new Error('a payment expected');
    const asked = vi.spyOn(test.app.ctx.adapters.payments, 'fetchOrderPayments');

    // A few minutes to let the callback or the webhook come first.
    expect(await test.app.paymentJobs.runOnce()).toBe(0);
    expect(asked).not.toHaveBeenCalled();
    expect(await hasAccess(test, who.accessToken)).toBe(false);

    test.clock.advance(5 * MINUTE);
    expect(await test.app.paymentJobs.runOnce()).toBe(1);
    expect(asked).toHaveBeenCalledWith(producers.orderId);
    expect(await hasAccess(test, who.accessToken)).toBe(true);
    let after = await ledger(test.db, who);
    expect(after.memberships).toHaveLength(1);
    expect(after.invoices).toHaveLength(1);
    expect(after.invoices[0]?.details.paymentId).toBe(producers.fields.razorpay_payment_id);
    expect(after.receipts).toHaveLength(1);
    const [transaction] = await test.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, producers.transactionId));
    expect(transaction).toMatchObject({
      status: 'paid',
      paymentId: producers.fields.razorpay_payment_id,
      membershipId: after.memberships[0]?.id,
    });

    // Run again, now or much later: the order is settled and not asked about again.
    expect(await test.app.paymentJobs.runOnce()).toBe(0);
    test.clock.advance(DAY);
    expect(await test.app.paymentJobs.runOnce()).toBe(0);
    expect(asked).toHaveBeenCalledTimes(1);

    // The lost webhook, redelivered after all, and the page's verify change nothing.
    const webhook = paymentEvent('payment.captured', {
      id: producers.fields.razorpay_payment_id,
      orderId: producers.orderId,
      amount: producers.amount,
    });
    expect((await postWebhook(test.app, webhook)).statusCode).toBe(200);
    const accessToken = await signInAgain(test, who.email);
    const verified = await verify(test.app, accessToken, producers.fields);
    expect(paymentVerifyResponseSchema.parse(verified.json())).toEqual({
      success: true,
      endsAt: after.memberships[0]?.endsAt?.toISOString(),
    });
    after = await ledger(test.db, who);
    expect([after.memberships.length, after.invoices.length, after.receipts.length]).toEqual([
      1, 1, 1,
    ]);
    expect(after.refunds).toEqual([]);
  });

  it('two instances reconciling two lost payments for one plan at once: one membership, one refund', async () => {
    const { test, who, paid } = await paidWhileTheApiWasDown([
      PLAN_IDS.Producers,
      PLAN_IDS.Producers,
    ]);
    const other = await buildTestApp({ clock: test.clock });
    test.clock.advance(6 * MINUTE);
    const changed = await Promise.all([
      test.app.paymentJobs.runOnce(),
      other.app.paymentJobs.runOnce(),
    ]);
    expect(changed[0] + changed[1]).toBe(2);
    const after = await ledger(test.db, who);
    expect(after.memberships).toHaveLength(1);
    expect(after.invoices).toHaveLength(1);
    expect(after.receipts).toHaveLength(1);
    expect(after.refunds).toEqual([
      expect.objectContaining({ reason: 'already-active', refundId: expect.any(String) }),
    ]);
    expect(after.providerRefunds).toHaveLength(1);
    expect(paid.map((payment) => payment.fields.razorpay_payment_id).sort()).toEqual(
      [after.invoices[0]?.details.paymentId, after.refunds[0]?.paymentId].sort(),
    );
    await Promise.all([test.app.paymentJobs.runOnce(), other.app.paymentJobs.runOnce()]);
    expect((await ledger(test.db, who)).refunds).toHaveLength(1);
  });

  it('asks about an order nobody paid less and less often, and not after 7 days', async () => {
    const test = await buildTestApp();
    const who = await buyer(test);
    const chosen = await choose(test.app, who.accessToken, PLAN_IDS.Providers);
    const ordered = await order(test.app, who.accessToken, chosen.json().transactionId);
    expect(ordered.statusCode).toBe(200);
    const asked = vi.spyOn(test.app.ctx.adapters.payments, 'fetchOrderPayments');
    const run = async (after: number) => {
      test.clock.advance(after);
      await test.app.paymentJobs.runOnce();
      return asked.mock.calls.length;
    };
    // First 5 minutes after the order, then 5 minutes later, then 10, doubling...
    expect(await run(5 * MINUTE)).toBe(1);
    expect(await run(0)).toBe(1);
    expect(await run(4 * MINUTE)).toBe(1);
    expect(await run(1 * MINUTE)).toBe(2);
    expect(await run(9 * MINUTE)).toBe(2);
    expect(await run(1 * MINUTE)).toBe(3);
    // ... never more than 6 hours apart,
    for (let check = 4; check <= 12; check += 1) expect(await run(6 * HOUR)).toBe(check);
    // ... and not once the order is 7 days old.
    expect(await run(5 * DAY)).toBe(12);
    expect(await ledger(test.db, who)).toMatchObject({ memberships: [], refunds: [] });
  });

  it('runs when the development clock moves', async () => {
    const down = await buildTestApp({ env: { DEV_CLOCK: '1' } });
    const who = await buyer(down);
    await paidCheckout(down.app, who.accessToken, PLAN_IDS.Promoters);
    await down.app.close();
    const test = await buildTestApp({ env: { DEV_CLOCK: '1' }, clock: down.clock });
    const moved = await test.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { hours: 1 },
    });
    expect(moved.statusCode).toBe(200);
    expect(await hasAccess(test, await signInAgain(test, who.email))).toBe(true);
    // The receipt was delivered by the same move.
    const [receipt] = await test.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, who.email), eq(outbox.kind, 'membership-receipt')));
    expect(receipt?.sentAt).toEqual(expect.any(Date));
  });
});
