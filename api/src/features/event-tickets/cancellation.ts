import { EVENT_TICKET_MESSAGES } from '@club/contract/event-tickets';
import { formatIndianDateTime } from '@club/contract/india-time';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import { addAttachments } from '../../platform/outbox/attachments-repository';
import { enqueueMessage } from '../../platform/outbox/repository';
import { documentFileName, issueTicketCreditNote, ticketCreditNotePdf } from './documents';
import { refundNow } from './payment';
import {
  findEvent,
  findInvoiceOfOrder,
  findTicketOfUser,
  insertRefundDue,
  lockEvent,
  lockOrder,
  lockTicketOfUser,
  lockTicketType,
  markTicketCancelled,
  updateEvent,
  userOf,
  validTicketsOfEvent,
  type PaidEventRow,
  type TicketCreditNoteRow,
  type TicketRow,
  type TicketTypeRow,
} from './repository';
import { settleSeats } from './seats';
import { ticketCancelledMessage } from './ticket-messages';

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

interface Cancelled {
  paymentId: string;
  creditNote: TicketCreditNoteRow;
}

/**
 * Cancels a valid ticket inside the caller's transaction (which holds the
 * ticket type's lock): the ticket is cancelled, a credit note reverses its
 * invoice in full (the next number of its own series), the refund of the
 * whole payment becomes due and the buyer is e-mailed the credit note; the
 * freed seat goes to the next person waiting.
 */
async function cancelLocked(
  ctx: AppContext,
  tx: Database,
  cancel: {
    ticket: TicketRow;
    type: TicketTypeRow;
    event: PaidEventRow;
    byTheClub: boolean;
    now: Date;
  },
): Promise<Cancelled> {
  const { ticket, type, event, byTheClub, now } = cancel;
  const order = await lockOrder(tx, ticket.orderId);
  const invoice = await findInvoiceOfOrder(tx, ticket.orderId);
  if (!order?.paymentId || !invoice) throw new Error(`Ticket ${ticket.id} has no paid invoice`);
  await markTicketCancelled(tx, ticket.id, now);
  const reason = byTheClub ? 'The event was cancelled' : 'Ticket cancelled by the buyer';
  const creditNote = await issueTicketCreditNote(tx, invoice, reason, now);
  await insertRefundDue(tx, {
    paymentId: order.paymentId,
    orderId: order.id,
    amountPaise: order.total * 100,
    reason: byTheClub ? 'event-cancelled' : 'cancelled',
    createdAt: now,
  });
  const buyer = await userOf(tx, ticket.userId);
  const messageId = await enqueueMessage(tx, {
    channel: 'email',
    kind: 'ticket-cancelled',
    to: buyer.email,
    ...ticketCancelledMessage({
      username: buyer.username,
      eventTitle: event.title,
      total: creditNote.total,
      creditNoteNumber: creditNote.number,
      byTheClub,
      language: buyer.language,
    }),
    now,
  });
  await addAttachments(tx, messageId, [
    {
      filename: documentFileName(creditNote.number),
      contentType: 'application/pdf',
      content: await ticketCreditNotePdf(creditNote),
    },
  ]);
  await settleSeats(ctx, tx, { type, event }, now);
  return { paymentId: order.paymentId, creditNote };
}

/**
 * A buyer cancels their ticket: allowed until the event's cancellation
 * cut-off, refunded in full through the card provider after the commit (the
 * sweeper retries a refusal).
 */
export async function cancelTicket(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
  ticketId: string,
) {
  const now = ctx.clock.now();
  const found = await findTicketOfUser(ctx.db, ticketId, userId);
  if (!found) throw notFound(EVENT_TICKET_MESSAGES.ticketNotFound);
  const cancelled = await ctx.db.transaction(async (tx) => {
    const type = await lockTicketType(tx, found.ticketTypeId);
    const ticket = await lockTicketOfUser(tx, ticketId, userId);
    const event = type ? await findEvent(tx, type.eventId) : null;
    if (!type || !ticket || !event) throw notFound(EVENT_TICKET_MESSAGES.ticketNotFound);
    if (ticket.status !== 'valid') throw conflict(EVENT_TICKET_MESSAGES.alreadyCancelled);
    if (now >= event.cancellationCutoffAt) {
      throw conflict(
        EVENT_TICKET_MESSAGES.afterCutoff(formatIndianDateTime(event.cancellationCutoffAt)),
      );
    }
    return cancelLocked(ctx, tx, { ticket, type, event, byTheClub: false, now });
  });
  const refunded = await refundNow(ctx, log, cancelled.paymentId);
  return { ...cancelled, refunded };
}

/**
 * Staff cancel an event: no more sales or offers, and every valid ticket is
 * cancelled with its credit note and refunded, whatever the cut-off.
 */
export async function cancelEvent(ctx: AppContext, log: FastifyBaseLogger, eventId: string) {
  const now = ctx.clock.now();
  const payments = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(EVENT_TICKET_MESSAGES.eventNotFound);
    if (event.status === 'cancelled') throw conflict(EVENT_TICKET_MESSAGES.eventCancelled);
    await updateEvent(tx, eventId, { status: 'cancelled' });
    const closed = { ...event, status: 'cancelled' as const };
    const paymentIds: string[] = [];
    for (const { id, userId, ticketTypeId } of await validTicketsOfEvent(tx, eventId)) {
      // The ticket type's lock first, as every change of its seats takes them.
      const type = await lockTicketType(tx, ticketTypeId);
      const ticket = await lockTicketOfUser(tx, id, userId);
      if (!ticket || !type) continue;
      const done = await cancelLocked(ctx, tx, {
        ticket,
        type,
        event: closed,
        byTheClub: true,
        now,
      });
      paymentIds.push(done.paymentId);
    }
    return paymentIds;
  });
  for (const paymentId of payments) await refundNow(ctx, log, paymentId);
}
