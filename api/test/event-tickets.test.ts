import { endpointUrl } from '@club/contract/endpoint';
import {
  adminEventTicketEndpoints,
  EVENT_TICKET_MESSAGES,
  ONLINE_CITY,
  eventTicketEndpoints,
  type PaidEventView,
  type TicketOrderResponse,
} from '@club/contract/event-tickets';
import type { GstReturn } from '@club/contract/gst-returns';
import { indiaFinancialYearOf, indianDay } from '@club/contract/india-time';
import { and, asc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  ticketCreditNotes,
  ticketInvoices,
  ticketOrders,
  ticketRefunds,
  tickets,
  ticketWaitlist,
} from '../src/db/schema/event-tickets';
import { outbox } from '../src/db/schema/outbox';
import { nextDocumentSerial } from '../src/features/event-tickets/repository';
import { grantRoleByEmails } from '../src/platform/users/repository';
import { createUser } from './helpers/fixtures';
import { bearer, createMember } from './helpers/members';
import { paymentEvent, postWebhook, STATE_IDS, testCheckout } from './helpers/purchase';
import { signIn, signInAgain } from './helpers/sign-in';
import { buildTestApp, DAY, HOUR, MINUTE, type TestApp } from './helpers/test-app';

const slug = (name: string) => name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-');

const urlOf = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '');

interface World extends TestApp {
  admin: string;
}

async function world(): Promise<World> {
  const test = await buildTestApp();
  const adminUser = await createMember(test.db, { email: `admin-${Date.now()}@example.in` });
  await grantRoleByEmails(test.db, 'admin', [adminUser.email]);
  return { ...test, admin: (await signIn(test.app, adminUser.email)).accessToken };
}

/** A signed-in user without a company: a visitor who proved their e-mail address. */
async function visitor(test: TestApp, name: string) {
  const email = `${slug(name)}-${Math.random().toString(36).slice(2, 8)}@visitors.example`;
  const userId = await createUser(test.db, { email, username: name });
  return { userId, email, token: (await signIn(test.app, email)).accessToken };
}

/** A member (active membership) whose company is in Gujarat with a GSTIN. */
/** Visitors signed in one after another (the sign-in helper reads the newest code of each address). */
async function visitors(test: TestApp, count: number, name: string) {
  const made: Awaited<ReturnType<typeof visitor>>[] = [];
  for (let index = 0; index < count; index += 1) made.push(await visitor(test, `${name} ${index}`));
  return made;
}

async function member(test: TestApp, name: string) {
  const created = await createMember(test.db, {
    email: `${slug(name)}-${Math.random().toString(36).slice(2, 8)}@members.example`,
    username: name,
  });
  return { ...created, token: (await signIn(test.app, created.email)).accessToken };
}

async function createEvent(
  test: World,
  types: { name: string; capacity: number }[] = [{ name: 'Delegate', capacity: 1 }],
  options: { cutoffInDays?: number } = {},
): Promise<PaidEventView> {
  const now = test.clock.now().getTime();
  const response = await test.app.inject({
    method: 'POST',
    url: endpointUrl(adminEventTicketEndpoints.create),
    headers: bearer(test.admin),
    payload: {
      title: 'Export Finance Summit',
      description: 'Letters of credit, GST refunds on exports and a buyers’ meet.',
      imageUrl: null,
      venue: 'Hotel Express, Alkapuri, Vadodara',
      city: 'Vadodara',
      onlineUrl: null,
      startsAt: new Date(now + 10 * DAY).toISOString(),
      cancellationCutoffAt: new Date(now + (options.cutoffInDays ?? 7) * DAY).toISOString(),
      ticketTypes: types.map((type) => ({ ...type, memberPrice: 1000, visitorPrice: 1500 })),
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<PaidEventView>();
}

function order(test: TestApp, token: string, ticketTypeId: string, billingStateId?: number) {
  return test.app.inject({
    method: 'POST',
    url: endpointUrl(eventTicketEndpoints.order),
    headers: bearer(token),
    payload: { ticketTypeId, ...(billingStateId ? { billingStateId } : {}) },
  });
}

/** Pays the provider order in the local test checkout (its Pay button); returns the three signed fields. */
async function pay(test: TestApp, orderId: string) {
  const paid = await testCheckout(test.app, orderId);
  expect(paid.statusCode).toBe(200);
  const { status, ...fields } = paid.json<Record<string, string>>();
  expect(status).toBe('paid');
  return {
    fields: fields as {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    },
  };
}

function verify(test: TestApp, token: string, fields: Record<string, string>) {
  return test.app.inject({
    method: 'POST',
    url: endpointUrl(eventTicketEndpoints.verify),
    headers: bearer(token),
    payload: fields,
  });
}

/** Orders, pays and verifies one ticket; returns the ticket and its order. */
async function buy(test: TestApp, token: string, ticketTypeId: string, billingStateId?: number) {
  const ordered = await order(test, token, ticketTypeId, billingStateId);
  expect(ordered.statusCode).toBe(200);
  const body = ordered.json<TicketOrderResponse>();
  const { fields } = await pay(test, body.payment.orderId);
  const verified = await verify(test, token, fields);
  expect(verified.statusCode).toBe(200);
  const { ticket } = verified.json<{ ticket: { id: string; invoiceNumber: string } }>();
  return { ticket, order: body, paymentId: fields.razorpay_payment_id };
}

function cancel(test: TestApp, token: string, ticketId: string) {
  return test.app.inject({
    method: 'POST',
    url: urlOf(eventTicketEndpoints.cancel.path, { id: ticketId }),
    headers: bearer(token),
  });
}

function join(test: TestApp, token: string, ticketTypeId: string) {
  return test.app.inject({
    method: 'POST',
    url: urlOf(eventTicketEndpoints.join.path, { ticketTypeId }),
    headers: bearer(token),
  });
}

const mails = (test: TestApp, to: string, kind: string) =>
  test.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)));

const typeOf = (event: PaidEventView, index = 0) => {
  const type = event.ticketTypes[index];
  if (!type) throw new Error('no ticket type');
  return type;
};

describe('paid events: a ticket sold out, cancelled and sold again', () => {
  it('the last ticket goes to a visitor, the next buyer waits, gets the freed seat and both invoices reach GSTR-1', async () => {
    const test = await world();
    const event = await createEvent(test);
    const type = typeOf(event);

    // A visitor (signed in, no company) in Karnataka buys the last seat at the visitor price.
    const asha = await visitor(test, 'Asha Rao');
    const withoutState = await order(test, asha.token, type.id);
    expect(withoutState.statusCode).toBe(400);
    const first = await buy(test, asha.token, type.id, STATE_IDS.Karnataka);
    expect(first.order).toMatchObject({ priceKind: 'visitor', price: 1500, gst: 270, total: 1770 });
    expect(first.order.payment.amount).toBe(177_000);
    expect(first.ticket.invoiceNumber).toMatch(/^BBE\/\d\d-\d\d\/\d{6}$/);
    const [firstInvoice] = await test.db
      .select()
      .from(ticketInvoices)
      .where(eq(ticketInvoices.number, first.ticket.invoiceNumber));
    expect(firstInvoice).toMatchObject({ taxType: 'igst', taxableValue: 1500, tax: 270 });
    expect(firstInvoice?.details.sac).toBe('998596');
    expect(await mails(test, asha.email, 'ticket-receipt')).toHaveLength(1);

    // The next buyer, a member, finds it sold out and joins the waitlist (once).
    const ravi = await member(test, 'Ravi Patel');
    const soldOut = await order(test, ravi.token, type.id);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json<{ error: { message: string } }>().error.message).toMatch(/Sold out/);
    expect((await join(test, ravi.token, type.id)).statusCode).toBe(201);
    expect((await join(test, ravi.token, type.id)).statusCode).toBe(409);

    // The visitor cancels before the cut-off: a credit note and a full refund.
    const cancelled = await cancel(test, asha.token, first.ticket.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      ticket: { status: 'cancelled' },
      refundAmount: 1770,
      refunded: true,
      creditNoteNumber: expect.stringMatching(/^ECN\/\d\d-\d\d\/\d{6}$/),
    });
    const [refund] = await test.db
      .select()
      .from(ticketRefunds)
      .where(eq(ticketRefunds.paymentId, first.paymentId));
    expect(refund).toMatchObject({ amountPaise: 177_000, reason: 'cancelled' });
    expect(refund?.refundId).toMatch(/^rfnd_/);
    expect(await mails(test, asha.email, 'ticket-cancelled')).toHaveLength(1);
    expect((await cancel(test, asha.token, first.ticket.id)).statusCode).toBe(409);

    // The freed seat is offered to the member by e-mail, and nobody else can take it.
    expect(await mails(test, ravi.email, 'ticket-seat-offer')).toHaveLength(1);
    const mine = await test.app.inject({
      method: 'GET',
      url: endpointUrl(eventTicketEndpoints.mine),
      headers: bearer(ravi.token),
    });
    const offer = mine.json<{ waitlist: { id: string; status: string }[] }>().waitlist[0];
    expect(offer?.status).toBe('offered');
    const stranger = await visitor(test, 'Kiran Shah');
    expect((await order(test, stranger.token, type.id, STATE_IDS.Gujarat)).statusCode).toBe(409);

    // The member accepts the offer and pays the member price; CGST + SGST in Gujarat.
    const accepted = await test.app.inject({
      method: 'POST',
      url: urlOf(eventTicketEndpoints.accept.path, { id: offer?.id ?? '' }),
      headers: bearer(ravi.token),
      payload: {},
    });
    expect(accepted.statusCode).toBe(200);
    const second = accepted.json<TicketOrderResponse>();
    expect(second).toMatchObject({ priceKind: 'member', total: 1180 });
    const { fields } = await pay(test, second.payment.orderId);
    const verified = await verify(test, ravi.token, fields);
    expect(verified.statusCode).toBe(200);
    const secondNumber = verified.json<{ ticket: { invoiceNumber: string } }>().ticket
      .invoiceNumber;
    const [secondInvoice] = await test.db
      .select()
      .from(ticketInvoices)
      .where(eq(ticketInvoices.number, secondNumber));
    expect(secondInvoice).toMatchObject({ taxType: 'cgst-sgst', tax: 180 });
    expect(secondInvoice?.serial).toBe((firstInvoice?.serial ?? 0) + 1);

    // The back office lists both sales.
    const sales = await test.app.inject({
      method: 'GET',
      url: urlOf(adminEventTicketEndpoints.sales.path, { id: event.id }),
      headers: bearer(test.admin),
    });
    expect(sales.json<{ items: { status: string }[] }>().items.map((s) => s.status)).toEqual([
      'cancelled',
      'valid',
    ]);

    // GSTR-1 of the month: both invoices and the credit note, under SAC 998596.
    const month = indianDay(test.clock.now()).slice(0, 7);
    const gst = await test.app.inject({
      method: 'GET',
      url: `/admin/gst-returns?month=${month}`,
      headers: bearer(test.admin),
    });
    expect(gst.statusCode).toBe(200);
    const gstReturn = gst.json<GstReturn>();
    expect(gstReturn.b2b.map((d) => d.number)).toContain(secondNumber);
    expect(gstReturn.totals.invoices.count).toBe(2);
    expect(gstReturn.totals.creditNotes.count).toBe(1);
    const eventRow = gstReturn.sac.find((row) => row.sac === '998596');
    expect(eventRow).toMatchObject({ quantity: 1, taxableValue: 1000, rate: 18 });
    const csv = await test.app.inject({
      method: 'GET',
      url: `/admin/gst-returns/export?month=${month}&format=csv`,
      headers: bearer(test.admin),
    });
    expect(csv.body).toContain(secondNumber);
    expect(csv.body).toContain('998596');
  });
});

describe('paid events: exactly once', () => {
  it('one ticket, one invoice and one receipt when verify and the webhook race', async () => {
    const test = await world();
    const type = typeOf(await createEvent(test, [{ name: 'Delegate', capacity: 5 }]));
    const buyer = await member(test, 'Meera Iyer');
    const ordered = await order(test, buyer.token, type.id);
    const { orderId, amount } = ordered.json<TicketOrderResponse>().payment;
    const { fields } = await pay(test, orderId);
    const webhook = paymentEvent('payment.captured', {
      id: fields.razorpay_payment_id,
      orderId,
      amount,
    });
    const answers = await Promise.all([
      verify(test, buyer.token, fields),
      postWebhook(test.app, webhook),
      verify(test, buyer.token, fields),
      postWebhook(test.app, webhook),
      postWebhook(
        test.app,
        paymentEvent('order.paid', { id: fields.razorpay_payment_id, orderId, amount }),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(
      await test.db.select().from(tickets).where(eq(tickets.userId, buyer.userId)),
    ).toHaveLength(1);
    expect(
      await test.db.select().from(ticketInvoices).where(eq(ticketInvoices.userId, buyer.userId)),
    ).toHaveLength(1);
    expect(await mails(test, buyer.email, 'ticket-receipt')).toHaveLength(1);
    expect(await test.db.select().from(ticketRefunds)).toHaveLength(0);
  });

  it('a forged signature records nothing', async () => {
    const test = await world();
    const type = typeOf(await createEvent(test, [{ name: 'Delegate', capacity: 5 }]));
    const buyer = await member(test, 'Anil Joshi');
    const { orderId } = (await order(test, buyer.token, type.id)).json<TicketOrderResponse>()
      .payment;
    const { fields } = await pay(test, orderId);
    const forged = await verify(test, buyer.token, {
      ...fields,
      razorpay_signature: 'f'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect(await test.db.select().from(tickets)).toHaveLength(0);
  });

  it('never sells more seats than the capacity when buyers race', async () => {
    const test = await world();
    const type = typeOf(await createEvent(test, [{ name: 'Delegate', capacity: 3 }]));
    const buyers = await visitors(test, 8, 'Buyer');
    const answers = await Promise.all(
      buyers.map((who) => order(test, who.token, type.id, STATE_IDS.Maharashtra)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
  });

  it('a payment after its hold ran out and the seat was sold is refunded, with no ticket', async () => {
    const test = await world();
    const type = typeOf(await createEvent(test));
    const late = await visitor(test, 'Late Payer');
    const { orderId } = (
      await order(test, late.token, type.id, STATE_IDS.Gujarat)
    ).json<TicketOrderResponse>().payment;
    test.clock.advance(16 * MINUTE);
    const quick = await visitor(test, 'Quick Payer');
    await buy(test, quick.token, type.id, STATE_IDS.Gujarat);
    const { fields } = await pay(test, orderId);
    // The session outlived the clock's jump: the buyer signs in again.
    const verified = await verify(test, await signInAgain(test, late.email), fields);
    expect(verified.json()).toMatchObject({ ticket: null, refunded: true });
    const [refund] = await test.db
      .select()
      .from(ticketRefunds)
      .where(eq(ticketRefunds.paymentId, fields.razorpay_payment_id));
    expect(refund).toMatchObject({ reason: 'no-seat' });
    expect(refund?.refundId).toMatch(/^rfnd_/);
    expect(await test.db.select().from(tickets)).toHaveLength(1);
  });
});

describe('paid events: the waitlist', () => {
  it('offers freed seats in the order people joined, under concurrent cancellations', async () => {
    const test = await world();
    const type = typeOf(await createEvent(test, [{ name: 'Delegate', capacity: 3 }]));
    const holders: (Awaited<ReturnType<typeof visitor>> & Awaited<ReturnType<typeof buy>>)[] = [];
    for (const name of ['A', 'B', 'C']) {
      const who = await visitor(test, `Holder ${name}`);
      holders.push({ ...who, ...(await buy(test, who.token, type.id, STATE_IDS.Gujarat)) });
    }
    const waiters: Awaited<ReturnType<typeof visitor>>[] = [];
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
      const who = await visitor(test, `Waiter ${name}`);
      expect((await join(test, who.token, type.id)).statusCode).toBe(201);
      waiters.push(who);
    }
    const cancelled = await Promise.all(
      holders.map((holder) => cancel(test, holder.token, holder.ticket.id)),
    );
    expect(cancelled.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const statusOf = async () => {
      const rows = await test.db
        .select()
        .from(ticketWaitlist)
        .where(eq(ticketWaitlist.ticketTypeId, type.id))
        .orderBy(asc(ticketWaitlist.position));
      return rows.map((row) => [waiters.findIndex((w) => w.userId === row.userId), row.status]);
    };
    expect(await statusOf()).toEqual([
      [0, 'offered'],
      [1, 'offered'],
      [2, 'offered'],
      [3, 'waiting'],
      [4, 'waiting'],
    ]);
    // Credit notes of the three cancellations take consecutive numbers.
    const serials = (await test.db.select().from(ticketCreditNotes)).map((note) => note.serial);
    const lowest = Math.min(...serials);
    expect(serials.sort((a, b) => a - b)).toEqual([lowest, lowest + 1, lowest + 2]);

    // Offers not taken in time move on: the sweeper offers the seats to the next two.
    test.clock.advance(25 * HOUR);
    await test.app.ticketJobs.runOnce();
    expect(await statusOf()).toEqual([
      [0, 'expired'],
      [1, 'expired'],
      [2, 'expired'],
      [3, 'offered'],
      [4, 'offered'],
    ]);
    const late = await test.app.inject({
      method: 'POST',
      url: urlOf(eventTicketEndpoints.accept.path, {
        id:
          (
            await test.db
              .select()
              .from(ticketWaitlist)
              .where(eq(ticketWaitlist.userId, waiters[0]?.userId ?? ''))
          )[0]?.id ?? '',
      }),
      headers: bearer(await signInAgain(test, waiters[0]?.email ?? '')),
      payload: {},
    });
    expect(late.statusCode).toBe(409);
  });

  it('a hold that runs out frees its seat for the next person waiting', async () => {
    const test = await world();
    const type = typeOf(await createEvent(test));
    const holder = await visitor(test, 'Holder');
    expect((await order(test, holder.token, type.id, STATE_IDS.Gujarat)).statusCode).toBe(200);
    const waiter = await visitor(test, 'Waiter');
    expect((await join(test, waiter.token, type.id)).statusCode).toBe(201);
    test.clock.advance(16 * MINUTE);
    await test.app.ticketJobs.runOnce();
    const [entry] = await test.db.select().from(ticketWaitlist);
    expect(entry?.status).toBe('offered');
    const [held] = await test.db
      .select()
      .from(ticketOrders)
      .where(eq(ticketOrders.userId, holder.userId));
    expect(held?.status).toBe('expired');
  });
});

describe('paid events: cancellation and invoices', () => {
  it('refuses a cancellation after the cut-off, saying until when it was possible', async () => {
    const test = await world();
    const type = typeOf(
      await createEvent(test, [{ name: 'Delegate', capacity: 2 }], { cutoffInDays: 1 }),
    );
    const who = await member(test, 'Late Canceller');
    const { ticket } = await buy(test, who.token, type.id);
    test.clock.advance(2 * DAY);
    const refused = await cancel(test, await signInAgain(test, who.email), ticket.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(
      /could be cancelled until .*cut-off has passed/,
    );
    const other = await member(test, 'Someone Else');
    expect((await cancel(test, other.token, ticket.id)).statusCode).toBe(404);
  });

  it('numbers invoices without a gap, even after a transaction that took a number rolled back', async () => {
    const test = await world();
    const event = await createEvent(test, [
      { name: 'Delegate', capacity: 10 },
      { name: 'Student', capacity: 10 },
    ]);
    const financialYear = indiaFinancialYearOf(test.clock.now()).label;
    await expect(
      test.db.transaction(async (tx) => {
        await nextDocumentSerial(tx, 'invoice', financialYear);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const buyers = await visitors(test, 6, 'Parallel');
    await Promise.all(
      buyers.map((who, index) =>
        buy(test, who.token, typeOf(event, index % 2).id, STATE_IDS.Gujarat),
      ),
    );
    const rows = await test.db.select().from(ticketInvoices).orderBy(asc(ticketInvoices.serial));
    const serials = rows.map((row) => row.serial);
    // Every test starts with no serials: the rolled-back one left no gap.
    expect(serials).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.every((row) => row.number.length <= 16)).toBe(true);
  });
});

describe('paid events: invoice and credit note downloads', () => {
  const pdfOf = (test: TestApp, token: string, path: string, ticketId: string) =>
    test.app.inject({ method: 'GET', url: urlOf(path, { id: ticketId }), headers: bearer(token) });

  it('the holder downloads the invoice, and after cancelling the credit note; nobody else can', async () => {
    const test = await world();
    const event = await createEvent(test);
    const buyer = await visitor(test, 'Meera Pillai');
    const stranger = await member(test, 'Rohit Bansal');
    const { ticket } = await buy(
      test,
      buyer.token,
      event.ticketTypes[0]?.id ?? '',
      STATE_IDS.Karnataka,
    );
    const invoicePath = eventTicketEndpoints.invoicePdf.path;
    const creditNotePath = eventTicketEndpoints.creditNotePdf.path;

    const invoice = await pdfOf(test, buyer.token, invoicePath, ticket.id);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['cache-control']).toBe('private, no-store');
    expect(invoice.headers['content-disposition']).toBe(
      `attachment; filename="${ticket.invoiceNumber.replaceAll('/', '-')}.pdf"`,
    );
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Not cancelled: there is no credit note to download.
    const none = await pdfOf(test, buyer.token, creditNotePath, ticket.id);
    expect(none.statusCode).toBe(404);
    expect(none.json<{ error: { message: string } }>().error.message).toMatch(/no credit note/);

    // A member of another account, and a made-up ticket, get the same not found.
    for (const path of [invoicePath, creditNotePath]) {
      const other = await pdfOf(test, stranger.token, path, ticket.id);
      expect(other.statusCode).toBe(404);
      expect(other.json<{ error: { message: string } }>().error.message).toBe('Ticket not found');
      const missing = await pdfOf(test, buyer.token, path, '00000000-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
      const anonymous = await test.app.inject({
        method: 'GET',
        url: urlOf(path, { id: ticket.id }),
      });
      expect(anonymous.statusCode).toBe(401);
    }

    const cancelled = await cancel(test, buyer.token, ticket.id);
    expect(cancelled.statusCode).toBe(200);
    const { creditNoteNumber } = cancelled.json<{ creditNoteNumber: string }>();
    const creditNote = await pdfOf(test, buyer.token, creditNotePath, ticket.id);
    expect(creditNote.statusCode).toBe(200);
    expect(creditNote.headers['content-disposition']).toBe(
      `attachment; filename="${creditNoteNumber.replaceAll('/', '-')}.pdf"`,
    );
    expect(creditNote.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The invoice stays downloadable after the cancellation; the stranger still sees nothing.
    expect((await pdfOf(test, buyer.token, invoicePath, ticket.id)).statusCode).toBe(200);
    expect((await pdfOf(test, stranger.token, creditNotePath, ticket.id)).statusCode).toBe(404);
  });

  it('shows each ticket with its door code in My tickets', async () => {
    const test = await world();
    const event = await createEvent(test);
    const buyer = await visitor(test, 'Anil Kapoor');
    const { ticket } = await buy(
      test,
      buyer.token,
      event.ticketTypes[0]?.id ?? '',
      STATE_IDS.Karnataka,
    );
    const mine = await test.app.inject({
      method: 'GET',
      url: endpointUrl(eventTicketEndpoints.mine),
      headers: bearer(buyer.token),
    });
    const code = `EV-${ticket.id.replaceAll('-', '').slice(-8).toUpperCase()}`;
    expect(mine.json<{ tickets: { id: string; code: string }[] }>().tickets).toEqual([
      expect.objectContaining({ id: ticket.id, code }),
    ]);
  });
});

describe('paid events: privacy', () => {
  it("a visitor's data export holds their tickets and invoice PDFs; closing the account keeps the invoices", async () => {
    const test = await world();
    const type = typeOf(await createEvent(test, [{ name: 'Delegate', capacity: 1 }]));
    const buyer = await visitor(test, 'Export Buyer');
    const { ticket } = await buy(test, buyer.token, type.id, STATE_IDS.Maharashtra);
    const waiter = await visitor(test, 'Export Waiter');
    expect((await join(test, waiter.token, type.id)).statusCode).toBe(201);

    const requested = await test.app.inject({
      method: 'POST',
      url: '/me/privacy/exports',
      headers: bearer(buyer.token),
    });
    expect(requested.statusCode).toBe(202);
    expect(await test.app.dataExports.runOnce()).toBe(1);
    const [mail] = await test.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, buyer.email), eq(outbox.kind, 'data-export-ready')));
    const token = /\/privacy\/exports\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const download = await test.app.inject({ method: 'GET', url: `/privacy/exports/${token}` });
    expect(download.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const exported = JSON.parse(strFromU8(files['event-tickets.json'] as Uint8Array)) as {
      tickets: { id: string }[];
      invoices: { number: string }[];
    };
    expect(exported.tickets.map((row) => row.id)).toEqual([ticket.id]);
    expect(exported.invoices.map((row) => row.number)).toEqual([ticket.invoiceNumber]);
    expect(Object.keys(files)).toContain(
      `invoices/${ticket.invoiceNumber.replaceAll('/', '-')}.pdf`,
    );

    // Closing the waiter's account drops their waitlist place; the buyer's invoice is kept.
    const closed = await test.app.inject({
      method: 'POST',
      url: '/me/privacy/close',
      headers: bearer(waiter.token),
      payload: { confirmation: 'close' },
    });
    expect(closed.statusCode).toBe(200);
    expect(await test.db.select().from(ticketWaitlist)).toHaveLength(0);
    const closedBuyer = await test.app.inject({
      method: 'POST',
      url: '/me/privacy/close',
      headers: bearer(buyer.token),
      payload: { confirmation: 'close' },
    });
    expect(closedBuyer.statusCode).toBe(200);
    const [kept] = await test.db
      .select()
      .from(ticketInvoices)
      .where(eq(ticketInvoices.number, ticket.invoiceNumber));
    expect(kept?.details.recipient.name).toBe('Export Buyer');
  });
});

describe('paid events: staff', () => {
  it('a capacity cannot drop below the seats taken, and seats added go to the waitlist first', async () => {
    const test = await world();
    const event = await createEvent(test);
    const type = typeOf(event);
    const holder = await visitor(test, 'Seat Holder');
    await buy(test, holder.token, type.id, STATE_IDS.Gujarat);
    const waiter = await visitor(test, 'Seat Waiter');
    expect((await join(test, waiter.token, type.id)).statusCode).toBe(201);
    const patch = (payload: object) =>
      test.app.inject({
        method: 'PATCH',
        url: urlOf(adminEventTicketEndpoints.updateTicketType.path, { ticketTypeId: type.id }),
        headers: bearer(test.admin),
        payload,
      });
    expect((await patch({})).statusCode).toBe(200);
    const below = await patch({ capacity: 0 });
    expect(below.statusCode).toBe(400);
    const raised = await patch({ capacity: 2 });
    expect(raised.statusCode).toBe(200);
    // The new seat is offered to the person waiting, so none is left for sale.
    expect(raised.json<PaidEventView>().ticketTypes[0]).toMatchObject({
      capacity: 2,
      seatsLeft: 0,
    });
    expect(await mails(test, waiter.email, 'ticket-seat-offer')).toHaveLength(1);
    const events = await test.app.inject({
      method: 'GET',
      url: endpointUrl(eventTicketEndpoints.list),
    });
    expect(events.json<{ items: PaidEventView[] }>().items.map((item) => item.id)).toContain(
      event.id,
    );
    const lowered = await patch({ capacity: 1 });
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json<{ error: { message: string } }>().error.message).toMatch(
      /cannot be below the 2 seats/,
    );
  });
});

describe('paid events: a city for the public list', () => {
  it('needs the city of a venue, lists an event held only online as Online, and keeps the two in step when the place changes', async () => {
    const test = await world();
    const event = await createEvent(test);
    expect(event).toMatchObject({ venue: 'Hotel Express, Alkapuri, Vadodara', city: 'Vadodara' });

    const now = test.clock.now().getTime();
    const body = {
      title: 'Online GST Clinic',
      description: 'Questions on GST returns, answered live.',
      imageUrl: null,
      venue: null,
      city: 'Pune',
      onlineUrl: 'https://meet.example.in/gst-clinic',
      startsAt: new Date(now + 12 * DAY).toISOString(),
      cancellationCutoffAt: new Date(now + 11 * DAY).toISOString(),
      ticketTypes: [{ name: 'Seat', capacity: 50, memberPrice: 500, visitorPrice: 800 }],
    };
    const create = (payload: object) =>
      test.app.inject({
        method: 'POST',
        url: endpointUrl(adminEventTicketEndpoints.create),
        headers: bearer(test.admin),
        payload,
      });
    const online = await create(body);
    expect(online.statusCode, online.body).toBe(201);
    // A city without a venue means nothing: an online event is listed as Online.
    expect(online.json<PaidEventView>()).toMatchObject({ venue: null, city: ONLINE_CITY });

    const noCity = await create({ ...body, venue: 'Hotel Shreyas, Apte Road', city: null });
    expect(noCity.statusCode).toBe(400);
    expect(noCity.json<{ error: { message: string } }>().error.message).toBe(
      `city: ${EVENT_TICKET_MESSAGES.cityRequired}`,
    );

    const patch = (id: string, payload: object) =>
      test.app.inject({
        method: 'PATCH',
        url: urlOf(adminEventTicketEndpoints.update.path, { id }),
        headers: bearer(test.admin),
        payload,
      });
    // Moving the online event to a venue needs the venue's city too.
    const { id } = online.json<PaidEventView>();
    expect((await patch(id, { venue: 'Hotel Shreyas, Apte Road' })).statusCode).toBe(400);
    const moved = await patch(id, { venue: 'Hotel Shreyas, Apte Road', city: 'Pune' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<PaidEventView>()).toMatchObject({ city: 'Pune' });
    expect((await patch(id, { city: 'Mumbai' })).json<PaidEventView>().city).toBe('Mumbai');
    // Back online only: the city goes with the venue.
    const back = await patch(id, { venue: null });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<PaidEventView>()).toMatchObject({ venue: null, city: ONLINE_CITY });

    const listed = await test.app.inject({ url: endpointUrl(eventTicketEndpoints.list) });
    const cities = listed
      .json<{ items: PaidEventView[] }>()
      .items.map((item) => [item.title, item.city]);
    expect(cities).toEqual(
      expect.arrayContaining([
        ['Export Finance Summit', 'Vadodara'],
        ['Online GST Clinic', ONLINE_CITY],
      ]),
    );
  });
});
