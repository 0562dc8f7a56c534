import { AGREEMENT_TERM_MONTHS } from '@club/shared/membership/membership-plans';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { addAttachments } from '../outbox/attachments-repository';
import { enqueueMessage } from '../outbox/repository';
import { invoiceFileName, receiptMessage } from '../invoices/receipt-message';
import { issueInvoice } from '../invoices/service';
import {
  claimPaid,
  findTransaction,
  insertActiveMembership,
  membershipEnd,
  purchaseParties,
  recordWebhookEvent,
  setMembership,
  type PaymentTransactionRow,
} from './repository';

export function monthsAfter(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

export interface RecordedPayment {
  /** True for the one call that activated the membership; false when it was already done. */
  activated: boolean;
  endsAt: Date | null;
}

/**
 * A captured payment, from the checkout's callback or a webhook, whichever
 * comes first: in one transaction the purchase becomes paid (only once: see
 * claimPaid), the membership starts for 12 months, the tax invoice is issued
 * and the receipt with the invoice is queued. Any later or concurrent call
 * finds the purchase paid and changes nothing. `webhookEvent` is recorded in
 * the same transaction, so a redelivered event is ignored.
 */
export async function recordPayment(
  ctx: AppContext,
  log: FastifyBaseLogger,
  payment: {
    transaction: PaymentTransactionRow;
    paymentId: string;
    webhookEvent?: { id: string; event: string };
  },
): Promise<RecordedPayment> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    if (payment.webhookEvent) {
      const fresh = await recordWebhookEvent(
        tx,
        payment.webhookEvent.id,
        payment.webhookEvent.event,
        now,
      );
      if (!fresh) return null;
    }
    const claimed = await claimPaid(tx, payment.transaction.id, payment.paymentId, now);
    if (!claimed) return null;
    const endsAt = monthsAfter(now, AGREEMENT_TERM_MONTHS);
    const membershipId = await insertActiveMembership(tx, {
      companyId: claimed.companyId,
      membershipTypeId: claimed.membershipTypeId,
      startsAt: now,
      endsAt,
    });
    await setMembership(tx, claimed.id, membershipId);
    const parties = await purchaseParties(tx, claimed);
    const { invoice, pdf } = await issueInvoice(ctx, tx, {
      transactionId: claimed.id,
      companyId: claimed.companyId,
      paymentId: payment.paymentId,
      paidAt: now,
      planName: parties.planName,
      price: claimed.price,
      gst: claimed.gst,
      total: claimed.total,
      recipient: parties,
    });
    const messageId = await enqueueMessage(tx, {
      channel: 'email',
      kind: 'membership-receipt',
      to: parties.email,
      ...receiptMessage({
        username: parties.username,
        plan: parties.planName,
        total: claimed.total,
        invoiceNumber: invoice.number,
        endsAt,
      }),
      now,
    });
    await addAttachments(tx, messageId, [
      { filename: invoiceFileName(invoice.number), contentType: 'application/pdf', content: pdf },
    ]);
    return { endsAt };
  });
  if (result) {
    log.info({ transactionId: payment.transaction.id }, 'membership payment recorded');
    return { activated: true, endsAt: result.endsAt };
  }
  const current = await findTransaction(ctx.db, payment.transaction.id);
  if (current?.paymentId && current.paymentId !== payment.paymentId) {
    // The same purchase paid twice (two checkouts of one order): the second needs a refund.
    log.warn(
      { transactionId: current.id, paymentId: payment.paymentId },
      'a second payment arrived for a paid purchase; refund it',
    );
  }
  const endsAt = current?.membershipId ? await membershipEnd(ctx.db, current.membershipId) : null;
  return { activated: false, endsAt };
}
