import { formatDateIN } from '@club/shared/format/date';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { invoiceFileName, receiptMessage } from '../invoices/receipt-message';
import { issueInvoice } from '../invoices/service';
import { effectiveState, lifecycleSettings, nextTermFrom } from '../membership/lifecycle';
import { lockMembership } from '../membership/repository';
import { renewTerm } from '../membership/transitions';
import { addAttachments } from '../outbox/attachments-repository';
import { enqueueMessage } from '../outbox/repository';
import {
  activatePendingMembership,
  claimPaid,
  findTransaction,
  insertActiveMembership,
  membershipEnd,
  purchaseParties,
  recordWebhookEvent,
  setMembership,
  type PaymentTransactionRow,
} from './repository';

export interface RecordedPayment {
  /** True for the one call that activated the membership; false when it was already done. */
  activated: boolean;
  endsAt: Date | null;
}

/** The term a payment bought, and whether it renews an existing membership. */
export interface GrantedTerm {
  membershipId: string;
  startsAt: Date;
  endsAt: Date;
  renewal: boolean;
  autoRenews: boolean;
}

/**
 * A new membership for 12 months from payment: the company's pending
 * membership of the plan if it has one (pending → active), else a new one.
 */
async function startMembership(
  tx: Database,
  transaction: PaymentTransactionRow,
  now: Date,
): Promise<GrantedTerm> {
  const term = nextTermFrom(now);
  const values = {
    companyId: transaction.companyId,
    membershipTypeId: transaction.membershipTypeId,
    startsAt: term.startsAt,
    endsAt: term.endsAt,
  };
  const membershipId =
    (await activatePendingMembership(tx, values)) ?? (await insertActiveMembership(tx, values));
  return { membershipId, ...term, renewal: false, autoRenews: true };
}

/**
 * What a paid renewal grants: the next term of the membership, starting where
 * the current one ends, as long as the membership still ends where it did when
 * the renewal was chosen (so one term is never paid twice). A membership that
 * ended or lapsed while the member was paying gets a new term from today.
 * Otherwise (terminated, or renewed meanwhile) nothing: the payment is to be
 * refunded.
 */
async function renewMembershipTerm(
  ctx: AppContext,
  tx: Database,
  log: FastifyBaseLogger,
  transaction: PaymentTransactionRow,
  now: Date,
): Promise<GrantedTerm | null> {
  const membership = transaction.renewsMembershipId
    ? await lockMembership(tx, transaction.renewsMembershipId)
    : null;
  if (!membership) return startMembership(tx, transaction, now);
  const state = effectiveState(membership, now, lifecycleSettings(ctx.config));
  const unchanged =
    membership.endsAt !== null &&
    membership.endsAt.getTime() === transaction.renewsTermEndingAt?.getTime();
  if (unchanged && (state === 'active' || state === 'renewal_due' || state === 'cancelled')) {
    const renewed = await renewTerm(tx, membership, now, 'hand');
    if (renewed?.startsAt && renewed.endsAt) {
      return {
        membershipId: renewed.id,
        startsAt: renewed.startsAt,
        endsAt: renewed.endsAt,
        renewal: true,
        autoRenews: renewed.status === 'active',
      };
    }
  }
  if (state === 'ended' || state === 'lapsed') return startMembership(tx, transaction, now);
  log.warn(
    { transactionId: transaction.id, membershipId: membership.id, state },
    'a renewal was paid for a term that is no longer due; refund it',
  );
  return null;
}

/**
 * The paid term's GST invoice and the receipt with it, in the payment's
 * transaction: every charge (purchase, renewal by hand, subscription) gets one.
 */
export async function invoiceAndReceipt(
  ctx: AppContext,
  tx: Database,
  paid: { transaction: PaymentTransactionRow; paymentId: string; now: Date; term: GrantedTerm },
): Promise<void> {
  const { transaction, paymentId, now, term } = paid;
  const parties = await purchaseParties(tx, transaction);
  const { invoice, pdf } = await issueInvoice(ctx, tx, {
    transactionId: transaction.id,
    companyId: transaction.companyId,
    paymentId,
    paidAt: now,
    planName: parties.planName,
    ...(term.renewal
      ? {
          description: `${parties.planName} membership renewal, 12 months from ${formatDateIN(term.startsAt)}`,
        }
      : {}),
    price: transaction.price,
    gst: transaction.gst,
    total: transaction.total,
    recipient: parties,
  });
  const messageId = await enqueueMessage(tx, {
    channel: 'email',
    kind: 'membership-receipt',
    to: parties.email,
    ...receiptMessage({
      username: parties.username,
      plan: parties.planName,
      total: transaction.total,
      invoiceNumber: invoice.number,
      endsAt: term.endsAt,
      autoRenews: term.autoRenews,
    }),
    now,
  });
  await addAttachments(tx, messageId, [
    { filename: invoiceFileName(invoice.number), contentType: 'application/pdf', content: pdf },
  ]);
}

/**
 * A captured payment, from the checkout's callback or a webhook, whichever
 * comes first: in one transaction the purchase becomes paid (only once: see
 * claimPaid), the membership starts for 12 months (or, for a renewal, its next
 * term follows the current one), the tax invoice is issued and the receipt
 * with the invoice is queued. Any later or concurrent call finds the purchase
 * paid and changes nothing. `webhookEvent` is recorded in the same
 * transaction, so a redelivered event is ignored.
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
    const term =
      claimed.kind === 'renewal'
        ? await renewMembershipTerm(ctx, tx, log, claimed, now)
        : await startMembership(tx, claimed, now);
    if (!term) return { endsAt: null };
    await setMembership(tx, claimed.id, term.membershipId);
    await invoiceAndReceipt(ctx, tx, {
      transaction: claimed,
      paymentId: payment.paymentId,
      now,
      term,
    });
    return { endsAt: term.endsAt };
  });
  if (result) {
    log.info({ transactionId: payment.transaction.id }, 'membership payment recorded');
    return { activated: result.endsAt !== null, endsAt: result.endsAt };
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
