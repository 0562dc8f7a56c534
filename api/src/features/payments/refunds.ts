import type { RefundedPayment } from '@club/contract/payment';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { lifecycleSettings } from '../../platform/membership-lifecycle/lifecycle';
import { companyHasActivePlan } from '../../platform/membership-lifecycle/repository';
import { enqueueMessage } from '../../platform/outbox/repository';
import { refundMessage } from './refund-message';
import {
  claimDueRefunds,
  findMembershipType,
  findTransaction,
  retryRefundAt,
  storeRefundId,
  type PaymentRefundRow,
} from './repository';
import { purchaseParties } from '../../platform/tax-invoices/purchase-parties';

const MINUTE_MS = 60_000;

/**
 * How long a claimed refund is left to its caller before another may ask the
 * provider again (the provider answers a repeated request with the first
 * refund, so a slow call is never doubled into two refunds).
 */
const REFUND_LEASE_MS = 10 * MINUTE_MS;

/** A refund the provider refused is asked for again 5 minutes later, doubling to 6 hours. */
function retryDelayMs(attempts: number): number {
  return Math.min(5 * MINUTE_MS * 2 ** Math.max(attempts - 1, 0), 6 * 60 * MINUTE_MS);
}

const BATCH = 20;

/** What the member is told about a refunded payment: why, how much, and the plan they hold. */
export async function refundedPaymentOf(
  ctx: AppContext,
  db: Database,
  refund: PaymentRefundRow,
): Promise<RefundedPayment> {
  const transaction = await findTransaction(db, refund.transactionId);
  if (!transaction) throw new Error(`No purchase for refund of ${refund.paymentId}`);
  const plan = await findMembershipType(db, transaction.membershipTypeId);
  const active = await companyHasActivePlan(
    db,
    transaction.companyId,
    transaction.membershipTypeId,
    ctx.clock.now(),
    lifecycleSettings(ctx.config),
  );
  return {
    reason: refund.reason,
    amount: refund.amountPaise / 100,
    planName: plan?.name ?? '',
    endsAt: active?.endsAt?.toISOString() ?? null,
  };
}

/**
 * Asks the provider to refund a claimed payment (outside any transaction),
 * then stores the refund id and queues the member's e-mail in one
 * transaction, once. A failure leaves the refund due for a later attempt.
 */
async function makeRefund(
  ctx: AppContext,
  log: FastifyBaseLogger,
  refund: PaymentRefundRow,
): Promise<boolean> {
  const context = { paymentId: refund.paymentId, reason: refund.reason };
  let refundId: string;
  try {
    ({ refundId } = await ctx.adapters.payments.refundPayment({
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
      notes: { transactionId: refund.transactionId, reason: refund.reason },
    }));
  } catch (error) {
    const retryAt = new Date(ctx.clock.now().getTime() + retryDelayMs(refund.attempts));
    await retryRefundAt(ctx.db, refund.paymentId, retryAt);
    log.warn({ err: error, ...context, attempts: refund.attempts }, 'refund not made; will retry');
    return false;
  }
  const now = ctx.clock.now();
  const stored = await ctx.db.transaction(async (tx) => {
    if (!(await storeRefundId(tx, refund.paymentId, refundId, now))) return false;
    const transaction = await findTransaction(tx, refund.transactionId);
    if (!transaction) throw new Error(`No purchase for refund of ${refund.paymentId}`);
    const parties = await purchaseParties(tx, transaction.id);
    await enqueueMessage(tx, {
      channel: 'email',
      kind: 'payment-refund',
      to: parties.email,
      ...refundMessage({
        username: parties.username,
        refunded: await refundedPaymentOf(ctx, tx, refund),
        paymentId: refund.paymentId,
        refundId,
      }),
      now,
    });
    return true;
  });
  if (stored) log.info({ ...context, refundId }, 'payment refunded');
  return stored;
}

/**
 * Refunds the payment now if its refund is due and nobody else is making it
 * (the caller that found it not needed calls this after its commit). True
 * when this call made it.
 */
export async function refundNow(
  ctx: AppContext,
  log: FastifyBaseLogger,
  paymentId: string,
): Promise<boolean> {
  const now = ctx.clock.now();
  const [claimed] = await claimDueRefunds(ctx.db, {
    now,
    leaseUntil: new Date(now.getTime() + REFUND_LEASE_MS),
    paymentId,
    limit: 1,
  });
  return claimed ? makeRefund(ctx, log, claimed) : false;
}

/** The refunds that are due (first attempts that failed, or were cut short): how many were made. */
export async function makeDueRefunds(ctx: AppContext, log: FastifyBaseLogger): Promise<number> {
  const now = ctx.clock.now();
  const claimed = await claimDueRefunds(ctx.db, {
    now,
    leaseUntil: new Date(now.getTime() + REFUND_LEASE_MS),
    limit: BATCH,
  });
  let made = 0;
  for (const refund of claimed) if (await makeRefund(ctx, log, refund)) made += 1;
  return made;
}
