import {
  ADMIN_REFUND_MESSAGES,
  adminPaymentsPageSchema,
  adminRefundResponseSchema,
} from '@club/contract/admin-payments';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { memberships } from '../src/db/schema/memberships';
import { outbox } from '../src/db/schema/outbox';
import { outboxAttachments } from '../src/db/schema/outbox-attachments';
import { creditNotes } from '../src/db/schema/payments';
import { grantRoleByEmails } from '../src/platform/users/repository';
import { bearer, createMember } from './helpers/members';
import {
  buyer,
  choose,
  paidCheckout,
  payInCheckout,
  PLAN_IDS,
  STATE_IDS,
  verify,
} from './helpers/purchase';
import { signIn } from './helpers/sign-in';
import { buildTestApp, DAY, type TestApp } from './helpers/test-app';

async function setUp() {
  const test = await buildTestApp();
  const adminUser = await createMember(test.db, { email: 'admin@example.in' });
  await grantRoleByEmails(test.db, 'admin', [adminUser.email]);
  const admin = (await signIn(test.app, adminUser.email)).accessToken;
  const refundCalls = vi.spyOn(test.app.ctx.adapters.payments, 'refundPayment');
  return { ...test, admin, refundCalls };
}

/** A buyer who paid for a plan through the test checkout: a paid purchase with its invoice. */
async function paidPurchase(test: TestApp, stateId: number = STATE_IDS.Gujarat) {
  const who = await buyer(test, { stateId });
  const { transactionId, fields } = await paidCheckout(
    test.app,
    who.accessToken,
    PLAN_IDS.Producers,
  );
  expect((await verify(test.app, who.accessToken, fields)).statusCode).toBe(200);
  return { ...who, transactionId, paymentId: fields.razorpay_payment_id };
}

function list(test: TestApp, token: string | null, query = '') {
  return test.app.inject({
    method: 'GET',
    url: `/admin/payments${query}`,
    headers: token ? bearer(token) : {},
  });
}

function refund(test: TestApp, token: string, transactionId: string, body: object = {}) {
  return test.app.inject({
    method: 'POST',
    url: `/admin/payments/${transactionId}/refund`,
    headers: bearer(token),
    payload: { reason: 'Charged twice by mistake', membership: 'end-now', ...body },
  });
}

/** `2027-01-31`: a day in India's calendar. */
const indianDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);

describe('GET /admin/payments', () => {
  it('is for admins only: 401 signed out, 403 for a member, 200 for an admin', async () => {
    const test = await setUp();
    const member = await createMember(test.db, { email: 'member@example.in' });
    const memberToken = (await signIn(test.app, member.email)).accessToken;
    expect((await list(test, null)).statusCode).toBe(401);
    expect((await list(test, memberToken)).statusCode).toBe(403);
    expect((await list(test, test.admin)).statusCode).toBe(200);
  });

  it('lists every payment newest first, a page at a time, by state and by month', async () => {
    const test = await setUp();
    const first = await paidPurchase(test);
    test.clock.advance(1000);
    const second = await paidPurchase(test, STATE_IDS.Maharashtra);
    test.clock.advance(1000);
    const chooser = await buyer(test);
    const chosen = await choose(test.app, chooser.accessToken, PLAN_IDS.Promoters);
    const unpaidId = chosen.json<{ transactionId: string }>().transactionId;

    const page1 = adminPaymentsPageSchema.parse((await list(test, test.admin, '?limit=2')).json());
    expect(page1.items.map((item) => item.id)).toEqual([unpaidId, second.transactionId]);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = adminPaymentsPageSchema.parse(
      (await list(test, test.admin, `?limit=2&cursor=${page1.nextCursor}`)).json(),
    );
    expect(page2.items.map((item) => item.id)).toEqual([first.transactionId]);
    expect(page2.nextCursor).toBeNull();

    const paid = page1.items[1];
    expect(paid).toMatchObject({
      state: 'paid',
      kind: 'purchase',
      planName: 'Producers',
      refundable: true,
      creditNote: null,
    });
    expect(paid?.orderId).toMatch(/^order_/);
    expect(paid?.payments).toEqual([
      {
        paymentId: second.paymentId,
        orderId: paid?.orderId,
        amount: paid?.total,
        capturedAt: paid?.paidAt,
        refund: null,
      },
    ]);
    expect(paid?.invoice?.number).toMatch(/\/\d{6}$/);
    expect(paid?.total).toBe((paid?.price ?? 0) + (paid?.gst ?? 0));
    expect(page1.items[0]).toMatchObject({
      state: 'created',
      invoice: null,
      payments: [],
      refundable: false,
    });

    const onlyPaid = adminPaymentsPageSchema.parse(
      (await list(test, test.admin, '?state=paid')).json(),
    );
    expect(onlyPaid.items.map((item) => item.id)).toEqual([
      second.transactionId,
      first.transactionId,
    ]);
    const onlyCreated = adminPaymentsPageSchema.parse(
      (await list(test, test.admin, '?state=created')).json(),
    );
    expect(onlyCreated.items.map((item) => item.id)).toEqual([unpaidId]);

    const month = indianDay(test.clock.now()).slice(0, 7);
    const thisMonth = adminPaymentsPageSchema.parse(
      (await list(test, test.admin, `?month=${month}`)).json(),
    );
    expect(thisMonth.items).toHaveLength(3);
    const longAgo = adminPaymentsPageSchema.parse(
      (await list(test, test.admin, '?month=2001-01')).json(),
    );
    expect(longAgo.items).toEqual([]);

    const bad = await list(test, test.admin, '?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', field: 'month' } });
    expect((await list(test, test.admin, '?state=lost')).statusCode).toBe(400);
  });
});

describe('GET /admin/payments: a plan paid twice', () => {
  it('shows both payments of a purchase paid in two checkouts, the second refunded automatically', async () => {
    const test = await setUp();
    const who = await buyer(test);
    const chosen = await choose(test.app, who.accessToken, PLAN_IDS.Producers);
    const { transactionId } = chosen.json<{ transactionId: string }>();
    const first = await payInCheckout(test.app, who.accessToken, transactionId);
    test.clock.advance(1000);
    const second = await payInCheckout(test.app, who.accessToken, transactionId);
    expect((await verify(test.app, who.accessToken, first.fields)).statusCode).toBe(200);
    test.clock.advance(1000);
    expect((await verify(test.app, who.accessToken, second.fields)).statusCode).toBe(200);

    const page = adminPaymentsPageSchema.parse((await list(test, test.admin)).json());
    expect(page.items).toHaveLength(1);
    const [purchase] = page.items;
    // The purchase is paid (by the first payment) and may still be refunded by staff.
    expect(purchase).toMatchObject({ id: transactionId, state: 'paid', refundable: true });
    expect(purchase?.payments).toEqual([
      {
        paymentId: first.fields.razorpay_payment_id,
        orderId: first.orderId,
        amount: 59_000,
        capturedAt: purchase?.paidAt,
        refund: null,
      },
      {
        paymentId: second.fields.razorpay_payment_id,
        orderId: second.orderId,
        amount: 59_000,
        capturedAt: test.clock.now().toISOString(),
        refund: {
          by: 'automatic',
          reason: 'already-paid',
          refundId: expect.stringMatching(/^rfnd_/),
          refundedAt: test.clock.now().toISOString(),
        },
      },
    ]);
    // Staff looking for refunds find it too; it is still among the paid purchases.
    for (const state of ['refunded', 'paid']) {
      const filtered = adminPaymentsPageSchema.parse(
        (await list(test, test.admin, `?state=${state}`)).json(),
      );
      expect(filtered.items.map((item) => item.id)).toEqual([transactionId]);
    }
  });

  it('shows a second purchase of an active plan as refunded, its payment refunded automatically', async () => {
    const test = await setUp();
    const who = await buyer(test);
    const [first, second] = [
      await choose(test.app, who.accessToken, PLAN_IDS.Producers),
      await choose(test.app, who.accessToken, PLAN_IDS.Producers),
    ].map((chosen) => chosen.json<{ transactionId: string }>().transactionId);
    const paidFirst = await payInCheckout(test.app, who.accessToken, first ?? '');
    const paidSecond = await payInCheckout(test.app, who.accessToken, second ?? '');
    await verify(test.app, who.accessToken, paidFirst.fields);
    await verify(test.app, who.accessToken, paidSecond.fields);

    const page = adminPaymentsPageSchema.parse((await list(test, test.admin)).json());
    const byId = new Map(page.items.map((item) => [item.id, item]));
    expect(byId.get(first ?? '')).toMatchObject({
      state: 'paid',
      payments: [{ paymentId: paidFirst.fields.razorpay_payment_id, refund: null }],
    });
    expect(byId.get(second ?? '')).toMatchObject({
      state: 'refunded',
      refundable: false,
      invoice: null,
      payments: [
        {
          paymentId: paidSecond.fields.razorpay_payment_id,
          amount: 59_000,
          refund: { by: 'automatic', reason: 'already-active', refundId: expect.any(String) },
        },
      ],
    });
  });
});

describe('POST /admin/payments/:id/refund', () => {
  it('refunds once: a credit note, the membership ended, the audit entry, the e-mail; a second request is 409', async () => {
    const test = await setUp();
    const paid = await paidPurchase(test);

    const response = await refund(test, test.admin, paid.transactionId);
    expect(response.statusCode).toBe(201);
    const refunded = adminRefundResponseSchema.parse(response.json());
    expect(refunded.creditNote.number).toMatch(/^CN\/\d{2}-\d{2}\/000001$/);
    expect(refunded.payment).toMatchObject({
      state: 'refunded',
      refundable: false,
      creditNote: { number: refunded.creditNote.number },
    });
    expect(refunded.payment.payments).toEqual([
      expect.objectContaining({
        paymentId: paid.paymentId,
        amount: refunded.payment.total,
        refund: {
          by: 'staff',
          refundId: refunded.refundId,
          refundedAt: refunded.creditNote.issuedAt,
          creditNoteNumber: refunded.creditNote.number,
        },
      }),
    ]);
    expect(refunded.membership?.state).toBe('ended');
    expect(refunded.creditNote.total).toBe(refunded.payment.total);

    const again = await refund(test, test.admin, paid.transactionId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'CONFLICT', message: ADMIN_REFUND_MESSAGES.alreadyRefunded },
    });
    expect(test.refundCalls).toHaveBeenCalledTimes(1);
    expect(test.refundCalls.mock.calls[0]?.[0]).toMatchObject({
      paymentId: paid.paymentId,
      amountPaise: refunded.payment.total * 100,
    });

    const notes = await test.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.transactionId, paid.transactionId));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.details).toMatchObject({
      invoiceNumber: refunded.payment.invoice?.number,
      reason: 'Charged twice by mistake',
      cgst: expect.any(Number),
    });

    const [membership] = await test.db
      .select()
      .from(memberships)
      .where(eq(memberships.companyId, paid.companyId));
    expect(membership?.status).toBe('ended');

    const audits = await test.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, paid.transactionId));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'payment.refund', actorEmail: 'admin@example.in' });
    expect(audits[0]?.detail).toContain('Charged twice by mistake');
    expect(audits[0]?.detail).toContain(refunded.creditNote.number);

    const mails = await test.db.select().from(outbox).where(eq(outbox.to, paid.email));
    const mail = mails.find((row) => row.kind === 'payment-refund-credit-note');
    expect(mail?.subject).toContain(refunded.creditNote.number);
    expect(mail?.text).toContain('Charged twice by mistake');
    const attachments = await test.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.messageId, mail?.id ?? ''));
    expect(attachments.map((file) => file.filename)).toEqual([
      `${refunded.creditNote.number.replaceAll('/', '-')}.pdf`,
    ]);

    const listed = adminPaymentsPageSchema.parse(
      (await list(test, test.admin, '?state=refunded')).json(),
    );
    expect(listed.items.map((item) => item.id)).toEqual([paid.transactionId]);
  });

  // Several payments in turn: on PostgreSQL the two requests interleave differently each time
  // (one of the interleavings once deadlocked, and the loser answered 500).
  it('answers two requests at the same moment with one 201 and one 409: one provider refund, one credit note', async () => {
    const test = await setUp();
    for (let round = 1; round <= 6; round += 1) {
      const paid = await paidPurchase(test);
      const answers = await Promise.all([
        refund(test, test.admin, paid.transactionId),
        refund(test, test.admin, paid.transactionId),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort(), `round ${String(round)}`).toEqual([
        201, 409,
      ]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json<{ error: { message: string } }>().error.message).toMatch(
        /already (been refunded|being made)/,
      );
      expect(test.refundCalls).toHaveBeenCalledTimes(round);
      const notes = await test.db
        .select()
        .from(creditNotes)
        .where(eq(creditNotes.transactionId, paid.transactionId));
      expect(notes).toHaveLength(1);
    }
  }, 60_000);

  it('numbers credit notes consecutively and uniquely when several payments are refunded at once', async () => {
    const test = await setUp();
    const purchases = [];
    for (let index = 0; index < 4; index += 1) purchases.push(await paidPurchase(test));
    const answers = await Promise.all(
      purchases.map((paid) => refund(test, test.admin, paid.transactionId)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const notes = await test.db
      .select({ number: creditNotes.number, serial: creditNotes.serial })
      .from(creditNotes)
      .where(
        inArray(
          creditNotes.transactionId,
          purchases.map((paid) => paid.transactionId),
        ),
      );
    expect(notes.map((note) => note.serial).sort()).toEqual([1, 2, 3, 4]);
    expect(new Set(notes.map((note) => note.number)).size).toBe(4);
  });

  it('keeps the membership until a chosen day of its term, and refuses a day outside it', async () => {
    const test = await setUp();
    const paid = await paidPurchase(test);
    const outside = await refund(test, test.admin, paid.transactionId, {
      membership: 'keep-until',
      keepUntil: indianDay(new Date(test.clock.now().getTime() + 400 * DAY)),
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      error: {
        field: 'keepUntil',
        message: `keepUntil: ${ADMIN_REFUND_MESSAGES.keepUntilOutsideTerm}`,
      },
    });
    const missing = await refund(test, test.admin, paid.transactionId, {
      membership: 'keep-until',
    });
    expect(missing.statusCode).toBe(400);
    expect(test.refundCalls).not.toHaveBeenCalled();

    const day = indianDay(new Date(test.clock.now().getTime() + 30 * DAY));
    const kept = await refund(test, test.admin, paid.transactionId, {
      membership: 'keep-until',
      keepUntil: day,
    });
    expect(kept.statusCode).toBe(201);
    const refunded = adminRefundResponseSchema.parse(kept.json());
    expect(refunded.membership?.state).toBe('cancelled');
    expect(indianDay(new Date(refunded.membership?.endsAt ?? 0))).toBe(day);
    const [membership] = await test.db
      .select()
      .from(memberships)
      .where(eq(memberships.companyId, paid.companyId));
    expect(membership?.status).toBe('cancelled');
  });

  it('refuses a payment that is not paid (409) and one that does not exist (404)', async () => {
    const test = await setUp();
    const chooser = await buyer(test);
    const chosen = await choose(test.app, chooser.accessToken, PLAN_IDS.Promoters);
    const unpaid = await refund(
      test,
      test.admin,
      chosen.json<{ transactionId: string }>().transactionId,
    );
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({
      error: { message: ADMIN_REFUND_MESSAGES.notRefundable },
    });
    const unknown = await refund(test, test.admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const badReason = await refund(test, test.admin, '00000000-0000-4000-8000-000000000000', {
      reason: 'x',
    });
    expect(badReason.statusCode).toBe(400);
  });

  it('releases the claim when the provider refuses the refund: nothing changes, a retry succeeds', async () => {
    const test = await setUp();
    const paid = await paidPurchase(test);
    test.refundCalls.mockRejectedValueOnce(new Error('provider down'));
    const failed = await refund(test, test.admin, paid.transactionId);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({
      error: { message: ADMIN_REFUND_MESSAGES.providerFailed },
    });
    expect(
      await test.db
        .select()
        .from(creditNotes)
        .where(eq(creditNotes.transactionId, paid.transactionId)),
    ).toHaveLength(0);
    expect((await refund(test, test.admin, paid.transactionId)).statusCode).toBe(201);
  });
});

describe('GET /admin/credit-notes/:id/pdf', () => {
  it('downloads the credit note as a PDF for admins only', async () => {
    const test = await setUp();
    const paid = await paidPurchase(test);
    const refunded = adminRefundResponseSchema.parse(
      (await refund(test, test.admin, paid.transactionId)).json(),
    );
    const url = `/admin/credit-notes/${refunded.creditNote.id}/pdf`;
    const pdf = await test.app.inject({ method: 'GET', url, headers: bearer(test.admin) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      refunded.creditNote.number.replaceAll('/', '-'),
    );
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const asMember = await test.app.inject({
      method: 'GET',
      url,
      headers: bearer(paid.accessToken),
    });
    expect(asMember.statusCode).toBe(403);
    const unknown = await test.app.inject({
      method: 'GET',
      url: '/admin/credit-notes/00000000-0000-4000-8000-000000000000/pdf',
      headers: bearer(test.admin),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
