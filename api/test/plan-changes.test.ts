import {
  membershipDetailsSchema,
  membershipResponseSchema,
  membershipUpgradeResponseSchema,
  planOptionsResponseSchema,
  type MembershipDetails,
} from '@club/contract/membership';
import { invoicesResponseSchema } from '@club/contract/invoices';
import { paymentVerifyResponseSchema } from '@club/contract/payment';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { memberships, membershipSubscriptions } from '../src/db/schema/memberships';
import { outbox } from '../src/db/schema/outbox';
import { invoices, paymentRefunds, paymentTransactions } from '../src/db/schema/payments';
import type { ZodApp } from '../src/http/zod-app';
import { upgradePrice } from '../src/platform/membership-lifecycle/plan-change';
import {
  auth,
  buyer,
  choose,
  paidCheckout,
  payInCheckout,
  paymentEvent,
  PLAN_IDS,
  postWebhook,
  subscriptionEvent,
  verify,
} from './helpers/purchase';
import { signInAgain } from './helpers/sign-in';
import { buildTestApp, DAY, HOUR, type TestApp } from './helpers/test-app';

const PRODUCERS = { id: PLAN_IDS.Producers, price: 50_000, gstPercent: 18 };
const PROMOTERS = { id: PLAN_IDS.Promoters, price: 100_000, gstPercent: 18 };

describe('the pro-rated price of an upgrade', () => {
  const term = {
    startsAt: new Date('2026-11-29T06:00:00Z'),
    endsAt: new Date('2027-11-29T06:00:00Z'),
  };

  it('charges the difference for the whole days left, rounded to rupees, plus 18% GST on it', () => {
    const now = new Date(term.startsAt.getTime() + 100 * DAY + HOUR);
    // 264 of 365 days left: 50,000 × 264 / 365 = 36,164.38 → ₹ 36,164; GST ₹ 6,509.52 → ₹ 6,510.
    expect(upgradePrice(term, PRODUCERS, PROMOTERS, now)).toEqual({
      price: 36_164,
      gst: 6_510,
      total: 42_674,
      remainingDays: 264,
      termDays: 365,
      termEndsAt: term.endsAt.toISOString(),
    });
    // At the very start of the term, the whole difference.
    expect(upgradePrice(term, PRODUCERS, PROMOTERS, term.startsAt)).toMatchObject({
      price: 50_000,
      gst: 9_000,
      total: 59_000,
    });
  });

  it('never exceeds the full difference, is nothing on the last day, and its GST is 18% of the net', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z') }),
        fc.integer({ min: 365, max: 366 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 500_000 }),
        (start, days, elapsed, low, extra) => {
          if (Number.isNaN(start.getTime())) return;
          const span = { startsAt: start, endsAt: new Date(start.getTime() + days * DAY) };
          const now = new Date(start.getTime() + Math.floor(elapsed * days * DAY));
          const from = { price: low };
          const to = { id: 1, price: low + extra, gstPercent: 18 };
          const price = upgradePrice(span, from, to, now);
          expect(price.price).toBeGreaterThanOrEqual(0);
          expect(price.price).toBeLessThanOrEqual(extra);
          expect(price.gst).toBe(Math.round((price.price * 18) / 100));
          expect(price.total).toBe(price.price + price.gst);
          expect(Number.isInteger(price.price) && Number.isInteger(price.gst)).toBe(true);
          expect(price.termEndsAt).toBe(span.endsAt.toISOString());
          // Less than a day left: the last day costs nothing.
          const lastDay = new Date(span.endsAt.getTime() - 1 - Math.floor(elapsed * (DAY - 2)));
          expect(upgradePrice(span, from, to, lastDay)).toMatchObject({
            price: 0,
            gst: 0,
            total: 0,
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

async function membershipOf(app: ZodApp, token: string): Promise<MembershipDetails> {
  const response = await app.inject({ method: 'GET', url: '/membership', headers: auth(token) });
  expect(response.statusCode).toBe(200);
  const { membership } = membershipResponseSchema.parse(response.json());
  if (!membership) throw new Error('no membership');
  return membership;
}

async function planOptions(app: ZodApp, token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/membership/plans',
    headers: auth(token),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return planOptionsResponseSchema.parse(response.json());
}

function upgrade(app: ZodApp, token: string, membershipTypeId: number) {
  return app.inject({
    method: 'POST',
    url: '/membership/upgrade',
    headers: auth(token),
    payload: { membershipTypeId },
  });
}

function nextPlan(app: ZodApp, token: string, membershipId: string, membershipTypeId: number) {
  return app.inject({
    method: 'POST',
    url: '/membership/next-plan',
    headers: auth(token),
    payload: { membershipId, membershipTypeId },
  });
}

/** A company that bought `plan`, its subscription made by the job. */
async function member(test: TestApp, plan: number = PLAN_IDS.Producers) {
  const who = await buyer(test);
  const { fields } = await paidCheckout(test.app, who.accessToken, plan);
  expect((await verify(test.app, who.accessToken, fields)).statusCode).toBe(200);
  await test.app.membershipJobs.runOnce();
  const membership = await membershipOf(test.app, who.accessToken);
  return { ...who, membership, endsAt: new Date(membership.termEndsAt ?? '') };
}

async function invoicesOf(app: ZodApp, token: string) {
  const response = await app.inject({ method: 'GET', url: '/invoices', headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return invoicesResponseSchema.parse(response.json()).items;
}

async function receipts(db: Database, to: string) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, 'membership-receipt')))
    .orderBy(asc(outbox.createdAt));
}

async function upgradeChosen(app: ZodApp, token: string) {
  const response = await upgrade(app, token, PLAN_IDS.Promoters);
  expect(response.statusCode).toBe(200);
  return membershipUpgradeResponseSchema.parse(response.json());
}

describe('upgrading a running membership', () => {
  it('a Producers member pays the pro-rated difference with GST once, whether the checkout, a repeat or the webhook confirms it; the end stays', async () => {
    const test = await buildTestApp();
    const who = await member(test);
    test.clock.advance(100 * DAY + HOUR);
    const token = await signInAgain(test, who.email);

    // The page offers the current plan, the upgrade with its price, and the switch.
    const offered = await planOptions(test.app, token);
    expect(offered.membershipId).toBe(who.membership.id);
    const byName = Object.fromEntries(offered.options.map((option) => [option.name, option]));
    const termDays = Math.round(
      (who.endsAt.getTime() - new Date(who.membership.termStartsAt ?? '').getTime()) / DAY,
    );
    const remainingDays = termDays - 101;
    const net = Math.round((50_000 * remainingDays) / termDays);
    const gst = Math.round(net * 0.18);
    expect(byName.Producers).toMatchObject({ action: 'current', upgrade: null });
    expect(byName.Providers).toMatchObject({ action: 'switch-at-renewal', upgrade: null });
    expect(byName.Promoters).toMatchObject({
      action: 'upgrade',
      upgrade: { price: net, gst, total: net + gst, remainingDays, termDays },
    });

    // A second full-price membership is no longer sold.
    const second = await choose(test.app, token, PLAN_IDS.Promoters);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: { message: expect.stringContaining('Upgrade it or switch at renewal') },
    });

    const chosen = await upgradeChosen(test.app, token);
    expect(chosen).toMatchObject({
      price: net,
      gst,
      total: net + gst,
      termEndsAt: who.endsAt.toISOString(),
    });
    const paid = await payInCheckout(test.app, token, chosen.transactionId);
    // The provider is asked for exactly the server's price, in paise.
    expect(paid.amount).toBe((net + gst) * 100);

    // The checkout's confirmation twice, and the provider's webhook, at once.
    const [first, again, hook] = await Promise.all([
      verify(test.app, token, paid.fields),
      verify(test.app, token, paid.fields),
      postWebhook(
        test.app,
        paymentEvent('payment.captured', {
          id: paid.fields.razorpay_payment_id,
          orderId: paid.orderId,
          amount: paid.amount,
        }),
      ),
    ]);
    expect([first?.statusCode, again?.statusCode, hook?.statusCode]).toEqual([200, 200, 200]);
    for (const answer of [first, again]) {
      expect(paymentVerifyResponseSchema.parse(answer?.json())).toEqual({
        success: true,
        endsAt: who.endsAt.toISOString(),
      });
    }

    const after = await membershipOf(test.app, token);
    expect(after).toMatchObject({
      id: who.membership.id,
      plan: { name: 'Promoters' },
      state: 'active',
      termStartsAt: who.membership.termStartsAt,
      termEndsAt: who.endsAt.toISOString(),
      // The next term is charged at the new plan's price.
      nextCharge: { total: 118_000 },
    });
    const rows = await test.db
      .select()
      .from(memberships)
      .where(eq(memberships.companyId, who.companyId));
    expect(rows).toHaveLength(1);

    // One tax invoice for what was charged, one receipt, nothing refunded.
    const [upgradeInvoice, purchaseInvoice, ...more] = await invoicesOf(test.app, token);
    expect(more).toEqual([]);
    expect(purchaseInvoice).toMatchObject({ total: 59_000 });
    expect(upgradeInvoice).toMatchObject({
      taxableValue: net,
      tax: gst,
      total: net + gst,
      description: expect.stringMatching(
        /^Promoters membership upgrade, \d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}$/,
      ),
    });
    expect(await receipts(test.db, who.email)).toHaveLength(2);
    expect(await test.db.select().from(paymentRefunds)).toEqual([]);

    // The old subscription goes; the job makes one at the Promoters price for the next term.
    await test.app.membershipJobs.runOnce();
    const subscriptions = await test.db
      .select()
      .from(membershipSubscriptions)
      .where(eq(membershipSubscriptions.membershipId, who.membership.id))
      .orderBy(asc(membershipSubscriptions.createdAt));
    expect(subscriptions.map((row) => [row.status, row.amountPaise])).toEqual([
      ['cancelled', 5_900_000],
      ['active', 11_800_000],
    ]);

    // Nothing higher is left: a second upgrade is refused before anything is charged.
    const repeat = await upgrade(test.app, token, PLAN_IDS.Promoters);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toMatchObject({
      error: { message: 'Your membership is already on Promoters.' },
    });
    expect((await planOptions(test.app, token)).options.map((option) => option.action)).toEqual([
      'switch-at-renewal',
      'switch-at-renewal',
      'current',
    ]);
  });

  it('an upgrade chosen in two tabs and paid in both: upgraded and charged once, the second payment refunded', async () => {
    const test = await buildTestApp();
    const who = await member(test);
    test.clock.advance(30 * DAY);
    const token = await signInAgain(test, who.email);
    const tabs = [await upgradeChosen(test.app, token), await upgradeChosen(test.app, token)];
    const [one, two] = await Promise.all(
      tabs.map((tab) => payInCheckout(test.app, token, tab.transactionId)),
    );
    if (!one || !two) throw new Error('two payments expected');
    const answers = await Promise.all([
      verify(test.app, token, one.fields),
      verify(test.app, token, two.fields),
    ]);
    const refunded = answers
      .map((answer) => paymentVerifyResponseSchema.parse(answer.json()))
      .filter((answer) => answer.refunded);
    expect(refunded).toEqual([
      {
        success: true,
        refunded: {
          reason: 'upgrade-not-due',
          amount: tabs[0]?.total,
          planName: 'Promoters',
          endsAt: who.endsAt.toISOString(),
        },
      },
    ]);
    expect(await membershipOf(test.app, token)).toMatchObject({
      plan: { name: 'Promoters' },
      termEndsAt: who.endsAt.toISOString(),
    });
    expect(await invoicesOf(test.app, token)).toHaveLength(2);
    const refunds = await test.db.select().from(paymentRefunds);
    expect(refunds).toEqual([
      expect.objectContaining({
        reason: 'upgrade-not-due',
        amountPaise: (tabs[0]?.total ?? 0) * 100,
        refundId: expect.any(String),
      }),
    ]);
    // The refunded payment bought nothing: no invoice, so no credit note is due.
    const [refundedPurchase] = await test.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.paymentId, refunds[0]?.paymentId ?? ''));
    expect(refundedPurchase).toMatchObject({ kind: 'upgrade', membershipId: null });
    expect(
      await test.db
        .select()
        .from(invoices)
        .where(eq(invoices.transactionId, refundedPurchase?.id ?? '')),
    ).toEqual([]);
  });

  it('is refused on the last day of the term, for a lower plan, without a membership, and the amount never comes from the client', async () => {
    const test = await buildTestApp();
    const who = await member(test);
    const token = who.accessToken;
    const lower = await upgrade(test.app, token, PLAN_IDS.Providers);
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toMatchObject({
      error: { message: expect.stringContaining('you can switch to it at your renewal') },
    });
    const priced = await test.app.inject({
      method: 'POST',
      url: '/membership/upgrade',
      headers: auth(token),
      payload: { membershipTypeId: PLAN_IDS.Promoters, total: 1 },
    });
    expect(priced.statusCode).toBe(400);

    const stranger = await buyer(test);
    expect((await upgrade(test.app, stranger.accessToken, PLAN_IDS.Promoters)).statusCode).toBe(
      409,
    );
    expect(
      (await planOptions(test.app, stranger.accessToken)).options.every(
        (option) => option.action === 'buy',
      ),
    ).toBe(true);

    test.clock.advance(who.endsAt.getTime() - test.clock.now().getTime() - 2 * HOUR);
    const late = await signInAgain(test, who.email);
    const lastDay = await upgrade(test.app, late, PLAN_IDS.Promoters);
    expect(lastDay.statusCode).toBe(409);
    const promoters = (await planOptions(test.app, late)).options.find(
      (option) => option.name === 'Promoters',
    );
    expect(promoters).toMatchObject({ action: 'switch-at-renewal', upgrade: null });
  });
});

describe('switching to a lower plan at renewal', () => {
  it('records the next plan without charging, shows it, and the renewal switches and charges the lower price', async () => {
    const test = await buildTestApp();
    const who = await member(test, PLAN_IDS.Promoters);
    const token = who.accessToken;

    // Another company cannot choose for this membership.
    const other = await buyer(test);
    const refused = await nextPlan(test.app, other.accessToken, who.membership.id, 2);
    expect(refused.statusCode).toBe(403);
    // A higher plan is not a switch (nothing is higher than Promoters: try from the plan itself).
    const chosen = await nextPlan(test.app, token, who.membership.id, PLAN_IDS.Producers);
    expect(chosen.statusCode).toBe(200);
    expect(membershipDetailsSchema.parse(chosen.json())).toMatchObject({
      plan: { name: 'Promoters' },
      nextPlan: { name: 'Producers' },
      termEndsAt: who.endsAt.toISOString(),
      nextCharge: { date: who.endsAt.toISOString(), total: 59_000 },
    });
    expect(
      (await planOptions(test.app, token)).options.find((option) => option.name === 'Producers'),
    ).toMatchObject({ action: 'chosen-for-renewal' });
    // No money moves now.
    expect(
      await test.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.companyId, who.companyId)),
    ).toHaveLength(1);

    // The subscription is replaced by one at the Producers price.
    await test.app.membershipJobs.runOnce();
    const live = await test.db
      .select()
      .from(membershipSubscriptions)
      .where(
        and(
          eq(membershipSubscriptions.membershipId, who.membership.id),
          eq(membershipSubscriptions.status, 'active'),
        ),
      );
    expect(live.map((row) => row.amountPaise)).toEqual([5_900_000]);

    // At the end of the term it charges; the next term is Producers.
    test.clock.advance(who.endsAt.getTime() - test.clock.now().getTime());
    const charged = await postWebhook(
      test.app,
      subscriptionEvent(
        'subscription.charged',
        { id: live[0]?.id ?? '', membershipId: who.membership.id },
        { id: 'pay_SwitchedRenewal1', amount: 5_900_000 },
      ),
    );
    expect(charged.statusCode).toBe(200);
    const renewedToken = await signInAgain(test, who.email);
    expect(await membershipOf(test.app, renewedToken)).toMatchObject({
      plan: { name: 'Producers' },
      nextPlan: null,
      termStartsAt: who.endsAt.toISOString(),
    });
    const [renewal] = await invoicesOf(test.app, renewedToken);
    expect(renewal).toMatchObject({ total: 59_000 });
    expect(renewal?.description).toMatch(/^Producers membership renewal/);
  });

  it('choosing the current plan again keeps it', async () => {
    const test = await buildTestApp();
    const who = await member(test, PLAN_IDS.Promoters);
    await nextPlan(test.app, who.accessToken, who.membership.id, PLAN_IDS.Providers);
    const kept = await nextPlan(test.app, who.accessToken, who.membership.id, PLAN_IDS.Promoters);
    expect(kept.statusCode).toBe(200);
    expect(membershipDetailsSchema.parse(kept.json())).toMatchObject({
      nextPlan: null,
      nextCharge: { total: 118_000 },
    });
    // From Producers, Promoters is an upgrade now, not a switch.
    const producer = await member(test);
    const up = await nextPlan(
      test.app,
      producer.accessToken,
      producer.membership.id,
      PLAN_IDS.Promoters,
    );
    expect(up.statusCode).toBe(409);
  });
});
