import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { addAttachments } from '../../platform/outbox/attachments-repository';
import { enqueueMessage } from '../../platform/outbox/repository';
import type { OrderPaymentEvent } from '../../platform/payment-orders/order-payments';
import { documentFileName, issueTicketInvoice, ticketInvoicePdf } from './documents';
import {
  dueRefunds,
  findEvent,
  findOrderByProviderId,
  findRefund,
  findTicketOfOrder,
  insertRefundDue,
  insertTicket,
  lockOrder,
  lockTicketType,
  markOrderPaid,
  storeRefundId,
  userOf,
  type TicketOrderRow,
  type TicketRefundRow,
} from './repository';
import { recordWebhookEvent } from '../../platform/payment-orders/webhook-events';
import { onSale, settleSeats } from './seats';
import { ticketNotIssuedMessage, ticketReceiptMessage } from './ticket-messages';

export interface CapturedTicketPayment {
  order: TicketOrderRow;
  paymentId: string;
  amountPaise: number;
  webhookEvent?: { id: string; event: string };
}

type Outcome = 'seen' | 'issued' | { refund: TicketRefundRow['reason'] };

/**
 * A captured payment of a ticket order, from the checkout's callback or the
 * webhook, whichever comes first. In one transaction, under the ticket
 * type's lock and then the order's: the order becomes paid with this payment
 * (its unique payment id and the ticket's unique order id make it once), the
 * ticket and its tax invoice are issued and the receipt is queued. A payment
 * whose hold ran out still gets a seat if one is free and nobody waits for
 * it; else (or a second payment of the order) it is refunded.
 */
export async function recordTicketPayment(
  ctx: AppContext,
  log: FastifyBaseLogger,
  payment: CapturedTicketPayment,
): Promise<{ ticketId: string | null; refunded: boolean }> {
  const { order, paymentId } = payment;
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    if (payment.webhookEvent) {
      const { id, event } = payment.webhookEvent;
      if (!(await recordWebhookEvent(tx, id, event, now))) return 'seen';
    }
    const type = await lockTicketType(tx, order.ticketTypeId);
    const current = await lockOrder(tx, order.id);
    const event = type ? await findEvent(tx, type.eventId) : null;
    if (!type || !current || !event) throw new Error(`Ticket order ${order.id} is incomplete`);
    if (current.paymentId) {
      if (current.paymentId === paymentId) return 'seen';
      const refund = { order: current, paymentId, reason: 'already-paid' as const, now };
      return refundDue(tx, {
        ...refund,
        amountPaise: payment.amountPaise,
        eventTitle: event.title,
      });
    }
    const held = current.status === 'pending' && current.holdExpiresAt > now;
    await markOrderPaid(tx, current.id, paymentId, now);
    const seat =
      onSale(event, now) && (held || (await settleSeats(ctx, tx, { type, event }, now)) > 0);
    if (!seat) {
      const refund = { order: current, paymentId, reason: 'no-seat' as const, now };
      return refundDue(tx, {
        ...refund,
        amountPaise: payment.amountPaise,
        eventTitle: event.title,
      });
    }
    const ticket = await insertTicket(tx, {
      orderId: current.id,
      ticketTypeId: type.id,
      userId: current.userId,
      issuedAt: now,
    });
    if (!ticket) return 'seen';
    const invoice = await issueTicketInvoice(ctx, tx, {
      order: current,
      event,
      type,
      paymentId,
      paidAt: now,
    });
    const buyer = await userOf(tx, current.userId);
    const messageId = await enqueueMessage(tx, {
      channel: 'email',
      kind: 'ticket-receipt',
      to: buyer.email,
      ...ticketReceiptMessage({
        username: buyer.username,
        eventTitle: event.title,
        ticketTypeName: type.name,
        startsAt: event.startsAt,
        cancellationCutoffAt: event.cancellationCutoffAt,
        total: current.total,
        invoiceNumber: invoice.number,
        language: buyer.language,
      }),
      now,
    });
    await addAttachments(tx, messageId, [
      {
        filename: documentFileName(invoice.number),
        contentType: 'application/pdf',
        content: await ticketInvoicePdf(invoice),
      },
    ]);
    return 'issued';
  });
  const context = { ticketOrderId: order.id, paymentId };
  if (outcome === 'issued') log.info(context, 'ticket payment recorded');
  if (typeof outcome === 'object') {
    log.warn({ ...context, reason: outcome.refund }, 'a ticket payment not needed; refunding it');
    await refundNow(ctx, log, paymentId);
  }
  const ticket = await findTicketOfOrder(ctx.db, order.id);
  const refund = await findRefund(ctx.db, paymentId);
  return {
    ticketId: ticket && !refund ? ticket.id : null,
    refunded: refund !== null && refund.reason !== 'cancelled',
  };
}

async function refundDue(
  tx: Database,
  due: {
    order: TicketOrderRow;
    paymentId: string;
    amountPaise: number;
    reason: TicketRefundRow['reason'];
    eventTitle: string;
    now: Date;
  },
): Promise<Outcome> {
  const { order, paymentId, amountPaise, reason, now } = due;
  const values = { paymentId, orderId: order.id, amountPaise, reason, createdAt: now };
  if (!(await insertRefundDue(tx, values))) return 'seen';
  const buyer = await userOf(tx, order.userId);
  await enqueueMessage(tx, {
    channel: 'email',
    kind: 'ticket-payment-refund',
    to: buyer.email,
    ...ticketNotIssuedMessage({
      username: buyer.username,
      eventTitle: due.eventTitle,
      total: amountPaise / 100,
      language: buyer.language,
    }),
    now,
  });
  return { refund: reason };
}

/**
 * Asks the provider for a due refund (outside any transaction) and stores its
 * id. The provider answers a repeated request with the first refund, so a
 * retry never refunds twice; a refusal leaves it due for the sweeper.
 */
export async function refundNow(
  ctx: AppContext,
  log: FastifyBaseLogger,
  paymentId: string,
): Promise<boolean> {
  const refund = await findRefund(ctx.db, paymentId);
  if (!refund) return false;
  if (refund.refundId) return true;
  try {
    const { refundId } = await ctx.adapters.payments.refundPayment({
      paymentId,
      amountPaise: refund.amountPaise,
      notes: { ticketOrderId: refund.orderId, reason: refund.reason },
    });
    await storeRefundId(ctx.db, paymentId, refundId, ctx.clock.now());
    log.info({ paymentId, refundId }, 'ticket payment refunded');
    return true;
  } catch (error) {
    log.warn({ err: error, paymentId }, 'ticket refund not made; the sweeper retries it');
    return false;
  }
}

/** Refunds still due (the provider refused or was not reached): how many were made. */
export async function makeDueTicketRefunds(ctx: AppContext, log: FastifyBaseLogger) {
  let made = 0;
  for (const refund of await dueRefunds(ctx.db, 20)) {
    if (await refundNow(ctx, log, refund.paymentId)) made += 1;
  }
  return made;
}

/**
 * The webhook's events for ticket orders: a capture records the payment
 * (once); other events change nothing (an unpaid hold simply runs out).
 */
export async function handleTicketWebhook(
  ctx: AppContext,
  log: FastifyBaseLogger,
  event: OrderPaymentEvent,
): Promise<boolean> {
  const order = await findOrderByProviderId(ctx.db, event.orderId);
  if (!order) return false;
  if (event.event !== 'payment.captured' && event.event !== 'order.paid') return true;
  if (event.amountPaise !== order.total * 100 || event.currency !== 'INR') {
    log.error(
      { orderId: event.orderId, amount: event.amountPaise },
      'captured amount differs from the ticket order',
    );
    return true;
  }
  await recordTicketPayment(ctx, log, {
    order,
    paymentId: event.paymentId,
    amountPaise: event.amountPaise,
    webhookEvent: { id: event.eventId, event: event.event },
  });
  return true;
}
