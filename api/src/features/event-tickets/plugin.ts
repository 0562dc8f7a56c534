import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handleOrderPayments } from '../../platform/payment-orders/order-payments';
import { handleTicketWebhook } from './payment';
import { registerEventTicketRoutes } from './routes';

/**
 * Paid events: staff's events and ticket types, buying a ticket (order,
 * checkout, verify; the payments webhook hands over its orders' events) with
 * its GST invoice, cancellation with a refund and a credit note, and the
 * waitlist of sold out ticket types.
 */
export const eventTicketsPlugin: FastifyPluginAsyncZod = async (app) => {
  registerEventTicketRoutes(app, app.ctx);
  handleOrderPayments(app.ctx, { handle: handleTicketWebhook });
};
