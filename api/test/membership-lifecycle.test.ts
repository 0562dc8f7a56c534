import {
  membershipDetailsSchema,
  membershipResponseSchema,
  membershipRenewResponseSchema,
  type MembershipDetails,
} from '@club/contract/membership';
import { devOutboxResponseSchema } from '@club/contract/dev-outbox';
import { formatIndianDate, formatMembershipEnd } from '@club/contract/india-time';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { membershipSubscriptions, memberships } from '../src/db/schema/memberships';
import { outbox } from '../src/db/schema/outbox';
import { users } from '../src/db/schema/users';
import { invoices, paymentRefunds } from '../src/db/schema/payments';
import { testSubscriptions } from '../src/dev/payments/local-payments-schema';
import { membershipTypes } from '../src/db/schema/reference';
import type { ZodApp } from '../src/http/zod-app';
import { grantRoleByEmails } from '../src/platform/users/repository';
import { addMembership } from './helpers/fixtures';
import {
  auth,
  buyer,
  order,
  paidCheckout,
  PLAN_IDS,
  postWebhook,
  subscriptionEvent,
  testCheckout,
  verify,
} from './helpers/purchase';
import { signInAgain } from './helpers/sign-in';
import { buildTestApp, DAY, HOUR, type TestApp } from './helpers/test-app';

/** A Producers membership costs ₹ 50,000 + 18% GST a year. */
const PRODUCERS_TOTAL = 59_000;

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

async function membershipOf(app: ZodApp, token: string): Promise<MembershipDetails> {
  const response = await app.inject({ method: 'GET', url: '/membership', headers: auth(token) });
  expect(response.statusCode).toBe(200);
  const { membership } = membershipResponseSchema.parse(response.json());
  if (!membership) throw new Error('no membership');
  return membership;
}

async function hasAccess(app: ZodApp, token: string): Promise<boolean> {
  const status = await app.inject({
    method: 'GET',
    url: '/membership/status',
    headers: auth(token),
  });
  const leads = await app.inject({ method: 'GET', url: '/leads', headers: auth(token) });
  const active = status.json<{ hasActiveMembership: boolean }>().hasActiveMembership;
  // The member pages follow the same rule.
  expect(leads.statusCode).toBe(active ? 200 : 403);
  return active;
}

function act(app: ZodApp, token: string, action: 'cancel' | 'resume' | 'renew', id: string) {
  return app.inject({
    method: 'POST',
    url: `/membership/${action}`,
    headers: auth(token),
    payload: { membershipId: id },
  });
}

/** The e-mails of `kind` queued for `to` (the outbox keeps who and what kind once sent). */
async function mailsOf(db: Database, to: string, kind: string) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
    .orderBy(asc(outbox.createdAt));
}

/** Delivers what is due and reads the development mailbox's copy with `subject`. */
async function mailText(app: ZodApp, to: string, subject: RegExp): Promise<string> {
  await app.outboxWorker.runOnce();
  const response = await app.inject({ method: 'GET', url: '/dev/outbox', query: { to } });
  const messages = devOutboxResponseSchema.parse(response.json());
  const found = messages.find((message) => subject.test(message.subject ?? ''));
  if (!found) throw new Error(`No mail ${String(subject)} to ${to}`);
  return found.text;
}

async function invoiceCount(db: Database, companyId: string) {
  return (await db.select().from(invoices).where(eq(invoices.companyId, companyId))).length;
}

/** Moves the test's clock to `date`. */
function moveTo(test: TestApp, date: Date) {
  const ms = date.getTime() - test.clock.now().getTime();
  expect(ms).toBeGreaterThanOrEqual(0);
  test.clock.advance(ms);
}

/** A company that bought Producers (test checkout), its subscription created by the job. */
async function paidMember(test: TestApp) {
  const who = await buyer(test);
  const { fields } = await paidCheckout(test.app, who.accessToken, PLAN_IDS.Producers);
  expect((await verify(test.app, who.accessToken, fields)).statusCode).toBe(200);
  await test.app.membershipJobs.runOnce();
  const membership = await membershipOf(test.app, who.accessToken);
  return {
    ...who,
    membershipId: membership.id,
    startsAt: new Date(membership.termStartsAt ?? ''),
    endsAt: new Date(membership.termEndsAt ?? ''),
  };
}

async function payRenewal(test: TestApp, token: string, membershipId: string) {
  const renew = await act(test.app, token, 'renew', membershipId);
  expect(renew.statusCode).toBe(200);
  const renewal = membershipRenewResponseSchema.parse(renew.json());
  const ordered = await order(test.app, token, renewal.transactionId);
  const paid = await testCheckout(test.app, ordered.json<{ orderId: string }>().orderId);
  const { status: _status, ...fields } = paid.json<Record<string, string>>();
  const verified = await verify(test.app, token, {
    razorpay_order_id: fields.razorpay_order_id ?? '',
    razorpay_payment_id: fields.razorpay_payment_id ?? '',
    razorpay_signature: fields.razorpay_signature ?? '',
  });
  expect(verified.statusCode).toBe(200);
  return renewal;
}

async function subscriptionsOf(db: Database, membershipId: string) {
  return db
    .select()
    .from(membershipSubscriptions)
    .where(eq(membershipSubscriptions.membershipId, membershipId))
    .orderBy(asc(membershipSubscriptions.createdAt));
}

async function testSubscriptionOf(db: Database, membershipId: string) {
  return db
    .select()
    .from(testSubscriptions)
    .where(eq(testSubscriptions.membershipId, membershipId))
    .orderBy(asc(testSubscriptions.createdAt));
}

describe('buying a membership', () => {
  it('activates the pending membership, turns auto-renewal on and shows the next charge', async () => {
    const test = await buildTestApp();
    const who = await buyer(test);
    const pendingId = await addMembership(test.db, who.companyId, {
      status: 'pending',
      membershipTypeId: PLAN_IDS.Producers,
    });
    const { fields } = await paidCheckout(test.app, who.accessToken, PLAN_IDS.Producers);
    await verify(test.app, who.accessToken, fields);
    await test.app.membershipJobs.runOnce();

    const membership = await membershipOf(test.app, who.accessToken);
    const endsAt = addMonths(test.clock.now(), 12);
    expect(membership).toEqual({
      id: pendingId,
      companyId: who.companyId,
      plan: { id: PLAN_IDS.Producers, name: 'Producers' },
      nextPlan: null,
      state: 'active',
      isActive: true,
      termStartsAt: test.clock.now().toISOString(),
      termEndsAt: endsAt.toISOString(),
      graceEndsAt: null,
      autoRenewal: true,
      nextCharge: { date: endsAt.toISOString(), price: 50_000, gst: 9_000, total: PRODUCERS_TOTAL },
      renewal: null,
      canCancel: true,
      canResume: false,
      authorisationUrl: null,
      terminationReason: null,
      notice: null,
    });
    expect(await test.db.select().from(memberships)).toHaveLength(1);
    // The test provider holds the subscription that charges the plan when the term ends.
    const [subscription] = await testSubscriptionOf(test.db, pendingId);
    expect(subscription).toMatchObject({
      status: 'active',
      amountPaise: 5_900_000,
      chargeAt: endsAt,
      nextOutcome: 'succeed',
    });
    // Running the job again makes no second subscription.
    await test.app.membershipJobs.runOnce();
    expect(await subscriptionsOf(test.db, pendingId)).toHaveLength(1);
  });
});

describe('cancel and resume', () => {
  it('cancel keeps access to the end of the term, confirms once, and stops the subscription', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    const cancelled = await act(test.app, member.accessToken, 'cancel', member.membershipId);
    expect(cancelled.statusCode).toBe(200);
    expect(membershipDetailsSchema.parse(cancelled.json())).toMatchObject({
      state: 'cancelled',
      isActive: true,
      autoRenewal: false,
      nextCharge: null,
      canCancel: false,
      canResume: true,
      termEndsAt: member.endsAt.toISOString(),
      // Renewing by hand is offered only in the last 30 days.
      renewal: null,
    });
    expect(await hasAccess(test.app, member.accessToken)).toBe(true);

    const again = await act(test.app, member.accessToken, 'cancel', member.membershipId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(
      /^Auto-renewal is already off\. Your membership stays active until \d{1,2} \w{3} \d{4}\.$/,
    );
    expect(await mailsOf(test.db, member.email, 'membership-cancelled')).toHaveLength(1);
    const text = await mailText(test.app, member.email, /will not renew/);
    expect(text).toContain(
      'A yearly charge that has already been billed is not refundable, even if you cancel shortly afterwards.',
    );
    expect(text).toContain('/my-account');

    // The job cancels the subscription with the provider: nothing will be charged.
    await test.app.membershipJobs.runOnce();
    expect((await testSubscriptionOf(test.db, member.membershipId)).map((s) => s.status)).toEqual([
      'cancelled',
    ]);
    expect((await subscriptionsOf(test.db, member.membershipId)).map((s) => s.status)).toEqual([
      'cancelled',
    ]);
  });

  it('resume turns auto-renewal back on with a new subscription, before the term ends', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    await act(test.app, member.accessToken, 'cancel', member.membershipId);
    await test.app.membershipJobs.runOnce();

    const resumed = await act(test.app, member.accessToken, 'resume', member.membershipId);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ state: 'active', autoRenewal: true, canCancel: true });
    expect((await act(test.app, member.accessToken, 'resume', member.membershipId)).json()).toEqual(
      {
        error: { code: 'CONFLICT', message: 'Auto-renewal is already on for this membership.' },
      },
    );
    await test.app.membershipJobs.runOnce();
    const providerSide = await testSubscriptionOf(test.db, member.membershipId);
    expect(providerSide.map((s) => [s.status, s.chargeAt.toISOString()])).toEqual([
      ['cancelled', member.endsAt.toISOString()],
      ['active', member.endsAt.toISOString()],
    ]);

    // After the end, a cancelled membership cannot be resumed: it has ended.
    await act(test.app, member.accessToken, 'cancel', member.membershipId);
    moveTo(test, new Date(member.endsAt.getTime() + 1000));
    const accessToken = await signInAgain(test, member.email);
    const late = await act(test.app, accessToken, 'resume', member.membershipId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('before the end of the paid term');
  });

  it('confirms every cancellation the member makes, while the reminder job still writes once per term', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    expect(
      (await act(test.app, member.accessToken, 'cancel', member.membershipId)).statusCode,
    ).toBe(200);
    expect(
      (await act(test.app, member.accessToken, 'resume', member.membershipId)).statusCode,
    ).toBe(200);
    expect(
      (await act(test.app, member.accessToken, 'cancel', member.membershipId)).statusCode,
    ).toBe(200);
    const cancellations = await mailsOf(test.db, member.email, 'membership-cancelled');
    expect(cancellations).toHaveLength(2);
    expect(cancellations.map((mail) => mail.subject)).toEqual([
      'Your BizBridge Club membership will not renew',
      'Your BizBridge Club membership will not renew',
    ]);

    // Resumed again: the job's scheduled reminder still goes out once in the term.
    await act(test.app, member.accessToken, 'resume', member.membershipId);
    moveTo(test, new Date(member.endsAt.getTime() - 30 * DAY + HOUR));
    await test.app.membershipJobs.runOnce();
    await test.app.membershipJobs.runOnce();
    expect(await mailsOf(test.db, member.email, 'membership-renewal-reminder')).toHaveLength(1);
  });

  it("refuses another company's membership, an unknown one and a malformed body", async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    const stranger = await buyer(test);
    for (const action of ['cancel', 'resume', 'renew'] as const) {
      const response = await act(test.app, stranger.accessToken, action, member.membershipId);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'You can only change the membership of a company you registered.',
      });
      const unknown = await act(
        test.app,
        member.accessToken,
        action,
        '00000000-0000-4000-8000-000000000000',
      );
      expect(unknown.statusCode).toBe(404);
      const malformed = await test.app.inject({
        method: 'POST',
        url: `/membership/${action}`,
        headers: auth(member.accessToken),
        payload: { membershipId: 'not-an-id' },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.field).toBe('membershipId');
    }
    expect((await membershipOf(test.app, member.accessToken)).state).toBe('active');
  });
  it('a subscription cancelled at the provider turns auto-renewal off, once; one we cancelled changes nothing', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    const [subscription] = await subscriptionsOf(test.db, member.membershipId);
    const cancelledThere = subscriptionEvent('subscription.cancelled', {
      id: subscription?.id ?? '',
      membershipId: member.membershipId,
    });
    expect((await postWebhook(test.app, cancelledThere)).statusCode).toBe(200);
    expect((await postWebhook(test.app, cancelledThere)).statusCode).toBe(200);
    expect(await membershipOf(test.app, member.accessToken)).toMatchObject({
      state: 'cancelled',
      canResume: true,
    });
    expect(await mailsOf(test.db, member.email, 'membership-cancelled')).toHaveLength(1);

    // Resumed: a new subscription; the provider's word about the old one changes nothing now.
    await act(test.app, member.accessToken, 'resume', member.membershipId);
    await test.app.membershipJobs.runOnce();
    expect((await postWebhook(test.app, cancelledThere)).statusCode).toBe(200);
    expect((await membershipOf(test.app, member.accessToken)).state).toBe('active');
    // Events of a subscription nobody knows are acknowledged and ignored.
    const stranger = subscriptionEvent(
      'subscription.charged',
      { id: 'sub_NobodyKnows001', membershipId: member.membershipId },
      { id: 'pay_NobodyKnows001', amount: PRODUCERS_TOTAL * 100 },
    );
    expect((await postWebhook(test.app, stranger)).statusCode).toBe(200);
    expect(await invoiceCount(test.db, member.companyId)).toBe(1);
  });
});

describe('the end of a term', () => {
  it('a cancelled membership warns in its last 30 days, then ends on its date (job or not), said once', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    await act(test.app, member.accessToken, 'cancel', member.membershipId);

    moveTo(test, new Date(member.endsAt.getTime() - 20 * DAY));
    let token = await signInAgain(test, member.email);
    expect(await membershipOf(test.app, token)).toMatchObject({
      state: 'cancelled',
      notice: { kind: 'ends-soon', until: member.endsAt.toISOString() },
      renewal: {
        termStartsAt: member.endsAt.toISOString(),
        termEndsAt: addMonths(member.endsAt, 12).toISOString(),
        total: PRODUCERS_TOTAL,
      },
    });

    moveTo(test, new Date(member.endsAt.getTime() + 1000));
    token = await signInAgain(test, member.email);
    // Before the job has run, the membership has already ended.
    expect(await hasAccess(test.app, token)).toBe(false);
    expect(await membershipOf(test.app, token)).toMatchObject({
      state: 'ended',
      isActive: false,
      notice: null,
      renewal: { total: PRODUCERS_TOTAL },
    });
    await test.app.membershipJobs.runOnce();
    await test.app.membershipJobs.runOnce();
    expect(await mailsOf(test.db, member.email, 'membership-ended')).toHaveLength(1);
    const [stored] = await test.db
      .select()
      .from(memberships)
      .where(eq(memberships.id, member.membershipId));
    expect(stored?.status).toBe('ended');
  });

  it('the subscription charges when the term ends: the next term follows it, with its invoice', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    moveTo(test, member.endsAt);
    await test.app.membershipJobs.runOnce();
    const token = await signInAgain(test, member.email);
    expect(await membershipOf(test.app, token)).toMatchObject({
      state: 'active',
      termStartsAt: member.endsAt.toISOString(),
      termEndsAt: addMonths(member.endsAt, 12).toISOString(),
      nextCharge: { date: addMonths(member.endsAt, 12).toISOString(), total: PRODUCERS_TOTAL },
    });
    expect(await invoiceCount(test.db, member.companyId)).toBe(2);
    const [, renewalInvoice] = await test.db
      .select()
      .from(invoices)
      .where(eq(invoices.companyId, member.companyId))
      .orderBy(asc(invoices.serial));
    expect(renewalInvoice).toMatchObject({ total: PRODUCERS_TOTAL, taxableValue: 50_000 });
    expect(renewalInvoice?.description).toMatch(
      /^Producers membership renewal, 12 months from \d{1,2} \w{3} \d{4}$/,
    );
    expect(await mailsOf(test.db, member.email, 'membership-receipt')).toHaveLength(2);
    // The provider charges next a year later; running the job again charges nothing.
    await test.app.membershipJobs.runOnce();
    expect(await invoiceCount(test.db, member.companyId)).toBe(2);
    const [subscription] = await testSubscriptionOf(test.db, member.membershipId);
    expect(subscription).toMatchObject({ paidCount: 1, chargeAt: addMonths(member.endsAt, 12) });
  });

  it('a subscription made before the fee changed charges, and invoices, what it was made for', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    const producers = eq(membershipTypes.id, PLAN_IDS.Producers);
    await test.db.update(membershipTypes).set({ price: 60_000 }).where(producers);
    try {
      moveTo(test, member.endsAt);
      await test.app.membershipJobs.runOnce();
      const [, renewal] = await test.db
        .select()
        .from(invoices)
        .where(eq(invoices.companyId, member.companyId))
        .orderBy(asc(invoices.serial));
      expect(renewal).toMatchObject({ taxableValue: 50_000, tax: 9_000, total: PRODUCERS_TOTAL });
      const [stored] = await test.db
        .select()
        .from(memberships)
        .where(eq(memberships.id, member.membershipId));
      expect(stored?.endsAt).toEqual(addMonths(member.endsAt, 12));
    } finally {
      await test.db.update(membershipTypes).set({ price: 50_000 }).where(producers);
    }
  });

  it('a replayed subscription.charged, or a second event about the same charge, renews once', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    const [subscription] = await subscriptionsOf(test.db, member.membershipId);
    moveTo(test, member.endsAt);
    const charged = subscriptionEvent(
      'subscription.charged',
      { id: subscription?.id ?? '', membershipId: member.membershipId },
      { id: 'pay_RenewalCharge1', amount: PRODUCERS_TOTAL * 100 },
    );
    const responses = await Promise.all([
      postWebhook(test.app, charged, { eventId: 'evt_renewal000001' }),
      postWebhook(test.app, charged, { eventId: 'evt_renewal000001' }),
      postWebhook(test.app, charged, { eventId: 'evt_renewal000002' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await postWebhook(test.app, charged, { eventId: 'evt_renewal000001' })).toMatchObject({
      statusCode: 200,
    });
    const [stored] = await test.db
      .select()
      .from(memberships)
      .where(eq(memberships.id, member.membershipId));
    expect(stored?.endsAt).toEqual(addMonths(member.endsAt, 12));
    expect(await invoiceCount(test.db, member.companyId)).toBe(2);
    expect(await mailsOf(test.db, member.email, 'membership-receipt')).toHaveLength(2);

    // Another charge for a term that is not due renews nothing and is refunded, once.
    const early = subscriptionEvent(
      'subscription.charged',
      { id: subscription?.id ?? '', membershipId: member.membershipId },
      { id: 'pay_RenewalCharge2', amount: PRODUCERS_TOTAL * 100 },
    );
    expect((await postWebhook(test.app, early)).statusCode).toBe(200);
    expect((await postWebhook(test.app, early)).statusCode).toBe(200);
    expect(await invoiceCount(test.db, member.companyId)).toBe(2);
    const [renewed] = await test.db
      .select()
      .from(memberships)
      .where(eq(memberships.id, member.membershipId));
    expect(renewed?.endsAt).toEqual(addMonths(member.endsAt, 12));
    expect(await test.db.select().from(paymentRefunds)).toEqual([
      expect.objectContaining({
        paymentId: 'pay_RenewalCharge2',
        reason: 'charge-not-due',
        amountPaise: PRODUCERS_TOTAL * 100,
        refundId: expect.stringMatching(/^rfnd_test_/),
      }),
    ]);
    expect(await mailText(test.app, member.email, /has been refunded/)).toContain(
      `No renewal of your Producers membership was due: it is paid until ${formatMembershipEnd(addMonths(member.endsAt, 12))}.`,
    );
    // A forged one is refused before anything is read.
    expect((await postWebhook(test.app, early, { secret: 'guessed' })).statusCode).toBe(400);
  });

  it('a charge made on the date renews even when its webhook comes after the grace period', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    const [subscription] = await subscriptionsOf(test.db, member.membershipId);
    moveTo(test, new Date(member.endsAt.getTime() + 10 * DAY));
    const late = JSON.parse(
      subscriptionEvent(
        'subscription.charged',
        { id: subscription?.id ?? '', membershipId: member.membershipId },
        { id: 'pay_LateWebhook0001', amount: PRODUCERS_TOTAL * 100 },
      ),
    ) as { payload: { payment: { entity: Record<string, unknown> } } };
    late.payload.payment.entity.created_at = Math.floor(member.endsAt.getTime() / 1000);
    expect((await postWebhook(test.app, JSON.stringify(late))).statusCode).toBe(200);
    const token = await signInAgain(test, member.email);
    expect(await membershipOf(test.app, token)).toMatchObject({
      state: 'active',
      termEndsAt: addMonths(member.endsAt, 12).toISOString(),
    });
    // Made after the grace period, a charge no longer renews (it is refunded).
    const other = await paidMember(test);
    const [otherSubscription] = await subscriptionsOf(test.db, other.membershipId);
    moveTo(test, new Date(other.endsAt.getTime() + 8 * DAY));
    const tooLate = subscriptionEvent(
      'subscription.charged',
      { id: otherSubscription?.id ?? '', membershipId: other.membershipId },
      { id: 'pay_TooLateCharge01', amount: PRODUCERS_TOTAL * 100 },
    );
    expect((await postWebhook(test.app, tooLate)).statusCode).toBe(200);
    expect(await invoiceCount(test.db, other.companyId)).toBe(1);
    const [refund] = await test.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, 'pay_TooLateCharge01'));
    expect(refund).toMatchObject({ reason: 'charge-not-due', refundId: expect.any(String) });
  });

  it('a failed charge: a reminder with the way to pay, access through the grace period, then it lapses', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    const [subscription] = await subscriptionsOf(test.db, member.membershipId);
    // The development mailbox page's choice: the next charge fails.
    const chosen = await test.app.inject({
      method: 'POST',
      url: `/dev/test-subscriptions/${subscription?.id ?? ''}/next-charge`,
      payload: { outcome: 'fail' },
    });
    expect(chosen.json()).toEqual({ ok: true });

    moveTo(test, member.endsAt);
    await test.app.membershipJobs.runOnce();
    const graceEndsAt = new Date(member.endsAt.getTime() + 7 * DAY);
    let token = await signInAgain(test, member.email);
    expect(await membershipOf(test.app, token)).toMatchObject({
      state: 'renewal_due',
      isActive: true,
      graceEndsAt: graceEndsAt.toISOString(),
      autoRenewal: true,
      nextCharge: null,
      notice: { kind: 'grace', until: graceEndsAt.toISOString() },
      renewal: { termStartsAt: member.endsAt.toISOString(), total: PRODUCERS_TOTAL },
    });
    expect(await mailsOf(test.db, member.email, 'membership-charge-failed')).toHaveLength(1);
    const text = await mailText(test.app, member.email, /could not renew/);
    expect(text).toContain('The renewal charge of ₹\u00a059,000 for your Producers membership');
    expect(text).toMatch(
      /Pay for the next term by hand on My Account before then: http\S+\/my-account/,
    );

    // A redelivered halt changes nothing.
    const halted = subscriptionEvent('subscription.halted', {
      id: subscription?.id ?? '',
      membershipId: member.membershipId,
    });
    await postWebhook(test.app, halted);
    expect(await mailsOf(test.db, member.email, 'membership-charge-failed')).toHaveLength(1);

    moveTo(test, new Date(graceEndsAt.getTime() - HOUR));
    await test.app.membershipJobs.runOnce();
    token = await signInAgain(test, member.email);
    expect(await hasAccess(test.app, token)).toBe(true);

    moveTo(test, graceEndsAt);
    token = await signInAgain(test, member.email);
    expect(await hasAccess(test.app, token)).toBe(false);
    await test.app.membershipJobs.runOnce();
    await test.app.membershipJobs.runOnce();
    expect(await membershipOf(test.app, token)).toMatchObject({
      state: 'lapsed',
      isActive: false,
      notice: null,
    });
    expect(await mailsOf(test.db, member.email, 'membership-lapsed')).toHaveLength(1);
    expect((await subscriptionsOf(test.db, member.membershipId)).map((s) => s.status)).toEqual([
      'cancelled',
    ]);
  });

  it('a charge that never comes counts as failed a day after the term ended', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    // The provider silently never charges.
    await test.db
      .update(testSubscriptions)
      .set({ status: 'cancelled' })
      .where(eq(testSubscriptions.membershipId, member.membershipId));
    moveTo(test, new Date(member.endsAt.getTime() + 2 * HOUR));
    await test.app.membershipJobs.runOnce();
    let token = await signInAgain(test, member.email);
    // Waiting for the charge: still a member, no alarm yet.
    expect(await membershipOf(test.app, token)).toMatchObject({
      state: 'renewal_due',
      isActive: true,
      notice: null,
    });
    expect(await mailsOf(test.db, member.email, 'membership-charge-failed')).toHaveLength(0);

    moveTo(test, new Date(member.endsAt.getTime() + DAY + HOUR));
    await test.app.membershipJobs.runOnce();
    token = await signInAgain(test, member.email);
    expect(await membershipOf(test.app, token)).toMatchObject({
      state: 'renewal_due',
      notice: { kind: 'grace', until: new Date(member.endsAt.getTime() + 7 * DAY).toISOString() },
    });
    expect(await mailsOf(test.db, member.email, 'membership-charge-failed')).toHaveLength(1);
  });
});

describe('renewing by hand', () => {
  it('starts the next term at the old end date, with its own invoice, in the last 30 days', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    await act(test.app, member.accessToken, 'cancel', member.membershipId);

    moveTo(test, new Date(member.endsAt.getTime() - 40 * DAY));
    let token = await signInAgain(test, member.email);
    const early = await act(test.app, token, 'renew', member.membershipId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(
      /^You can renew by hand from \d{1,2} \w{3} \d{4}, in the last days of your term\./,
    );

    moveTo(test, new Date(member.endsAt.getTime() - 10 * DAY));
    token = await signInAgain(test, member.email);
    const renewal = await payRenewal(test, token, member.membershipId);
    expect(renewal).toMatchObject({
      price: 50_000,
      gst: 9_000,
      total: PRODUCERS_TOTAL,
      termStartsAt: member.endsAt.toISOString(),
      termEndsAt: addMonths(member.endsAt, 12).toISOString(),
    });
    // Not today: the new term starts where the paid one ends. Auto-renewal stays off.
    expect(await membershipOf(test.app, token)).toMatchObject({
      id: member.membershipId,
      state: 'cancelled',
      termStartsAt: member.endsAt.toISOString(),
      termEndsAt: addMonths(member.endsAt, 12).toISOString(),
      notice: null,
      renewal: null,
    });
    expect(await invoiceCount(test.db, member.companyId)).toBe(2);
    // The newest receipt: the renewal's.
    const receipt = await mailText(test.app, member.email, /membership receipt/);
    expect(receipt).toContain('does not renew automatically');
    // The next term is paid: renewing again is not offered.
    expect((await act(test.app, token, 'renew', member.membershipId)).statusCode).toBe(409);
  });

  it('during a grace period renews from the old end date and replaces the failed subscription', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    await test.db
      .update(testSubscriptions)
      .set({ nextOutcome: 'fail' })
      .where(eq(testSubscriptions.membershipId, member.membershipId));
    moveTo(test, new Date(member.endsAt.getTime() + 3 * DAY));
    await test.app.membershipJobs.runOnce();
    const token = await signInAgain(test, member.email);
    expect((await membershipOf(test.app, token)).state).toBe('renewal_due');

    await payRenewal(test, token, member.membershipId);
    expect(await membershipOf(test.app, token)).toMatchObject({
      state: 'active',
      termStartsAt: member.endsAt.toISOString(),
      termEndsAt: addMonths(member.endsAt, 12).toISOString(),
      graceEndsAt: null,
      notice: null,
      autoRenewal: true,
    });
    expect(await invoiceCount(test.db, member.companyId)).toBe(2);
    await test.app.membershipJobs.runOnce();
    const providerSide = await testSubscriptionOf(test.db, member.membershipId);
    expect(providerSide.map((s) => [s.status, s.chargeAt.toISOString()])).toEqual([
      ['cancelled', member.endsAt.toISOString()],
      ['active', addMonths(member.endsAt, 12).toISOString()],
    ]);
  });

  it('after the end, renews as a new term from the day of payment; an auto-renewing one is not renewed by hand', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    const autoRenewing = await act(test.app, member.accessToken, 'renew', member.membershipId);
    expect(autoRenewing.statusCode).toBe(409);
    expect(autoRenewing.json().error.message).toMatch(
      /^This membership renews automatically on \d{1,2} \w{3} \d{4}, so there is nothing to pay now\.$/,
    );

    await act(test.app, member.accessToken, 'cancel', member.membershipId);
    moveTo(test, new Date(member.endsAt.getTime() + 30 * DAY));
    const token = await signInAgain(test, member.email);
    expect(await hasAccess(test.app, token)).toBe(false);
    const paidOn = test.clock.now();
    await payRenewal(test, token, member.membershipId);
    expect(await hasAccess(test.app, token)).toBe(true);
    const current = await membershipOf(test.app, token);
    expect(current).toMatchObject({
      state: 'active',
      termStartsAt: paidOn.toISOString(),
      termEndsAt: addMonths(paidOn, 12).toISOString(),
    });
    expect(current.id).not.toBe(member.membershipId);
    expect(await invoiceCount(test.db, member.companyId)).toBe(2);
  });
});

describe('reminders', () => {
  it('go out 30 and 7 days before the charge, each once, with two instances and after a restart', async () => {
    const first = await buildTestApp();
    const second = await buildTestApp({ clock: first.clock });
    const member = await paidMember(first);

    moveTo(first, new Date(member.endsAt.getTime() - 30 * DAY + HOUR));
    const runBoth = (a: TestApp, b: TestApp) =>
      Promise.all([a.app.membershipJobs.runOnce(), b.app.membershipJobs.runOnce()]);
    await runBoth(first, second);
    await runBoth(first, second);
    expect(await mailsOf(first.db, member.email, 'membership-renewal-reminder')).toHaveLength(1);
    const text = await mailText(first.app, member.email, /renews on/);
    const on = formatIndianDate(member.endsAt);
    expect(text).toContain(`Your membership renews on ${on}, ₹\u00a059,000 will be charged.`);

    // A restart: the first instance stops, a new one starts on the same database.
    await first.app.close();
    const restarted = await buildTestApp({ clock: first.clock });
    await runBoth(restarted, second);
    expect(await mailsOf(first.db, member.email, 'membership-renewal-reminder')).toHaveLength(1);

    // Meanwhile the owner chose Gujarati: the second reminder, its date and figures, is in it.
    await first.db.update(users).set({ language: 'gu' }).where(eq(users.email, member.email));
    moveTo(restarted, new Date(member.endsAt.getTime() - 7 * DAY + HOUR));
    await runBoth(restarted, second);
    await runBoth(second, restarted);
    const reminders = await mailsOf(first.db, member.email, 'membership-renewal-reminder');
    expect(reminders).toHaveLength(2);
    expect(reminders[1]?.subject).toMatch(/^તમારું BizBridge Club સભ્યપદ \d{1,2} \S+ \d{4} ના રોજ/);
    expect(reminders[1]?.text).toContain('ક્લબ સાથે તમારી અવધિ અત્યાર સુધી:');
    expect(reminders[1]?.text).toContain('પહેલેથી બિલ થયેલો વાર્ષિક ચાર્જ પરત મળતો નથી');
    expect(reminders[1]?.text).not.toMatch(/renews|Leads posted|Nov|Dec/);

    // Both instances at the end of the term: one charge, one renewal, one invoice.
    moveTo(restarted, member.endsAt);
    await runBoth(restarted, second);
    await runBoth(second, restarted);
    expect(await invoiceCount(first.db, member.companyId)).toBe(2);
    const [stored] = await first.db
      .select()
      .from(memberships)
      .where(eq(memberships.id, member.membershipId));
    expect(stored?.endsAt).toEqual(addMonths(member.endsAt, 12));
    // The next term's reminders are sent again, once each.
    moveTo(restarted, new Date(addMonths(member.endsAt, 12).getTime() - 7 * DAY + HOUR));
    await runBoth(restarted, second);
    expect(await mailsOf(first.db, member.email, 'membership-renewal-reminder')).toHaveLength(3);
  });

  it('are not sent for a membership without auto-renewal', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    await act(test.app, member.accessToken, 'cancel', member.membershipId);
    moveTo(test, new Date(member.endsAt.getTime() - 7 * DAY + HOUR));
    await test.app.membershipJobs.runOnce();
    expect(await mailsOf(test.db, member.email, 'membership-renewal-reminder')).toHaveLength(0);
  });
});

describe('termination by an admin', () => {
  it('ends the membership at once, with the reason in the audit trail, once', async () => {
    const test = await buildTestApp();
    const member = await paidMember(test);
    const adminEmail = 'admin@club.example';
    const admin = await buyer(test, { email: adminEmail });
    await grantRoleByEmails(test.db, 'admin', [adminEmail]);
    const terminate = (token: string, id: string, reason: string) =>
      test.app.inject({
        method: 'POST',
        url: `/admin/memberships/${id}/terminate`,
        headers: auth(token),
        payload: { reason },
      });
    const reason = 'Convicted of fraud against a fellow member';

    expect((await terminate(member.accessToken, member.membershipId, reason)).statusCode).toBe(403);
    const short = await terminate(admin.accessToken, member.membershipId, ' x ');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.field).toBe('reason');

    const done = await terminate(admin.accessToken, member.membershipId, reason);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      id: member.membershipId,
      state: 'terminated',
      terminatedAt: test.clock.now().toISOString(),
      terminationReason: reason,
    });
    expect(await hasAccess(test.app, member.accessToken)).toBe(false);
    expect(await membershipOf(test.app, member.accessToken)).toMatchObject({
      state: 'terminated',
      terminationReason: reason,
      renewal: null,
      canCancel: false,
      canResume: false,
    });
    expect((await act(test.app, member.accessToken, 'renew', member.membershipId)).json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'The club terminated this membership, so it cannot be renewed.',
      },
    });

    const again = await terminate(admin.accessToken, member.membershipId, reason);
    expect(again.statusCode).toBe(409);
    const unknown = await terminate(
      admin.accessToken,
      '00000000-0000-4000-8000-000000000000',
      reason,
    );
    expect(unknown.statusCode).toBe(404);

    const audit = await test.app.inject({
      method: 'GET',
      url: '/admin/audit',
      query: { about: 'membership' },
      headers: auth(admin.accessToken),
    });
    expect(audit.json().items).toEqual([
      expect.objectContaining({
        action: 'membership.terminate',
        actorEmail: adminEmail,
        subjectId: member.membershipId,
        subjectTitle: 'Producers membership of Narmada Valves Pvt Ltd',
        detail: reason,
      }),
    ]);
    expect(await mailsOf(test.db, member.email, 'membership-terminated')).toHaveLength(1);
    await test.app.membershipJobs.runOnce();
    expect((await testSubscriptionOf(test.db, member.membershipId)).map((s) => s.status)).toEqual([
      'cancelled',
    ]);
  });
});

describe('the development clock', () => {
  it('moves forward only, for this machine only, and runs the jobs at once', async () => {
    const test = await buildTestApp({ env: { DEV_CLOCK: '1' } });
    const member = await paidMember(test);
    await act(test.app, member.accessToken, 'cancel', member.membershipId);
    const before = test.clock.now();
    const moved = await test.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { to: new Date(member.endsAt.getTime() + HOUR).toISOString() },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      now: new Date(member.endsAt.getTime() + HOUR).toISOString(),
    });
    // The jobs ran: the membership has ended and its e-mail was delivered to the mailbox.
    expect(await mailText(test.app, member.email, /has ended/)).toContain(
      'Producers membership ended',
    );
    const back = await test.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { to: before.toISOString() },
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().error.message).toBe('The clock only moves forward.');
    const relayed = await test.app.inject({
      method: 'POST',
      url: '/dev/clock',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      payload: { days: 1 },
    });
    expect(relayed.statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/dev/clock' })).json()).toEqual({
      now: test.clock.now().toISOString(),
    });
  });

  it('jumping two years, the test provider charges each year on its date: still a member', async () => {
    const test = await buildTestApp({ env: { DEV_CLOCK: '1' } });
    const member = await paidMember(test);
    const jumped = await test.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { days: 800 },
    });
    expect(jumped.statusCode).toBe(200);
    const token = await signInAgain(test, member.email);
    expect(await membershipOf(test.app, token)).toMatchObject({
      state: 'active',
      termStartsAt: addMonths(member.endsAt, 12).toISOString(),
      termEndsAt: addMonths(member.endsAt, 24).toISOString(),
    });
    expect(await invoiceCount(test.db, member.companyId)).toBe(3);
  });

  it('exists only when DEV_CLOCK=1, never in production or off loopback', async () => {
    const test = await buildTestApp();
    const response = await test.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { days: 1 },
    });
    expect(response.statusCode).toBe(404);
    await expect(
      buildTestApp({ env: { DEV_CLOCK: '1', HOST: '0.0.0.0', DEV_MAILBOX: '0' } }),
    ).rejects.toThrow('DEV_CLOCK=1 lets a caller move the API');
    await expect(
      buildTestApp({
        env: {
          DEV_CLOCK: '1',
          NODE_ENV: 'production',
          DEV_MAILBOX: '0',
          PAYMENTS: 'razorpay',
          RAZORPAY_KEY_ID: 'rzp_live_x',
          RAZORPAY_KEY_SECRET: 'secret',
          RAZORPAY_WEBHOOK_SECRET: 'secret',
          INVOICE_SUPPLIER_GSTIN: '24AAHCB4321K1ZV',
        },
      }),
    ).rejects.toThrow('DEV_CLOCK cannot be used in production');
  });
});
