import { devOutboxResponseSchema } from '@club/contract/dev-outbox';
import { formatMembershipEnd } from '@club/contract/india-time';
import { paymentVerifyResponseSchema } from '@club/contract/payment';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/database';
import { memberships, membershipSubscriptions } from '../src/db/schema/memberships';
import { outbox } from '../src/db/schema/outbox';
import { invoices, paymentRefunds, paymentTransactions } from '../src/db/schema/payments';
import { testCheckoutRefunds, testSubscriptions } from '../src/dev/payments/local-payments-schema';
import type { ZodApp } from '../src/http/zod-app';
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
import { buildTestApp, DAY, MINUTE, type TestApp } from './helpers/test-app';

/** A Producers membership costs ₹ 50,000 + 18% GST a year. */
const PRODUCERS_TOTAL = 59_000;

/** One plan chosen twice before either was paid (both succeed: neither is active yet). */
async function chosenTwice(test: TestApp) {
  const who = await buyer(test);
  const ids: string[] = [];
  for (const _attempt of [1, 2]) {
    const chosen = await choose(test.app, who.accessToken, PLAN_IDS.Producers);
    expect(chosen.statusCode).toBe(200);
    ids.push(chosen.json<{ transactionId: string }>().transactionId);
  }
  const [first, second] = await Promise.all(
    ids.map((id) => payInCheckout(test.app, who.accessToken, id)),
  );
  if (!first || !second) throw new Error('two purchases expected');
  return { ...who, first, second };
}

/** What the company was left with: memberships, invoices, receipts, subscriptions, refunds. */
async function ledger(db: Database, who: { companyId: string; email: string }) {
  const mails = (kind: string) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, who.email), eq(outbox.kind, kind)));
  return {
    memberships: await db
      .select()
      .from(memberships)
      .where(eq(memberships.companyId, who.companyId)),
    invoices: await db.select().from(invoices).where(eq(invoices.companyId, who.companyId)),
    receipts: await mails('membership-receipt'),
    refundMails: await mails('payment-refund'),
    subscriptions: await db.select().from(membershipSubscriptions),
    refunds: await db.select().from(paymentRefunds),
    providerRefunds: await db.select().from(testCheckoutRefunds),
  };
}

async function purchase(db: Database, id: string) {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  return row;
}

/** Delivers what is due and reads the development mailbox's copy with `subject`. */
async function mailText(app: ZodApp, to: string, subject: RegExp): Promise<string> {
  await app.outboxWorker.runOnce();
  const response = await app.inject({ method: 'GET', url: '/dev/outbox', query: { to } });
  const found = devOutboxResponseSchema
    .parse(response.json())
    .find((message) => subject.test(message.subject ?? ''));
  if (!found) throw new Error(`No mail ${String(subject)} to ${to}`);
  return found.text;
}

const REFUND_SENTENCE = `This payment of ₹\u00a059,000 has been refunded; it reaches your card in 5–7 working days.`;

describe('one plan, one active membership', () => {
  it('two purchases of one plan paid one after the other: one membership, the second payment refunded and the member told', async () => {
    const test = await buildTestApp();
    const { first, second, ...who } = await chosenTwice(test);

    const activated = await verify(test.app, who.accessToken, first.fields);
    expect(activated.statusCode).toBe(200);
    const { endsAt } = paymentVerifyResponseSchema.parse(activated.json());
    expect(endsAt).toEqual(expect.any(String));

    const refunded = await verify(test.app, who.accessToken, second.fields);
    expect(refunded.statusCode).toBe(200);
    expect(paymentVerifyResponseSchema.parse(refunded.json())).toEqual({
      success: true,
      refunded: {
        reason: 'already-active',
        amount: PRODUCERS_TOTAL,
        planName: 'Producers',
        endsAt,
      },
    });
    // Asking again answers the same, and refunds nothing more.
    expect((await verify(test.app, who.accessToken, second.fields)).json()).toEqual(
      refunded.json(),
    );

    await test.app.membershipJobs.runOnce();
    const after = await ledger(test.db, who);
    expect(after.memberships).toHaveLength(1);
    expect(after.memberships[0]).toMatchObject({
      status: 'active',
      endsAt: new Date(endsAt ?? ''),
    });
    expect(after.invoices).toHaveLength(1);
    expect(after.receipts).toHaveLength(1);
    expect(after.subscriptions).toHaveLength(1);
    // The second purchase is paid (the money came) but bought nothing.
    expect(await purchase(test.db, second.transactionId)).toMatchObject({
      status: 'paid',
      paymentId: second.fields.razorpay_payment_id,
      membershipId: null,
      total: PRODUCERS_TOTAL,
    });
    // Refunded through the provider, once, with its refund id kept.
    expect(after.refunds).toEqual([
      expect.objectContaining({
        paymentId: second.fields.razorpay_payment_id,
        transactionId: second.transactionId,
        amountPaise: PRODUCERS_TOTAL * 100,
        reason: 'already-active',
        refundId: expect.stringMatching(/^rfnd_test_[A-Za-z0-9]{14}$/),
        refundedAt: expect.any(Date),
      }),
    ]);
    expect(after.providerRefunds).toEqual([
      expect.objectContaining({
        id: after.refunds[0]?.refundId,
        paymentId: second.fields.razorpay_payment_id,
        amountPaise: PRODUCERS_TOTAL * 100,
      }),
    ]);
    expect(after.refundMails).toHaveLength(1);
    const mail = await mailText(test.app, who.email, /has been refunded/);
    expect(mail).toContain(
      `You already hold an active Producers membership until ${formatMembershipEnd(endsAt ?? '')}. ${REFUND_SENTENCE}`,
    );
    expect(mail).toContain(`refund ${after.refunds[0]?.refundId ?? ''}`);
    expect(mail).toContain('No invoice was issued for this payment.');
  });

  it('two purchases of one plan verified at once, their webhooks racing: one membership, invoice, receipt, subscription and refund', async () => {
    const test = await buildTestApp();
    const { first, second, ...who } = await chosenTwice(test);
    const captured = (paid: typeof first, event: 'payment.captured' | 'order.paid') =>
      paymentEvent(event, {
        id: paid.fields.razorpay_payment_id,
        orderId: paid.orderId,
        amount: paid.amount,
      });
    const responses = await Promise.all([
      verify(test.app, who.accessToken, first.fields),
      verify(test.app, who.accessToken, second.fields),
      postWebhook(test.app, captured(second, 'payment.captured')),
      postWebhook(test.app, captured(first, 'payment.captured')),
      postWebhook(test.app, captured(second, 'order.paid')),
      verify(test.app, who.accessToken, second.fields),
      verify(test.app, who.accessToken, first.fields),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([
      200, 200, 200, 200, 200, 200, 200,
    ]);
    const answers = [0, 1, 5, 6].map((index) =>
      paymentVerifyResponseSchema.parse(responses[index]?.json()),
    );
    // Whichever payment came first bought the membership; the other is refunded.
    expect(answers.filter((answer) => answer.endsAt)).toHaveLength(2);
    expect(answers.filter((answer) => answer.refunded)).toHaveLength(2);

    await test.app.membershipJobs.runOnce();
    const after = await ledger(test.db, who);
    expect(after.memberships).toHaveLength(1);
    expect(after.invoices).toHaveLength(1);
    expect(after.receipts).toHaveLength(1);
    expect(after.subscriptions).toHaveLength(1);
    expect(after.refunds).toHaveLength(1);
    expect(after.providerRefunds).toHaveLength(1);
    expect(after.refundMails).toHaveLength(1);
    const refundedPayment = after.refunds[0]?.paymentId;
    const paidBy = after.invoices[0]?.details.paymentId;
    expect([refundedPayment, paidBy].sort((a, b) => String(a).localeCompare(String(b)))).toEqual(
      [first.fields.razorpay_payment_id, second.fields.razorpay_payment_id].sort((a, b) =>
        a.localeCompare(b),
      ),
    );

    // The test provider's own webhooks, arriving afterwards, change nothing.
    await new Promise((resolve) => setTimeout(resolve, 1800));
    const later = await ledger(test.db, who);
    expect([later.memberships.length, later.invoices.length, later.refunds.length]).toEqual([
      1, 1, 1,
    ]);
  });

  it('a purchase paid twice (two checkouts of one purchase): the second payment is refunded, once', async () => {
    const test = await buildTestApp();
    const who = await buyer(test);
    const chosen = await choose(test.app, who.accessToken, PLAN_IDS.Producers);
    const { transactionId } = chosen.json<{ transactionId: string }>();
    const [tabOne, tabTwo] = await Promise.all([
      payInCheckout(test.app, who.accessToken, transactionId),
      payInCheckout(test.app, who.accessToken, transactionId),
    ]);
    if (!tabOne || !tabTwo) throw new Error('two checkouts expected');
    const activated = paymentVerifyResponseSchema.parse(
      (await verify(test.app, who.accessToken, tabOne.fields)).json(),
    );
    const refunded = paymentVerifyResponseSchema.parse(
      (await verify(test.app, who.accessToken, tabTwo.fields)).json(),
    );
    expect(refunded).toEqual({
      success: true,
      refunded: {
        reason: 'already-paid',
        amount: PRODUCERS_TOTAL,
        planName: 'Producers',
        endsAt: activated.endsAt,
      },
    });
    // Its webhook, replayed, refunds nothing more.
    const event = paymentEvent('payment.captured', {
      id: tabTwo.fields.razorpay_payment_id,
      orderId: tabTwo.orderId,
      amount: tabTwo.amount,
    });
    await postWebhook(test.app, event);
    await postWebhook(test.app, event);
    const after = await ledger(test.db, who);
    expect(after.memberships).toHaveLength(1);
    expect(after.invoices).toHaveLength(1);
    expect(after.refunds.map((refund) => [refund.paymentId, refund.reason])).toEqual([
      [tabTwo.fields.razorpay_payment_id, 'already-paid'],
    ]);
    expect(after.providerRefunds).toHaveLength(1);
    expect(await purchase(test.db, transactionId)).toMatchObject({
      paymentId: tabOne.fields.razorpay_payment_id,
    });
  });

  it('a renewal by hand paid after the subscription renewed the term is refunded, without an invoice', async () => {
    const test = await buildTestApp();
    const who = await buyer(test);
    const { fields } = await paidCheckout(test.app, who.accessToken, PLAN_IDS.Producers);
    await verify(test.app, who.accessToken, fields);
    await test.app.membershipJobs.runOnce();
    const [membership] = await test.db.select().from(memberships);
    const [subscription] = await test.db.select().from(membershipSubscriptions);
    if (!membership?.endsAt || !subscription) throw new Error('a subscribed membership expected');
    // The renewal charge fails: the renewal is due and the member may pay by hand.
    await test.db.update(testSubscriptions).set({ nextOutcome: 'fail' });
    test.clock.advance(membership.endsAt.getTime() - test.clock.now().getTime() + 2 * DAY);
    await test.app.membershipJobs.runOnce();
    const token = await signInAgain(test, who.email);
    const renew = await test.app.inject({
      method: 'POST',
      url: '/membership/renew',
      headers: auth(token),
      payload: { membershipId: membership.id },
    });
    expect(renew.statusCode).toBe(200);
    const byHand = await payInCheckout(test.app, token, renew.json().transactionId);
    // Meanwhile the provider's retry charges after all, and renews the term.
    const charged = subscriptionEvent(
      'subscription.charged',
      { id: subscription.id, membershipId: membership.id },
      { id: 'pay_RetriedCharge01', amount: PRODUCERS_TOTAL * 100 },
    );
    expect((await postWebhook(test.app, charged)).statusCode).toBe(200);
    const renewedUntil = new Date(membership.endsAt);
    renewedUntil.setUTCFullYear(renewedUntil.getUTCFullYear() + 1);

    const answer = await verify(test.app, token, byHand.fields);
    expect(paymentVerifyResponseSchema.parse(answer.json())).toEqual({
      success: true,
      refunded: {
        reason: 'renewal-not-due',
        amount: PRODUCERS_TOTAL,
        planName: 'Producers',
        endsAt: renewedUntil.toISOString(),
      },
    });
    const after = await ledger(test.db, who);
    expect(after.memberships.map((row) => row.endsAt)).toEqual([renewedUntil]);
    // The first term and the subscription's charge: no invoice for the refunded payment.
    expect(after.invoices).toHaveLength(2);
    expect(after.refunds.map((refund) => [refund.paymentId, refund.reason])).toEqual([
      [byHand.fields.razorpay_payment_id, 'renewal-not-due'],
    ]);
    expect(after.providerRefunds).toHaveLength(1);
  });
});

describe('refunds through the provider', () => {
  it('a refund the provider refuses is retried by the job until it is made, then e-mailed once', async () => {
    const test = await buildTestApp();
    const provider = test.app.ctx.adapters.payments;
    const refund = vi
      .spyOn(provider, 'refundPayment')
      .mockRejectedValueOnce(new Error('The provider is not answering'))
      .mockRejectedValueOnce(new Error('The provider is not answering'));
    const { first, second, ...who } = await chosenTwice(test);
    await verify(test.app, who.accessToken, first.fields);
    // The member is told at once; the money follows when the provider takes the refund.
    const answer = await verify(test.app, who.accessToken, second.fields);
    expect(answer.json().refunded).toMatchObject({ reason: 'already-active' });
    expect(refund).toHaveBeenCalledTimes(1);
    let after = await ledger(test.db, who);
    expect(after.refunds).toEqual([expect.objectContaining({ refundId: null, attempts: 1 })]);
    expect(after.providerRefunds).toEqual([]);
    expect(after.refundMails).toEqual([]);

    // Not before its retry time (5 minutes, then 10).
    await test.app.paymentJobs.runOnce();
    expect(refund).toHaveBeenCalledTimes(1);
    test.clock.advance(5 * MINUTE);
    expect(await test.app.paymentJobs.runOnce()).toBe(0);
    expect(refund).toHaveBeenCalledTimes(2);
    test.clock.advance(5 * MINUTE);
    expect(await test.app.paymentJobs.runOnce()).toBe(0);
    test.clock.advance(5 * MINUTE);
    expect(await test.app.paymentJobs.runOnce()).toBe(1);
    expect(refund).toHaveBeenCalledTimes(3);
    after = await ledger(test.db, who);
    expect(after.refunds).toEqual([
      expect.objectContaining({ refundId: after.providerRefunds[0]?.id, attempts: 3 }),
    ]);
    expect(after.providerRefunds).toHaveLength(1);
    expect(after.refundMails).toHaveLength(1);
    test.clock.advance(DAY);
    expect(await test.app.paymentJobs.runOnce()).toBe(0);
    expect(refund).toHaveBeenCalledTimes(3);
  });

  it('a refund whose answer was lost is asked for again and the provider answers the same refund: money back once', async () => {
    const test = await buildTestApp();
    const provider = test.app.ctx.adapters.payments;
    const makeRefund = provider.refundPayment.bind(provider);
    // The provider refunds, but its answer never reaches the API.
    vi.spyOn(provider, 'refundPayment').mockImplementationOnce(async (refund) => {
      await makeRefund(refund);
      throw new Error('socket hang up');
    });
    const { first, second, ...who } = await chosenTwice(test);
    await verify(test.app, who.accessToken, first.fields);
    await verify(test.app, who.accessToken, second.fields);
    let after = await ledger(test.db, who);
    expect(after.providerRefunds).toHaveLength(1);
    expect(after.refunds[0]?.refundId).toBeNull();

    test.clock.advance(5 * MINUTE);
    await Promise.all([test.app.paymentJobs.runOnce(), test.app.paymentJobs.runOnce()]);
    after = await ledger(test.db, who);
    expect(after.providerRefunds).toHaveLength(1);
    expect(after.refunds[0]?.refundId).toBe(after.providerRefunds[0]?.id);
    expect(after.refundMails).toHaveLength(1);

    // The local provider itself answers a second request with the first refund.
    const again = await provider.refundPayment({
      paymentId: second.fields.razorpay_payment_id,
      amountPaise: PRODUCERS_TOTAL * 100,
      notes: {},
    });
    expect(again).toEqual({ refundId: after.providerRefunds[0]?.id });
    expect(await test.db.select().from(testCheckoutRefunds)).toHaveLength(1);
    // And never more than was paid.
    await expect(
      provider.refundPayment({
        paymentId: first.fields.razorpay_payment_id,
        amountPaise: PRODUCERS_TOTAL * 100 + 1,
        notes: {},
      }),
    ).rejects.toThrow('The refund is more than the payment');
  });
});
