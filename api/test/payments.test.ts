import { paymentOrderResponseSchema } from '@club/contract/payment';
import { userProfileSchema } from '@club/contract/user';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { devMailboxSender } from '../src/dev/mailbox/dev-mailbox-sender';
import type { MessageSender, OutgoingMessage } from '../src/adapters/message-sender';
import { hmacHex } from '../src/adapters/payments/payments';
import { DEMO_SUPPLIER_GSTIN } from '../src/platform/tax-invoices/supplier';
import { memberships } from '../src/db/schema/memberships';
import { outbox } from '../src/db/schema/outbox';
import { invoices, paymentTransactions } from '../src/db/schema/payments';
import type { Database } from '../src/db/database';
import {
  buyer,
  choose,
  order,
  paidCheckout,
  paymentEvent,
  PLAN_IDS,
  postWebhook,
  testCheckout,
  verify,
  webhookSecret,
} from './helpers/purchase';
import { createCompany, createUser } from './helpers/fixtures';
import { getMe, signIn } from './helpers/sign-in';
import { buildTestApp, type TestApp } from './helpers/test-app';

/** A mail adapter that keeps what it is given. */
/** Records every e-mail; sign-in codes also reach the development mailbox, where the tests read them. */
function recordingMail() {
  const sent: OutgoingMessage[] = [];
  let mailbox: MessageSender | null = null;
  const sender: MessageSender = {
    name: 'recording',
    async send(message) {
      sent.push(message);
      await mailbox?.send(message);
    },
  };
  return { sender, sent, forwardTo: (next: MessageSender) => (mailbox = next) };
}

async function rowCount(db: Database, table: typeof memberships | typeof invoices) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function receipts(db: Database, to: string) {
  return db.select().from(outbox).where(eq(outbox.to, to));
}

async function activeMemberships(test: TestApp, accessToken: string) {
  const me = userProfileSchema.parse((await getMe(test.app, accessToken)).json());
  return me.companies[0]?.memberships.filter((membership) => membership.isActive) ?? [];
}

describe('POST /membership/choose', () => {
  it('prices the plan on the server: price, 18% GST and the total', async () => {
    const test = await buildTestApp();
    const { accessToken } = await buyer(test);
    const producers = await choose(test.app, accessToken, PLAN_IDS.Producers);
    expect(producers.statusCode).toBe(200);
    expect(producers.json()).toEqual({
      transactionId: expect.any(String),
      price: 50_000,
      gst: 9_000,
      total: 59_000,
    });
    const promoters = await choose(test.app, accessToken, PLAN_IDS.Promoters);
    expect(promoters.json()).toMatchObject({ price: 100_000, gst: 18_000, total: 118_000 });

    // An amount from the client is not part of the contract.
    const tampered = await test.app.inject({
      method: 'POST',
      url: '/membership/choose',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { membershipTypeId: PLAN_IDS.Producers, amount: 1 },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.field).toBe('amount');
    expect((await choose(test.app, accessToken, 9)).json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'membershipTypeId',
    });
  });

  it("buys for the caller's first company, which the client does not name", async () => {
    const test = await buildTestApp();
    const owner = await buyer(test);
    // A second, newer company: the purchase is still for the first.
    await createCompany(test.db, owner.userId, { createdAt: new Date(Date.now() + 60_000) });
    const response = await choose(test.app, owner.accessToken, PLAN_IDS.Producers);
    expect(response.statusCode).toBe(200);
    const [transaction] = await test.db.select().from(paymentTransactions);
    expect(transaction?.companyId).toBe(owner.companyId);

    // A company in the body is not part of the contract.
    const naming = await test.app.inject({
      method: 'POST',
      url: '/membership/choose',
      headers: { authorization: `Bearer ${owner.accessToken}` },
      payload: { companyId: owner.companyId, membershipTypeId: PLAN_IDS.Promoters },
    });
    expect(naming.statusCode).toBe(400);
    expect(naming.json().error.field).toBe('companyId');
  });

  it('refuses a user without a company with 403, and a visitor with 401', async () => {
    const test = await buildTestApp();
    const email = 'no-company@example.in';
    await createUser(test.db, { email, username: 'Asha Rao' });
    const { accessToken } = await signIn(test.app, email);
    const response = await choose(test.app, accessToken, PLAN_IDS.Producers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'Register your company before choosing a membership.',
    });
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/membership/choose',
      payload: { membershipTypeId: PLAN_IDS.Producers },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await test.db.select().from(paymentTransactions)).toEqual([]);
  });

  it('refuses a plan the company already has active', async () => {
    const test = await buildTestApp();
    const { accessToken } = await buyer(test);
    const { fields } = await paidCheckout(test.app, accessToken, PLAN_IDS.Producers);
    await verify(test.app, accessToken, fields);
    const again = await choose(test.app, accessToken, PLAN_IDS.Producers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(
      /^Your company already has an active Producers membership until \d{1,2} \w{3} \d{4}\.$/,
    );
  });
});

describe('payment order, test checkout and verification', () => {
  it('creates an order in paise with the test checkout, and activates 12 months on a verified payment', async () => {
    const mail = recordingMail();
    const test = await buildTestApp({ adapters: { mail: mail.sender } });
    mail.forwardTo(devMailboxSender(test.db, test.clock, 'email'));
    const { accessToken, email } = await buyer(test);
    const chosen = await choose(test.app, accessToken, PLAN_IDS.Producers);
    const { transactionId } = chosen.json<{ transactionId: string }>();

    const ordered = await order(test.app, accessToken, transactionId);
    expect(ordered.statusCode).toBe(200);
    expect(paymentOrderResponseSchema.parse(ordered.json())).toEqual({
      checkout: 'test',
      amount: 5_900_000,
      currency: 'INR',
      orderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      keyId: 'rzp_test_localcheckout',
      // The test provider's stand-in for Razorpay's checkout.js, served by this API.
      checkoutScriptUrl: expect.stringMatching(
        /^http:\/\/[^/]+\/payments\/test-checkout\/checkout\.js$/,
      ),
      businessName: 'BizBridge Club',
      description: 'Membership Payment',
      prefill: { name: 'Rohan Desai', email, contact: expect.stringMatching(/^\+91\d{10}$/) },
      themeColor: '#1e2a6e',
    });
    expect(await activeMemberships(test, accessToken)).toEqual([]);

    // The order's checkout script is the test provider's stand-in for Razorpay's checkout.js.
    const script = await test.app.inject({
      url: new URL(ordered.json<{ checkoutScriptUrl: string }>().checkoutScriptUrl).pathname,
    });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(() => new Function(script.body)).not.toThrow();
    expect(script.body).toContain('window.Razorpay = TestCheckout');
    expect(script.body).toMatch(/"captureUrl":"http:\/\/[^"]+\/payments\/test-checkout\/capture"/);

    const { orderId } = ordered.json<{ orderId: string }>();
    const paid = await testCheckout(test.app, orderId);
    expect(paid.json()).toEqual({
      status: 'paid',
      razorpay_order_id: orderId,
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const { status: _status, ...fields } = paid.json();
    const verified = await verify(test.app, accessToken, fields);
    expect(verified.statusCode).toBe(200);
    const endsAt = new Date(test.clock.now());
    endsAt.setUTCMonth(endsAt.getUTCMonth() + 12);
    expect(verified.json()).toEqual({ success: true, endsAt: endsAt.toISOString() });

    const active = await activeMemberships(test, accessToken);
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({
      membershipType: { name: 'Producers' },
      startsAt: test.clock.now().toISOString(),
      endsAt: endsAt.toISOString(),
    });

    // The receipt carries the tax invoice.
    await test.app.outboxWorker.runOnce();
    const receipt = mail.sent.find((message) => message.subject?.includes('membership receipt'));
    expect(receipt?.to).toBe(email);
    expect(receipt?.text).toContain('₹\u00a059,000 (GST included) for the Producers membership');
    expect(receipt?.attachments).toHaveLength(1);
    expect(receipt?.attachments?.[0]).toMatchObject({
      filename: expect.stringMatching(/^BBC-\d{2}-\d{2}-000001\.pdf$/),
      contentType: 'application/pdf',
    });
    expect(receipt?.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');

    // Verifying again changes nothing.
    expect((await verify(test.app, accessToken, fields)).json()).toEqual({
      success: true,
      endsAt: endsAt.toISOString(),
    });
    expect(await rowCount(test.db, memberships)).toBe(1);
    // And the purchase cannot be ordered again.
    expect((await order(test.app, accessToken, transactionId)).statusCode).toBe(409);
  });

  it('refuses a tampered signature, another payment id, and an order of someone else', async () => {
    const test = await buildTestApp();
    const { accessToken } = await buyer(test);
    const { fields } = await paidCheckout(test.app, accessToken, PLAN_IDS.Producers);
    const flipped = fields.razorpay_signature.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    const attempts = [
      { ...fields, razorpay_signature: flipped },
      { ...fields, razorpay_payment_id: 'pay_SomeoneElses01' },
      { ...fields, razorpay_signature: 'not-a-signature' },
    ];
    for (const attempt of attempts) {
      const response = await verify(test.app, accessToken, attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'PAYMENT_FAILED',
        message: 'The payment could not be verified.',
      });
    }
    const stranger = await buyer(test);
    expect((await verify(test.app, stranger.accessToken, fields)).statusCode).toBe(400);
    expect(await rowCount(test.db, memberships)).toBe(0);
    expect(await rowCount(test.db, invoices)).toBe(0);
  });

  it('leaves no membership after a failed payment, and paying again works', async () => {
    const test = await buildTestApp();
    const { accessToken } = await buyer(test);
    const chosen = await choose(test.app, accessToken, PLAN_IDS.Producers);
    const { transactionId } = chosen.json<{ transactionId: string }>();
    const first = (await order(test.app, accessToken, transactionId)).json<{ orderId: string }>();
    const failed = await testCheckout(test.app, first.orderId, 'fail');
    expect(failed.json()).toEqual({
      status: 'failed',
      reason: 'Payment failed in the test checkout',
    });
    expect(await activeMemberships(test, accessToken)).toEqual([]);

    const second = (await order(test.app, accessToken, transactionId)).json<{ orderId: string }>();
    expect(second.orderId).not.toBe(first.orderId);
    const paid = await testCheckout(test.app, second.orderId);
    const { status: _status, ...fields } = paid.json();
    expect((await verify(test.app, accessToken, fields)).statusCode).toBe(200);
    expect(await activeMemberships(test, accessToken)).toHaveLength(1);
  });

  it("posts the provider's signed webhook a moment after 'Pay', which activates on its own", async () => {
    const test = await buildTestApp();
    const { accessToken } = await buyer(test);
    await paidCheckout(test.app, accessToken, PLAN_IDS.Promoters);
    expect(await activeMemberships(test, accessToken)).toEqual([]);
    await vi.waitFor(
      async () => expect(await activeMemberships(test, accessToken)).toHaveLength(1),
      {
        timeout: 5000,
        interval: 200,
      },
    );
    expect(await rowCount(test.db, invoices)).toBe(1);
  });
});

describe('POST /payments/razorpay/webhook', () => {
  async function paidOrder(test: TestApp) {
    const who = await buyer(test);
    const paid = await paidCheckout(test.app, who.accessToken, PLAN_IDS.Providers);
    return { ...who, ...paid };
  }

  it('refuses a bad signature, and an unsigned call, without activating', async () => {
    const test = await buildTestApp();
    const { orderId, amount, fields } = await paidOrder(test);
    const body = paymentEvent('payment.captured', {
      id: fields.razorpay_payment_id,
      orderId,
      amount,
    });
    for (const options of [{ secret: 'a-guessed-secret' }, { signature: '' }]) {
      const response = await postWebhook(test.app, body, options);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'BAD_REQUEST',
        message: 'The webhook signature is not valid.',
      });
    }
    // The signature covers the exact bytes: the same event re-serialised does not match.
    const signedOriginal = await postWebhook(test.app, ` ${body}`, {
      signature: hmacHex(webhookSecret(test.app), body),
    });
    expect(signedOriginal.statusCode).toBe(400);
    expect(await rowCount(test.db, memberships)).toBe(0);
  });

  it('activates once on payment.captured; a replayed event and a later order.paid change nothing', async () => {
    const test = await buildTestApp();
    const { orderId, amount, fields, email } = await paidOrder(test);
    const body = paymentEvent('payment.captured', {
      id: fields.razorpay_payment_id,
      orderId,
      amount,
    });
    const first = await postWebhook(test.app, body, { eventId: 'evt_captured0001' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    expect((await postWebhook(test.app, body, { eventId: 'evt_captured0001' })).statusCode).toBe(
      200,
    );
    const orderPaid = paymentEvent('order.paid', {
      id: fields.razorpay_payment_id,
      orderId,
      amount,
    });
    expect(
      (await postWebhook(test.app, orderPaid, { eventId: 'evt_orderpaid001' })).statusCode,
    ).toBe(200);

    expect(await rowCount(test.db, memberships)).toBe(1);
    expect(await rowCount(test.db, invoices)).toBe(1);
    const mail = (await receipts(test.db, email)).filter((row) => row.subject?.includes('receipt'));
    expect(mail).toHaveLength(1);
  });

  it('ignores a captured amount that differs from the order', async () => {
    const test = await buildTestApp();
    const { orderId, fields } = await paidOrder(test);
    const body = paymentEvent('payment.captured', {
      id: fields.razorpay_payment_id,
      orderId,
      amount: 100,
    });
    expect((await postWebhook(test.app, body)).statusCode).toBe(200);
    expect(await rowCount(test.db, memberships)).toBe(0);
  });

  it('marks the purchase failed on payment.failed, and never moves a paid one back', async () => {
    const test = await buildTestApp();
    const { orderId, amount, fields, transactionId, accessToken } = await paidOrder(test);
    const failed = paymentEvent('payment.failed', { id: 'pay_FailedAttempt1', orderId, amount });
    await postWebhook(test.app, failed);
    const status = async () =>
      (
        await test.db
          .select()
          .from(paymentTransactions)
          .where(eq(paymentTransactions.id, transactionId))
      )[0]?.status;
    expect(await status()).toBe('failed');
    // A capture of the same order after a failed attempt still pays it.
    expect((await verify(test.app, accessToken, fields)).statusCode).toBe(200);
    expect(await status()).toBe('paid');
    await postWebhook(test.app, failed);
    expect(await status()).toBe('paid');
  });

  it('verify and webhook racing, twice each: exactly 1 activation, 1 invoice and 1 receipt', async () => {
    const test = await buildTestApp();
    const { orderId, amount, fields, accessToken, email } = await paidOrder(test);
    const captured = paymentEvent('payment.captured', {
      id: fields.razorpay_payment_id,
      orderId,
      amount,
    });
    const orderPaid = paymentEvent('order.paid', {
      id: fields.razorpay_payment_id,
      orderId,
      amount,
    });
    const responses = await Promise.all([
      verify(test.app, accessToken, fields),
      postWebhook(test.app, captured, { eventId: 'evt_race00000001' }),
      verify(test.app, accessToken, fields),
      postWebhook(test.app, captured, { eventId: 'evt_race00000001' }),
      postWebhook(test.app, orderPaid, { eventId: 'evt_race00000002' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await rowCount(test.db, memberships)).toBe(1);
    expect(await rowCount(test.db, invoices)).toBe(1);
    const mail = (await receipts(test.db, email)).filter((row) => row.subject?.includes('receipt'));
    expect(mail).toHaveLength(1);
    const [transaction] = await test.db.select().from(paymentTransactions);
    expect(transaction).toMatchObject({ status: 'paid', paymentId: fields.razorpay_payment_id });
  });
});

describe('the payment provider', () => {
  it('is the local test provider by default, and production refuses it', async () => {
    const test = await buildTestApp();
    expect(test.app.ctx.adapters.payments.name).toBe('test');
    await expect(
      buildTestApp({
        env: {
          NODE_ENV: 'production',
          DEV_MAILBOX: '0',
          INVOICE_SUPPLIER_GSTIN: DEMO_SUPPLIER_GSTIN,
        },
      }),
    ).rejects.toThrow('PAYMENTS=test cannot be used in production: set PAYMENTS=razorpay');
    await expect(buildTestApp({ env: { PAYMENTS: 'razorpay' } })).rejects.toThrow(
      'PAYMENTS=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
    const razorpay = await buildTestApp({
      env: {
        PAYMENTS: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_abc',
        RAZORPAY_KEY_SECRET: 'key-secret',
        RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      },
    });
    expect(razorpay.app.ctx.adapters.payments).toMatchObject({
      name: 'razorpay',
      checkout: 'razorpay',
      keyId: 'rzp_test_abc',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    // The test checkout does not exist with Razorpay.
    const capture = await razorpay.app.inject({
      method: 'POST',
      url: '/payments/test-checkout/capture',
      payload: {},
    });
    expect(capture.statusCode).toBe(404);
    const script = await razorpay.app.inject({ url: '/payments/test-checkout/checkout.js' });
    expect(script.statusCode).toBe(404);
  });
});
