import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';

/** A provider webhook about a payment of an order, as the webhook route read it. */
export interface OrderPaymentEvent {
  event: string;
  eventId: string;
  orderId: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
}

/**
 * A feature that makes provider orders of its own (not membership purchases):
 * the one webhook route hands it the events of its orders. `handle` answers
 * false for an order it did not make.
 */
export interface OrderPaymentHandler {
  handle(ctx: AppContext, log: FastifyBaseLogger, event: OrderPaymentEvent): Promise<boolean>;
}

const handlers = new WeakMap<AppContext, OrderPaymentHandler[]>();

/** Registers a feature's handler with the app whose context it is (one list per app). */
export function handleOrderPayments(ctx: AppContext, handler: OrderPaymentHandler): void {
  handlers.set(ctx, [...(handlers.get(ctx) ?? []), handler]);
}

/** Hands an event about an order the payments feature does not know to the feature that made it. */
export async function dispatchOrderPayment(
  ctx: AppContext,
  log: FastifyBaseLogger,
  event: OrderPaymentEvent,
): Promise<boolean> {
  for (const handler of handlers.get(ctx) ?? []) {
    if (await handler.handle(ctx, log, event)) return true;
  }
  return false;
}
