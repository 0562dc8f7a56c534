import type { FastifyReply } from 'fastify';
import { adminEventTicketEndpoints, eventTicketEndpoints } from '@club/contract/event-tickets';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { currentUser } from '../../platform/identity/authenticate';
import { cancelEvent, cancelTicket } from './cancellation';
import { ownTicketDocumentPdf } from './documents';
import {
  acceptOffer,
  addTicketType,
  changeEvent,
  changeTicketType,
  createEvent,
  eventViewOf,
  joinWaitlist,
  leaveWaitlist,
  listAll,
  listOnSale,
  myTickets,
  salesOf,
  startOrder,
  ticketViewOf,
  verifyTicketPayment,
} from './service';

export function registerEventTicketRoutes(app: ZodApp, ctx: AppContext): void {
  /** A ticket's invoice or credit note as a PDF download, for the ticket's holder only. */
  const ticketDocument = (kind: 'invoice' | 'credit-note') => ({
    produces: ['application/pdf'],
    cache: 'private, no-store' as const,
    handler: async (
      request: { params: { id: string } } & Parameters<typeof currentUser>[0],
      reply: FastifyReply,
    ) => {
      const { fileName, pdf } = await ownTicketDocumentPdf(
        ctx,
        currentUser(request).id,
        request.params.id,
        kind,
      );
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('application/pdf')
        .send(pdf);
    },
  });
  registerEndpoints(app, eventTicketEndpoints, {
    list: async () => listOnSale(ctx),
    order: {
      description:
        'The price is the member price for a user whose first company holds an active ' +
        'membership, else the visitor price, plus 18% GST, set by the server. The seat is held ' +
        'for TICKET_HOLD_MINUTES. 409 when sold out (join the waitlist) or not on sale; 400 ' +
        'without `billingStateId` for a user without a company.',
      handler: async (request) =>
        startOrder(ctx, request.log, currentUser(request).id, request.body),
    },
    verify: {
      description:
        'The signature must be HMAC-SHA256 of `<order id>|<payment id>` with the key secret. ' +
        'The ticket, its invoice and the receipt happen once, whether this call or the webhook ' +
        'comes first; a payment that came after its seat had gone is refunded.',
      handler: async (request) =>
        verifyTicketPayment(ctx, request.log, currentUser(request).id, request.body),
    },
    mine: async (request) => myTickets(ctx, currentUser(request).id),
    cancel: {
      description:
        "Until the event's cancellation cut-off: the ticket is cancelled, a credit note reverses " +
        'its invoice and the payment is refunded in full. 409 after the cut-off.',
      handler: async (request) => {
        const done = await cancelTicket(
          ctx,
          request.log,
          currentUser(request).id,
          request.params.id,
        );
        const ticket = await ticketViewOf(ctx, request.params.id);
        return {
          ticket,
          creditNoteNumber: done.creditNote.number,
          refundAmount: done.creditNote.total,
          refunded: done.refunded,
        };
      },
    },
    invoicePdf: ticketDocument('invoice'),
    creditNotePdf: ticketDocument('credit-note'),
    join: async (request, reply) => {
      const entry = await joinWaitlist(ctx, currentUser(request).id, request.params.ticketTypeId);
      return reply.code(201).send(entry);
    },
    leave: async (request) =>
      leaveWaitlist(ctx, currentUser(request).id, request.params.ticketTypeId),
    accept: {
      description:
        'Valid until the offer expires (WAITLIST_OFFER_HOURS); the seat is then held for ' +
        'TICKET_HOLD_MINUTES while the buyer pays. 409 for an expired offer.',
      handler: async (request) =>
        acceptOffer(
          ctx,
          request.log,
          currentUser(request).id,
          request.params.id,
          request.body.billingStateId,
        ),
    },
  });
  registerEndpoints(app, adminEventTicketEndpoints, {
    list: async () => listAll(ctx),
    create: async (request, reply) =>
      reply.code(201).send(await createEvent(ctx, currentUser(request).id, request.body)),
    update: async (request) => changeEvent(ctx, request.params.id, request.body),
    cancel: async (request) => {
      await cancelEvent(ctx, request.log, request.params.id);
      return eventViewOf(ctx, request.params.id);
    },
    addTicketType: async (request, reply) =>
      reply.code(201).send(await addTicketType(ctx, request.params.id, request.body)),
    updateTicketType: async (request) =>
      changeTicketType(ctx, request.params.ticketTypeId, request.body),
    sales: async (request) => salesOf(ctx, request.params.id),
  });
}
