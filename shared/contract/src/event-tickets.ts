import * as z from 'zod/mini';
import {
  entityIdSchema,
  idParamsSchema,
  integer,
  listSchema,
  okResponseSchema,
  referenceIdSchema,
  text,
  timestampSchema,
} from '@club/contract/common';
import { defineEndpointGroup } from '@club/contract/endpoint';
import { paymentOrderResponseSchema, paymentVerifyBodySchema } from '@club/contract/payment';

/**
 * Paid events: staff publish an event with ticket types (a capacity, a member
 * and a visitor price in whole rupees, GST extra); a signed-in user buys one
 * ticket per order through the card provider, or joins the waitlist of a sold
 * out ticket type and is offered a freed seat by e-mail.
 */

const wholeRupees = z.number().check(z.int(), z.nonnegative());

/** GST on an event ticket (SAC 998596), added to the ticket type's price. */
export const TICKET_GST_PERCENT = 18;

/** What a buyer pays for a ticket priced `price` whole rupees: the price and its GST, rounded to the rupee. */
export function ticketTotalOf(price: number): number {
  return price + Math.round((price * TICKET_GST_PERCENT) / 100);
}
const price = integer(1, 10_000_000);

/**
 * The city a paid event is listed under on the public Events page when it is
 * held only online: it stands beside the chapters' cities in the city filter.
 */
export const ONLINE_CITY = 'Online';
const webUrl = z.url({ protocol: /^https?$/, error: 'Enter a valid URL' }).check(z.maxLength(500));

export const EVENT_TICKET_MESSAGES = {
  eventNotFound: 'Event not found',
  ticketTypeNotFound: 'Ticket type not found',
  ticketNotFound: 'Ticket not found',
  offerNotFound: 'Offer not found',
  placeRequired: 'Give a place or an online link',
  cityRequired: 'Give the city of the venue',
  cutoffAfterStart: 'The cancellation cut-off must be before the event starts',
  notOnSale: 'Tickets for this event are not on sale',
  soldOut: 'Sold out: join the waitlist and we will e-mail you if a seat frees up',
  notSoldOut: 'Seats are still available: buy a ticket instead',
  alreadyWaiting: 'You are already on the waitlist for this ticket',
  notWaiting: 'You are not on the waitlist for this ticket',
  offerExpired: 'This offer has expired and the seat has moved to the next person',
  stateRequired: 'Choose your state for the GST invoice',
  capacityBelowSold: (taken: number) =>
    `The capacity cannot be below the ${taken} seats sold or being paid for`,
  alreadyCancelled: 'This ticket is already cancelled',
  afterCutoff: (cutoff: string) =>
    `Tickets could be cancelled until ${cutoff}; this event's cut-off has passed`,
  eventCancelled: 'This event is cancelled',
  verificationFailed: 'We could not verify this payment',
  providerUnavailable: 'Card payments are not available right now; please try again shortly',
  notPaid: 'The payment was received but no seat was left: it is being refunded in full',
  noCreditNote: 'This ticket has no credit note: only a cancelled ticket has one',
} as const;

export const ticketTypeInputSchema = z.strictObject({
  name: text({ min: 1, max: 80 }),
  capacity: integer(1, 100_000),
  /** Whole rupees before GST: a signed-in user whose company holds an active membership. */
  memberPrice: price,
  /** Whole rupees before GST: any other signed-in user. */
  visitorPrice: price,
});
export type TicketTypeInput = z.infer<typeof ticketTypeInputSchema>;

const eventFields = {
  title: text({ min: 1, max: 200 }),
  description: text({ min: 1, max: 5000 }),
  imageUrl: z.nullable(webUrl),
  /** The address of the venue; null for an online event. */
  venue: z.nullable(text({ min: 1, max: 300 })),
  /**
   * The city the venue is in (`Pune`), required with a venue: the public list
   * groups and filters events by it. Ignored without a venue (an online event).
   */
  city: z.nullable(text({ min: 1, max: 80 })),
  /** The meeting link; null for an event held only in person. */
  onlineUrl: z.nullable(webUrl),
  startsAt: timestampSchema,
  /** A ticket may be cancelled (and refunded) until this instant. */
  cancellationCutoffAt: timestampSchema,
};

export const paidEventCreateBodySchema = z.strictObject({
  ...eventFields,
  ticketTypes: z.array(ticketTypeInputSchema).check(z.minLength(1), z.maxLength(10)),
});
export type PaidEventCreateBody = z.infer<typeof paidEventCreateBodySchema>;

export const paidEventUpdateBodySchema = z.partial(z.strictObject(eventFields));
export type PaidEventUpdateBody = z.infer<typeof paidEventUpdateBodySchema>;

export const ticketTypeUpdateBodySchema = z.partial(ticketTypeInputSchema);
export type TicketTypeUpdateBody = z.infer<typeof ticketTypeUpdateBodySchema>;

export const ticketTypeSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  capacity: z.number(),
  memberPrice: wholeRupees,
  visitorPrice: wholeRupees,
  /** Seats neither sold, held for a payment nor offered to the waitlist. */
  seatsLeft: z.number(),
});
export type TicketTypeView = z.infer<typeof ticketTypeSchema>;

export const paidEventSchema = z.object({
  id: entityIdSchema,
  title: z.string(),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  venue: z.nullable(z.string()),
  /** The venue's city; `ONLINE_CITY` for an event held only online. */
  city: z.string(),
  onlineUrl: z.nullable(z.string()),
  startsAt: timestampSchema,
  cancellationCutoffAt: timestampSchema,
  status: z.enum(['on-sale', 'cancelled']),
  ticketTypes: z.array(ticketTypeSchema),
});
export type PaidEventView = z.infer<typeof paidEventSchema>;

/** The code printed on a ticket and shown at the door (see `ticketSchema.code`). */
export function ticketCodeOf(ticketId: string): string {
  return `EV-${ticketId.replaceAll('-', '').slice(-8).toUpperCase()}`;
}

export const ticketOrderBodySchema = z.strictObject({
  ticketTypeId: entityIdSchema,
  /** The buyer's state for the GST invoice; required only of a buyer without a company. */
  billingStateId: z.optional(referenceIdSchema),
});
export type TicketOrderBody = z.infer<typeof ticketOrderBodySchema>;

export const offerAcceptBodySchema = z.strictObject({
  billingStateId: z.optional(referenceIdSchema),
});

export const ticketOrderResponseSchema = z.object({
  ticketOrderId: entityIdSchema,
  /** The seat is held for the buyer until then; after it, it goes to the next person. */
  holdExpiresAt: timestampSchema,
  priceKind: z.enum(['member', 'visitor']),
  price: wholeRupees,
  gst: wholeRupees,
  total: wholeRupees,
  payment: paymentOrderResponseSchema,
});
export type TicketOrderResponse = z.infer<typeof ticketOrderResponseSchema>;

export const ticketSchema = z.object({
  id: entityIdSchema,
  /** What the holder shows at the door: `EV-` and the last 8 characters of the ticket's id, in capitals. */
  code: z.string(),
  eventId: entityIdSchema,
  eventTitle: z.string(),
  startsAt: timestampSchema,
  cancellationCutoffAt: timestampSchema,
  ticketTypeName: z.string(),
  status: z.enum(['valid', 'cancelled']),
  total: wholeRupees,
  invoiceNumber: z.string(),
  creditNoteNumber: z.nullable(z.string()),
});
export type TicketView = z.infer<typeof ticketSchema>;

export const ticketVerifyResponseSchema = z.object({
  /** Null when the payment came after the seat had gone: it is refunded in full. */
  ticket: z.nullable(ticketSchema),
  refunded: z.boolean(),
});
export type TicketVerifyResponse = z.infer<typeof ticketVerifyResponseSchema>;

export const ticketCancelResponseSchema = z.object({
  ticket: ticketSchema,
  creditNoteNumber: z.string(),
  /** In rupees, GST included: the whole payment. */
  refundAmount: wholeRupees,
  /** True once the provider accepted the refund; else it is retried in the background. */
  refunded: z.boolean(),
});

export const waitlistEntrySchema = z.object({
  id: entityIdSchema,
  ticketTypeId: entityIdSchema,
  eventId: entityIdSchema,
  eventTitle: z.string(),
  ticketTypeName: z.string(),
  status: z.enum(['waiting', 'offered', 'accepted', 'expired', 'left']),
  /** Set while a seat is offered: accept it (which starts an order) before then. */
  offerExpiresAt: z.nullable(timestampSchema),
});
export type WaitlistEntryView = z.infer<typeof waitlistEntrySchema>;

export const myTicketsResponseSchema = z.object({
  tickets: z.array(ticketSchema),
  waitlist: z.array(waitlistEntrySchema),
});

export const ticketSaleSchema = z.object({
  ticketId: entityIdSchema,
  ticketTypeName: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  priceKind: z.enum(['member', 'visitor']),
  total: wholeRupees,
  paidAt: timestampSchema,
  status: z.enum(['valid', 'cancelled']),
  invoiceNumber: z.string(),
  creditNoteNumber: z.nullable(z.string()),
  paymentId: z.string(),
});
export type TicketSale = z.infer<typeof ticketSaleSchema>;

export const ticketTypeParamsSchema = z.object({ ticketTypeId: entityIdSchema });

/** What anyone sees, what signed-in users buy and manage. */
export const eventTicketEndpoints = defineEndpointGroup(
  { access: 'user', tag: 'Event tickets' },
  {
    list: {
      access: 'public',
      method: 'GET',
      path: '/paid-events',
      summary: 'Upcoming paid events on sale, with their ticket types and seats left',
      response: listSchema(paidEventSchema),
    },
    order: {
      method: 'POST',
      path: '/ticket-orders',
      summary: 'Hold a seat and open a card payment for one ticket (price set by the server)',
      body: ticketOrderBodySchema,
      response: ticketOrderResponseSchema,
      errors: [404, 409, 503],
    },
    verify: {
      method: 'POST',
      path: '/ticket-orders/verify',
      summary: "The checkout's signed result: records the payment once and issues the ticket",
      body: paymentVerifyBodySchema,
      response: ticketVerifyResponseSchema,
    },
    mine: {
      method: 'GET',
      path: '/me/tickets',
      summary: "The signed-in user's tickets and waitlist places",
      response: myTicketsResponseSchema,
    },
    cancel: {
      method: 'POST',
      path: '/tickets/:id/cancel',
      summary: 'Cancel your ticket before the cut-off: a full refund and a credit note',
      params: idParamsSchema,
      response: ticketCancelResponseSchema,
      errors: [404, 409],
    },
    /** Answers the ticket's GST tax invoice as application/pdf. */
    invoicePdf: {
      method: 'GET',
      path: '/tickets/:id/invoice/pdf',
      summary: "Your ticket's GST tax invoice as a PDF (another user's ticket is not found)",
      params: idParamsSchema,
      response: null,
      errors: [404],
    },
    /** Answers the credit note of a cancelled ticket as application/pdf. */
    creditNotePdf: {
      method: 'GET',
      path: '/tickets/:id/credit-note/pdf',
      summary: "Your cancelled ticket's GST credit note as a PDF (none yet: not found)",
      params: idParamsSchema,
      response: null,
      errors: [404],
    },
    join: {
      method: 'POST',
      path: '/ticket-types/:ticketTypeId/waitlist',
      status: 201,
      summary: 'Join the waitlist of a sold out ticket type (once)',
      params: ticketTypeParamsSchema,
      response: waitlistEntrySchema,
      errors: [404, 409],
    },
    leave: {
      method: 'DELETE',
      path: '/ticket-types/:ticketTypeId/waitlist',
      summary: 'Leave the waitlist (an offered seat moves to the next person)',
      params: ticketTypeParamsSchema,
      response: okResponseSchema,
      errors: [404],
    },
    accept: {
      method: 'POST',
      path: '/waitlist-offers/:id/accept',
      summary: 'Take the seat offered to you: holds it and opens a card payment',
      params: idParamsSchema,
      body: offerAcceptBodySchema,
      response: ticketOrderResponseSchema,
      errors: [404, 409, 503],
    },
  },
);

/** Staff: events, ticket types and sales. */
export const adminEventTicketEndpoints = defineEndpointGroup(
  { access: 'admin', tag: 'Event tickets' },
  {
    list: {
      method: 'GET',
      path: '/admin/paid-events',
      summary: 'Every paid event, newest first, cancelled ones too',
      response: listSchema(paidEventSchema),
    },
    create: {
      method: 'POST',
      path: '/admin/paid-events',
      status: 201,
      summary: 'Create a paid event with its ticket types (on sale at once)',
      body: paidEventCreateBodySchema,
      response: paidEventSchema,
    },
    update: {
      method: 'PATCH',
      path: '/admin/paid-events/:id',
      summary: "Change an event's details",
      params: idParamsSchema,
      body: paidEventUpdateBodySchema,
      response: paidEventSchema,
      errors: [404, 409],
    },
    cancel: {
      method: 'POST',
      path: '/admin/paid-events/:id/cancel',
      summary: 'Cancel an event: every ticket is refunded with a credit note',
      params: idParamsSchema,
      response: paidEventSchema,
      errors: [404, 409],
    },
    addTicketType: {
      method: 'POST',
      path: '/admin/paid-events/:id/ticket-types',
      status: 201,
      summary: 'Add a ticket type to an event',
      params: idParamsSchema,
      body: ticketTypeInputSchema,
      response: paidEventSchema,
      errors: [404, 409],
    },
    updateTicketType: {
      method: 'PATCH',
      path: '/admin/ticket-types/:ticketTypeId',
      summary: 'Change a ticket type (not below the seats taken); new seats go to the waitlist',
      params: ticketTypeParamsSchema,
      body: ticketTypeUpdateBodySchema,
      response: paidEventSchema,
      errors: [404, 409],
    },
    sales: {
      method: 'GET',
      path: '/admin/paid-events/:id/sales',
      summary: "An event's ticket sales with invoices and credit notes",
      params: idParamsSchema,
      response: listSchema(ticketSaleSchema),
      errors: [404],
    },
  },
);
