import type { FastifyBaseLogger } from 'fastify';
import type { ProviderPayment } from '../../adapters/payments/payments';
import type { AppContext } from '../../app-context';
import { DAY_MS } from '../../platform/membership-lifecycle/lifecycle';
import { recordPayment } from './activation';
import { makeDueRefunds } from './refunds';
import { claimOrdersToReconcile, findOrder } from './repository';

const MINUTE_MS = 60_000;

/**
 * An order is first asked about this long after it was made: by then the
 * checkout's callback or the webhook has normally recorded its payment.
 * Later checks come 5, 10, 20... minutes apart, at most 6 hours.
 */
const RECONCILE_FIRST_AFTER_MS = 5 * MINUTE_MS;
const RECONCILE_MAX_DELAY_MS = 6 * 60 * MINUTE_MS;
/** Orders older than this are not asked about any more. */
const RECONCILE_WITHIN_MS = 7 * DAY_MS;
const BATCH = 20;

/**
 * Asks the provider about recent orders whose payment nobody has reported (the
 * buyer paid and closed the tab while the API was down, and the webhook was
 * lost) and records each captured payment through `recordPayment`, the path
 * the checkout's callback and the webhook take: it activates once, or refunds
 * a payment that was not needed. Orders are claimed under their row lock with
 * their next check moved on, so instances never ask about the same order at
 * once. Returns how many payments it recorded.
 */
async function reconcileOrders(ctx: AppContext, log: FastifyBaseLogger): Promise<number> {
  const provider = ctx.adapters.payments;
  const claimed = await claimOrdersToReconcile(ctx.db, {
    provider: provider.name,
    now: ctx.clock.now(),
    firstAfterMs: RECONCILE_FIRST_AFTER_MS,
    withinMs: RECONCILE_WITHIN_MS,
    maxDelayMs: RECONCILE_MAX_DELAY_MS,
    limit: BATCH,
  });
  let recorded = 0;
  for (const order of claimed) {
    let payments: ProviderPayment[];
    try {
      payments = await provider.fetchOrderPayments(order.orderId);
    } catch (error) {
      log.warn({ err: error, orderId: order.orderId }, 'order not reconciled; will ask again');
      continue;
    }
    const found = await findOrder(ctx.db, order.orderId);
    if (!found) continue;
    for (const payment of payments) {
      if (payment.status !== 'captured') continue;
      if (payment.amountPaise !== order.amountPaise || payment.currency !== 'INR') {
        log.error(
          { orderId: order.orderId, amount: payment.amountPaise },
          'captured amount differs from the order',
        );
        continue;
      }
      const result = await recordPayment(ctx, log, {
        transaction: found.transaction,
        orderId: order.orderId,
        paymentId: payment.id,
        amountPaise: payment.amountPaise,
      });
      if (result.activated || result.refund) {
        log.info(
          { orderId: order.orderId, transactionId: found.transaction.id },
          'a payment nobody reported was found with the provider',
        );
        recorded += 1;
      }
    }
  }
  return recorded;
}

/**
 * The payments' background work (`app.paymentJobs.runOnce()`): orders paid
 * but never confirmed, then refunds that are due and not yet made (their
 * first attempt failed, or was cut short). Returns how much changed.
 */
export async function runPaymentReconciliation(
  ctx: AppContext,
  log: FastifyBaseLogger,
): Promise<number> {
  return (await reconcileOrders(ctx, log)) + (await makeDueRefunds(ctx, log));
}
