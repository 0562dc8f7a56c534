import { CLUB_NAME } from '@club/contract/copy/club';
import {
  EVENT_TICKET_MESSAGES as MESSAGES,
  ONLINE_CITY,
  type PaidEventCreateBody,
  type PaidEventUpdateBody,
  ticketCodeOf,
  type PaidEventView,
  type TicketOrderResponse,
  type TicketSale,
  type TicketTypeInput,
  type TicketTypeUpdateBody,
  type TicketView,
  type TicketVerifyResponse,
  type WaitlistEntryView,
} from '@club/contract/event-tickets';
import { toPaise } from '@club/contract/format/currency';
import type { PaymentVerifyBody } from '@club/contract/payment';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { AppError, notFound, validationError } from '../../http/app-error';
import { lifecycleSettings } from '../../platform/membership-lifecycle/lifecycle';
import { firstCompanyAccess } from '../../platform/membership-lifecycle/repository';
import { EVENT_GST_PERCENT } from '../../platform/tax-invoices/gst';
import { recordTicketPayment } from './payment';
import {
  endHold,
  findEvent,
  findOffer,
  findOrderByProviderId,
  firstCompanyBilling,
  insertEvent,
  insertOrder,
  insertTicketTypes,
  insertWaitlistEntry,
  listEvents,
  livePendingOrder,
  liveWaitlistEntry,
  lockEvent,
  lockTicketType,
  replacePendingOrders,
  salesOfEvent,
  seatsTaken,
  setProviderOrder,
  setWaitlistStatus,
  stateName,
  ticketDetailsOf,
  ticketsOfUser,
  ticketTypesOf,
  updateEvent,
  updateTicketType,
  userOf,
  waitlistOfUser,
  type PaidEventRow,
  type TicketDetailsRow,
  type TicketOrderRow,
  type WaitlistRow,
} from './repository';
import { onSale, settleSeats, ticketSettings } from './seats';

/** The payment window's brand colour, as the membership checkout's. */
const CHECKOUT_THEME_COLOR = '#1e2a6e';

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const paymentFailed = (message: string) => new AppError(400, 'PAYMENT_FAILED', message);

/** The events with their ticket types and the seats left of each. */
async function eventViews(
  ctx: AppContext,
  db: Database,
  events: PaidEventRow[],
): Promise<PaidEventView[]> {
  const types = await ticketTypesOf(
    db,
    events.map((event) => event.id),
  );
  const taken = await seatsTaken(
    db,
    types.map((type) => type.id),
    ctx.clock.now(),
  );
  return events.map((event) => ({
    id: event.id,
    title: event.title,
    description: event.description,
    imageUrl: event.imageUrl,
    venue: event.venue,
    city: event.city ?? ONLINE_CITY,
    onlineUrl: event.onlineUrl,
    startsAt: event.startsAt.toISOString(),
    cancellationCutoffAt: event.cancellationCutoffAt.toISOString(),
    status: event.status,
    ticketTypes: types
      .filter((type) => type.eventId === event.id)
      .map((type) => ({
        id: type.id,
        name: type.name,
        capacity: type.capacity,
        memberPrice: type.memberPrice,
        visitorPrice: type.visitorPrice,
        seatsLeft: Math.max(type.capacity - (taken.get(type.id) ?? 0), 0),
      })),
  }));
}

async function eventView(ctx: AppContext, db: Database, eventId: string) {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound(MESSAGES.eventNotFound);
  const [view] = await eventViews(ctx, db, [event]);
  if (!view) throw notFound(MESSAGES.eventNotFound);
  return view;
}

/** One event as staff and buyers see it. */
export const eventViewOf = (ctx: AppContext, eventId: string) => eventView(ctx, ctx.db, eventId);

export async function listOnSale(ctx: AppContext) {
  const events = await listEvents(ctx.db, { upcomingFrom: ctx.clock.now() });
  return { items: await eventViews(ctx, ctx.db, events) };
}

export async function listAll(ctx: AppContext) {
  return { items: await eventViews(ctx, ctx.db, await listEvents(ctx.db, { all: true })) };
}

/**
 * A place is a venue, an online link or both; a venue comes with its city (an
 * event held only online has none: it is listed as online); the cut-off comes
 * before the start.
 */
function checkEvent(event: {
  venue: string | null;
  city: string | null;
  onlineUrl: string | null;
  startsAt: Date;
  cancellationCutoffAt: Date;
}) {
  if (!event.venue && !event.onlineUrl) throw validationError('venue', MESSAGES.placeRequired);
  if (event.venue && !event.city) throw validationError('city', MESSAGES.cityRequired);
  if (event.cancellationCutoffAt > event.startsAt) {
    throw validationError('cancellationCutoffAt', MESSAGES.cutoffAfterStart);
  }
}

/** The city kept with a venue, and none without one. */
const cityOf = (venue: string | null, city: string | null) => (venue ? city : null);

const ticketTypeValues = (eventId: string, type: TicketTypeInput) => ({ eventId, ...type });

export async function createEvent(ctx: AppContext, adminId: string, body: PaidEventCreateBody) {
  const values = {
    title: body.title,
    description: body.description,
    imageUrl: body.imageUrl,
    venue: body.venue,
    city: cityOf(body.venue, body.city),
    onlineUrl: body.onlineUrl,
    startsAt: new Date(body.startsAt),
    cancellationCutoffAt: new Date(body.cancellationCutoffAt),
  };
  checkEvent(values);
  const event = await ctx.db.transaction(async (tx) => {
    const created = await insertEvent(tx, { ...values, createdBy: adminId });
    await insertTicketTypes(
      tx,
      body.ticketTypes.map((type) => ticketTypeValues(created.id, type)),
    );
    return created;
  });
  return eventView(ctx, ctx.db, event.id);
}

export async function changeEvent(ctx: AppContext, eventId: string, body: PaidEventUpdateBody) {
  await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(MESSAGES.eventNotFound);
    if (event.status === 'cancelled') throw conflict(MESSAGES.eventCancelled);
    const { startsAt, cancellationCutoffAt, ...rest } = body;
    const changes = {
      ...rest,
      ...(startsAt ? { startsAt: new Date(startsAt) } : {}),
      ...(cancellationCutoffAt ? { cancellationCutoffAt: new Date(cancellationCutoffAt) } : {}),
    };
    const after = { ...event, ...changes };
    checkEvent(after);
    if ('venue' in changes || 'city' in changes) {
      Object.assign(changes, { city: cityOf(after.venue, after.city) });
    }
    if (Object.keys(changes).length > 0) await updateEvent(tx, eventId, changes);
  });
  return eventView(ctx, ctx.db, eventId);
}

export async function addTicketType(ctx: AppContext, eventId: string, body: TicketTypeInput) {
  await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(MESSAGES.eventNotFound);
    if (event.status === 'cancelled') throw conflict(MESSAGES.eventCancelled);
    await insertTicketTypes(tx, [ticketTypeValues(eventId, body)]);
  });
  return eventView(ctx, ctx.db, eventId);
}

/** A new capacity may not drop below the seats taken; seats it adds go to the waitlist first. */
export async function changeTicketType(
  ctx: AppContext,
  ticketTypeId: string,
  body: TicketTypeUpdateBody,
) {
  const now = ctx.clock.now();
  const eventId = await ctx.db.transaction(async (tx) => {
    const type = await lockTicketType(tx, ticketTypeId);
    const event = type ? await findEvent(tx, type.eventId) : null;
    if (!type || !event) throw notFound(MESSAGES.ticketTypeNotFound);
    if (event.status === 'cancelled') throw conflict(MESSAGES.eventCancelled);
    if (body.capacity !== undefined) {
      const taken = (await seatsTaken(tx, [type.id], now)).get(type.id) ?? 0;
      if (body.capacity < taken) throw conflict(MESSAGES.capacityBelowSold(taken));
    }
    if (Object.keys(body).length > 0) await updateTicketType(tx, type.id, body);
    await settleSeats(ctx, tx, { type: { ...type, ...body }, event }, now);
    return event.id;
  });
  return eventView(ctx, ctx.db, eventId);
}

/**
 * What the buyer pays and whom the invoice names: the member price for a user
 * whose first company holds an active membership, else the visitor price;
 * billed to their first company, or (a user without one) to their own name
 * in the state they give.
 */
async function buyerTerms(ctx: AppContext, userId: string, billingStateId: number | undefined) {
  const now = ctx.clock.now();
  const access = await firstCompanyAccess(ctx.db, userId, now, lifecycleSettings(ctx.config));
  const company = await firstCompanyBilling(ctx.db, userId);
  const priceKind = access?.active ? ('member' as const) : ('visitor' as const);
  if (company) {
    return {
      priceKind,
      billing: {
        billingName: company.billingName,
        billingAddress: company.billingAddress,
        billingStateId: company.stateId,
        country: company.country,
        gstin: company.gstNumber || null,
      },
    };
  }
  const state = billingStateId ? await stateName(ctx.db, billingStateId) : null;
  if (!billingStateId || !state) throw validationError('billingStateId', MESSAGES.stateRequired);
  const user = await userOf(ctx.db, userId);
  return {
    priceKind,
    billing: {
      billingName: user.username,
      billingAddress: state,
      billingStateId,
      country: 'India',
      gstin: null,
    },
  };
}

/**
 * Holds a seat and opens a provider order for one ticket. Under the ticket
 * type's row lock: lapsed holds and offers end and freed seats go to the
 * waitlist first, then the seat is held for the hold time if one is left
 * (a buyer's earlier unpaid order of the type hands its seat on), or the
 * offer the buyer accepts becomes the hold. The amount is the ticket type's
 * price plus 18% GST, set here.
 */
export async function startOrder(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
  request: { ticketTypeId: string; billingStateId?: number | undefined; offerId?: string },
): Promise<TicketOrderResponse> {
  const terms = await buyerTerms(ctx, userId, request.billingStateId);
  const now = ctx.clock.now();
  const { order, event } = await ctx.db.transaction(async (tx) => {
    const type = await lockTicketType(tx, request.ticketTypeId);
    const event = type ? await findEvent(tx, type.eventId) : null;
    if (!type || !event) throw notFound(MESSAGES.ticketTypeNotFound);
    if (!onSale(event, now)) throw conflict(MESSAGES.notOnSale);
    if (request.offerId) {
      const offer = await findOffer(tx, request.offerId, userId);
      if (!offer || offer.ticketTypeId !== type.id) throw notFound(MESSAGES.offerNotFound);
      if (offer.status !== 'offered' || !offer.offerExpiresAt || offer.offerExpiresAt <= now) {
        throw conflict(MESSAGES.offerExpired);
      }
      await setWaitlistStatus(tx, offer.id, 'accepted');
    } else {
      const left = await settleSeats(ctx, tx, { type, event }, now);
      const ownHold = await livePendingOrder(tx, type.id, userId, now);
      if (!ownHold && left <= 0) throw conflict(MESSAGES.soldOut);
    }
    await replacePendingOrders(tx, type.id, userId);
    const price = terms.priceKind === 'member' ? type.memberPrice : type.visitorPrice;
    const gst = Math.round((price * EVENT_GST_PERCENT) / 100);
    const order = await insertOrder(tx, {
      ticketTypeId: type.id,
      userId,
      priceKind: terms.priceKind,
      price,
      gst,
      total: price + gst,
      holdExpiresAt: new Date(now.getTime() + ticketSettings(ctx.config).holdMs),
      ...terms.billing,
      createdAt: now,
    });
    return { order, event };
  });
  return providerOrder(ctx, log, order, event);
}

/** The provider's order for a held ticket; a refusal ends the hold at once. */
async function providerOrder(
  ctx: AppContext,
  log: FastifyBaseLogger,
  order: TicketOrderRow,
  event: PaidEventRow,
): Promise<TicketOrderResponse> {
  const { payments } = ctx.adapters;
  const amountPaise = toPaise(order.total);
  let orderId: string;
  try {
    ({ orderId } = await payments.createOrder({
      amountPaise,
      currency: 'INR',
      receipt: order.id,
      notes: { ticketOrderId: order.id, kind: 'event-ticket' },
    }));
  } catch (error) {
    log.error({ err: error, ticketOrderId: order.id }, 'the payment provider refused an order');
    await endHold(ctx.db, order.id, ctx.clock.now());
    throw new AppError(503, 'SERVICE_UNAVAILABLE', MESSAGES.providerUnavailable);
  }
  await setProviderOrder(ctx.db, order.id, orderId);
  const buyer = await userOf(ctx.db, order.userId);
  return {
    ticketOrderId: order.id,
    holdExpiresAt: order.holdExpiresAt.toISOString(),
    priceKind: order.priceKind,
    price: order.price,
    gst: order.gst,
    total: order.total,
    payment: {
      checkout: payments.checkout,
      amount: amountPaise,
      currency: 'INR',
      orderId,
      keyId: payments.keyId,
      checkoutScriptUrl: payments.checkoutScriptUrl,
      businessName: CLUB_NAME,
      description: `Ticket: ${event.title}`.slice(0, 250),
      prefill: {
        name: buyer.username,
        email: buyer.email,
        contact: buyer.mobileNumber ? `${buyer.countryCode ?? ''}${buyer.mobileNumber}` : '',
      },
      themeColor: CHECKOUT_THEME_COLOR,
    },
  };
}

export function ticketView(row: TicketDetailsRow): TicketView {
  return {
    id: row.ticket.id,
    code: ticketCodeOf(row.ticket.id),
    eventId: row.event.id,
    eventTitle: row.event.title,
    startsAt: row.event.startsAt.toISOString(),
    cancellationCutoffAt: row.event.cancellationCutoffAt.toISOString(),
    ticketTypeName: row.type.name,
    status: row.ticket.status,
    total: row.order.total,
    invoiceNumber: row.invoiceNumber,
    creditNoteNumber: row.creditNoteNumber,
  };
}

export async function ticketViewOf(ctx: AppContext, ticketId: string): Promise<TicketView> {
  const row = await ticketDetailsOf(ctx.db, ticketId);
  if (!row) throw notFound(MESSAGES.ticketNotFound);
  return ticketView(row);
}

/** The checkout's callback: the signature over our order id and the payment id, then the payment once. */
export async function verifyTicketPayment(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
  body: PaymentVerifyBody,
): Promise<TicketVerifyResponse> {
  const order = await findOrderByProviderId(ctx.db, body.razorpay_order_id, userId);
  if (!order?.providerOrderId) throw paymentFailed(MESSAGES.verificationFailed);
  const valid = ctx.adapters.payments.paymentSignatureValid(
    order.providerOrderId,
    body.razorpay_payment_id,
    body.razorpay_signature,
  );
  if (!valid) {
    log.warn({ orderId: order.providerOrderId }, 'ticket payment signature refused');
    throw paymentFailed(MESSAGES.verificationFailed);
  }
  const recorded = await recordTicketPayment(ctx, log, {
    order,
    paymentId: body.razorpay_payment_id,
    amountPaise: order.total * 100,
  });
  return {
    ticket: recorded.ticketId ? await ticketViewOf(ctx, recorded.ticketId) : null,
    refunded: recorded.refunded,
  };
}

function waitlistView(row: {
  entry: WaitlistRow;
  typeName: string;
  eventId: string;
  eventTitle: string;
}): WaitlistEntryView {
  return {
    id: row.entry.id,
    ticketTypeId: row.entry.ticketTypeId,
    eventId: row.eventId,
    eventTitle: row.eventTitle,
    ticketTypeName: row.typeName,
    status: row.entry.status,
    offerExpiresAt: row.entry.offerExpiresAt?.toISOString() ?? null,
  };
}

export async function myTickets(ctx: AppContext, userId: string) {
  const [ticketRows, waitlistRows] = await Promise.all([
    ticketsOfUser(ctx.db, userId),
    waitlistOfUser(ctx.db, userId),
  ]);
  return { tickets: ticketRows.map(ticketView), waitlist: waitlistRows.map(waitlistView) };
}

/** Joins the waitlist of a sold out ticket type, once (a seat left is bought instead). */
export async function joinWaitlist(
  ctx: AppContext,
  userId: string,
  ticketTypeId: string,
): Promise<WaitlistEntryView> {
  const now = ctx.clock.now();
  const entry = await ctx.db.transaction(async (tx) => {
    const type = await lockTicketType(tx, ticketTypeId);
    const event = type ? await findEvent(tx, type.eventId) : null;
    if (!type || !event) throw notFound(MESSAGES.ticketTypeNotFound);
    if (!onSale(event, now)) throw conflict(MESSAGES.notOnSale);
    if ((await settleSeats(ctx, tx, { type, event }, now)) > 0) throw conflict(MESSAGES.notSoldOut);
    const joined = await insertWaitlistEntry(tx, { ticketTypeId, userId, joinedAt: now });
    if (!joined) throw conflict(MESSAGES.alreadyWaiting);
    return { entry: joined, typeName: type.name, eventId: event.id, eventTitle: event.title };
  });
  return waitlistView(entry);
}

/** Leaves the waitlist; a seat offered to the user goes to the next person. */
export async function leaveWaitlist(ctx: AppContext, userId: string, ticketTypeId: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const type = await lockTicketType(tx, ticketTypeId);
    const entry = type ? await liveWaitlistEntry(tx, ticketTypeId, userId) : null;
    const event = type ? await findEvent(tx, type.eventId) : null;
    if (!type || !entry || !event) throw notFound(MESSAGES.notWaiting);
    await setWaitlistStatus(tx, entry.id, 'left');
    await settleSeats(ctx, tx, { type, event }, now);
  });
  return { ok: true as const };
}

/** Takes an offered seat: it becomes a hold with a provider order, as a purchase. */
export async function acceptOffer(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
  offerId: string,
  billingStateId: number | undefined,
) {
  const offer = await findOffer(ctx.db, offerId, userId);
  if (!offer) throw notFound(MESSAGES.offerNotFound);
  // Checked again under the lock; here so an expired offer says so before anything else.
  if (
    offer.status !== 'offered' ||
    !offer.offerExpiresAt ||
    offer.offerExpiresAt <= ctx.clock.now()
  ) {
    throw conflict(MESSAGES.offerExpired);
  }
  return startOrder(ctx, log, userId, {
    ticketTypeId: offer.ticketTypeId,
    billingStateId,
    offerId,
  });
}

/** An event's ticket sales for the back office, with their tax documents. */
export async function salesOf(ctx: AppContext, eventId: string): Promise<{ items: TicketSale[] }> {
  if (!(await findEvent(ctx.db, eventId))) throw notFound(MESSAGES.eventNotFound);
  const rows = await salesOfEvent(ctx.db, eventId);
  return {
    items: rows.map((row) => ({
      ticketId: row.ticket.id,
      ticketTypeName: row.type.name,
      buyerName: row.buyerName,
      buyerEmail: row.buyerEmail,
      priceKind: row.order.priceKind,
      total: row.order.total,
      paidAt: (row.order.paidAt ?? row.ticket.issuedAt).toISOString(),
      status: row.ticket.status,
      invoiceNumber: row.invoiceNumber,
      creditNoteNumber: row.creditNoteNumber,
      paymentId: row.order.paymentId ?? '',
    })),
  };
}
