import { formatIndianDate, formatMembershipEnd } from '@club/contract/india-time';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import type { PaymentRefundReason } from '../../db/schema/payments';
import { invoiceFileName, receiptMessage } from '../../platform/tax-invoices/receipt-message';
import { issueInvoice } from '../../platform/tax-invoices/service';
import {
  effectiveState,
  lifecycleSettings,
  nextTermFrom,
} from '../../platform/membership-lifecycle/lifecycle';
import {
  companyHasActivePlan,
  lockMembership,
  moveMembership,
  requestSubscriptionCancel,
} from '../../platform/membership-lifecycle/repository';
import { renewTerm } from '../../platform/membership-lifecycle/transitions';
import { addAttachments } from '../../platform/outbox/attachments-repository';
import { enqueueMessage } from '../../platform/outbox/repository';
import { refundNow } from './refunds';
import {
  activatePendingMembership,
  claimPaid,
  findRefund,
  findTransaction,
  insertActiveMembership,
  lockCompany,
  membershipEnd,
  recordOrderPayment,
  recordRefundDue,
  setMembership,
  type PaymentRefundRow,
  type PaymentTransactionRow,
} from './repository';
import { recordWebhookEvent } from '../../platform/payment-orders/webhook-events';
import { purchaseParties } from '../../platform/tax-invoices/purchase-parties';

export interface RecordedPayment {
  /** True for the one call that activated the membership; false when it was already done. */
  activated: boolean;
  endsAt: Date | null;
  /** The payment was not needed (one plan, one active membership): it is refunded. */
  refund: PaymentRefundRow | null;
}

/** A payment the provider captured for an order of a purchase. */
export interface CapturedPayment {
  transaction: PaymentTransactionRow;
  orderId: string;
  paymentId: string;
  /** In paise: the order's amount (the signature, the webhook or the provider vouches for it). */
  amountPaise: number;
  webhookEvent?: { id: string; event: string };
}

/** The term a payment bought, and whether it renews an existing membership. */
export interface GrantedTerm {
  membershipId: string;
  startsAt: Date;
  endsAt: Date;
  renewal: boolean;
  autoRenews: boolean;
}

/** What a payment gets: a term, or a refund (and why) when the company needs none. */
type Grant = { term: GrantedTerm } | { refund: PaymentRefundReason };

/**
 * A new membership for 12 months from payment: the company's pending
 * membership of the plan if it has one (pending → active), else a new one.
 * One plan, one active membership: while the company holds the plan active,
 * the payment is refunded instead.
 */
async function startMembership(
  ctx: AppContext,
  tx: Database,
  transaction: PaymentTransactionRow,
  now: Date,
): Promise<Grant> {
  const { companyId, membershipTypeId } = transaction;
  const settings = lifecycleSettings(ctx.config);
  if (await companyHasActivePlan(tx, companyId, membershipTypeId, now, settings)) {
    return { refund: 'already-active' };
  }
  const term = nextTermFrom(now);
  const values = {
    companyId: transaction.companyId,
    membershipTypeId: transaction.membershipTypeId,
    startsAt: term.startsAt,
    endsAt: term.endsAt,
  };
  const membershipId =
    (await activatePendingMembership(tx, values)) ?? (await insertActiveMembership(tx, values));
  return { term: { membershipId, ...term, renewal: false, autoRenews: true } };
}

/**
 * What a paid renewal grants: the next term of the membership, starting where
 * the current one ends, as long as the membership still ends where it did when
 * the renewal was chosen (so one term is never paid twice). A membership that
 * ended or lapsed while the member was paying gets a new term from today.
 * Otherwise (terminated, or renewed meanwhile) nothing: the payment is
 * refunded.
 */
async function renewMembershipTerm(
  ctx: AppContext,
  tx: Database,
  transaction: PaymentTransactionRow,
  now: Date,
): Promise<Grant> {
  const membership = transaction.renewsMembershipId
    ? await lockMembership(tx, transaction.renewsMembershipId)
    : null;
  if (!membership) return startMembership(ctx, tx, transaction, now);
  const state = effectiveState(membership, now, lifecycleSettings(ctx.config));
  const unchanged =
    membership.endsAt !== null &&
    membership.endsAt.getTime() === transaction.renewsTermEndingAt?.getTime();
  if (unchanged && (state === 'active' || state === 'renewal_due' || state === 'cancelled')) {
    const renewed = await renewTerm(tx, membership, now, 'hand');
    if (renewed?.startsAt && renewed.endsAt) {
      return {
        term: {
          membershipId: renewed.id,
          startsAt: renewed.startsAt,
          endsAt: renewed.endsAt,
          renewal: true,
          autoRenews: renewed.status === 'active',
        },
      };
    }
  }
  if (state === 'ended' || state === 'lapsed') return startMembership(ctx, tx, transaction, now);
  return { refund: 'renewal-not-due' };
}

/**
 * What a paid upgrade grants: the membership moves to the higher plan for the
 * rest of its term, whose end does not move; any lower plan chosen for the
 * renewal is dropped. It applies only while the membership is still on the
 * plan, and ends where, it was when the upgrade was priced, and its term is
 * still running: so a second payment for the same upgrade (another tab, a
 * double click) finds it done and is refunded, never applied twice. An
 * auto-renewing membership's subscription is cancelled, and the background job
 * makes one at the new plan's price for the next term.
 */
async function upgradeMembership(
  ctx: AppContext,
  tx: Database,
  transaction: PaymentTransactionRow,
  now: Date,
): Promise<Grant> {
  const membership = transaction.renewsMembershipId
    ? await lockMembership(tx, transaction.renewsMembershipId)
    : null;
  if (!membership?.endsAt) return { refund: 'upgrade-not-due' };
  const state = effectiveState(membership, now, lifecycleSettings(ctx.config));
  const unchanged =
    membership.membershipTypeId === transaction.upgradesFromTypeId &&
    membership.endsAt.getTime() === transaction.renewsTermEndingAt?.getTime();
  if (!unchanged || (state !== 'active' && state !== 'cancelled')) {
    return { refund: 'upgrade-not-due' };
  }
  const upgraded = await moveMembership(tx, membership.id, ['active', 'cancelled'], {
    membershipTypeId: transaction.membershipTypeId,
    nextMembershipTypeId: null,
  });
  if (!upgraded?.endsAt) return { refund: 'upgrade-not-due' };
  if (upgraded.status === 'active') await requestSubscriptionCancel(tx, upgraded.id, now);
  return {
    term: {
      membershipId: upgraded.id,
      startsAt: now,
      endsAt: upgraded.endsAt,
      renewal: false,
      autoRenews: upgraded.status === 'active',
    },
  };
}

/** What the invoice says a payment bought, when it is not a new membership's first term. */
function invoiceDescription(
  transaction: PaymentTransactionRow,
  planName: string,
  term: GrantedTerm,
): string | null {
  if (transaction.kind === 'upgrade') {
    return `${planName} membership upgrade, ${formatIndianDate(term.startsAt)} to ${formatMembershipEnd(term.endsAt)}`;
  }
  if (term.renewal) {
    return `${planName} membership renewal, 12 months from ${formatIndianDate(term.startsAt)}`;
  }
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
  const parties = await purchaseParties(tx, transaction.id);
  const description = invoiceDescription(transaction, parties.planName, term);
  const { invoice, pdf } = await issueInvoice(ctx, tx, {
    transactionId: transaction.id,
    companyId: transaction.companyId,
    paymentId,
    paidAt: now,
    planName: parties.planName,
    term,
    ...(description ? { description } : {}),
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
      language: parties.language,
    }),
    now,
  });
  await addAttachments(tx, messageId, [
    { filename: invoiceFileName(invoice.number), contentType: 'application/pdf', content: pdf },
  ]);
}

/**
 * A captured payment, from the checkout's callback, a webhook or the
 * reconciliation, whichever comes first. In one transaction, under the
 * company's row lock (so payments for one company take turns): the purchase
 * becomes paid (only once: see claimPaid), the membership starts for 12
 * months (or, for a renewal, its next term follows the current one), the tax
 * invoice is issued and the receipt with the invoice is queued. Any later or
 * concurrent call for the same payment finds the purchase paid and changes
 * nothing. A payment that is not needed (the plan is already active, the
 * purchase was paid by another payment, the renewed term is no longer due)
 * is recorded, gets no membership, invoice or receipt, and is refunded: due
 * in this transaction, asked of the provider after it. `webhookEvent` is
 * recorded in the same transaction, so a redelivered event is ignored.
 */
export async function recordPayment(
  ctx: AppContext,
  log: FastifyBaseLogger,
  payment: CapturedPayment,
): Promise<RecordedPayment> {
  const { transaction, paymentId } = payment;
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(
    async (tx): Promise<'seen' | 'activated' | { refund: PaymentRefundReason }> => {
      if (payment.webhookEvent) {
        const { id, event } = payment.webhookEvent;
        if (!(await recordWebhookEvent(tx, id, event, now))) return 'seen';
      }
      await lockCompany(tx, transaction.companyId);
      await recordOrderPayment(tx, payment.orderId, paymentId);
      const claimed = await claimPaid(tx, transaction.id, paymentId, now);
      let refund: PaymentRefundReason;
      if (claimed) {
        const granted =
          claimed.kind === 'renewal'
            ? await renewMembershipTerm(ctx, tx, claimed, now)
            : claimed.kind === 'upgrade'
              ? await upgradeMembership(ctx, tx, claimed, now)
              : await startMembership(ctx, tx, claimed, now);
        if ('term' in granted) {
          await setMembership(tx, claimed.id, granted.term.membershipId);
          await invoiceAndReceipt(ctx, tx, {
            transaction: claimed,
            paymentId,
            now,
            term: granted.term,
          });
          return 'activated';
        }
        refund = granted.refund;
      } else {
        const current = await findTransaction(tx, transaction.id);
        if (!current?.paymentId || current.paymentId === paymentId) return 'seen';
        // The same purchase paid twice (two checkouts of it): the second payment is given back.
        refund = 'already-paid';
      }
      await recordRefundDue(tx, {
        paymentId,
        transactionId: transaction.id,
        amountPaise: payment.amountPaise,
        reason: refund,
        now,
      });
      return { refund };
    },
  );
  const context = { transactionId: transaction.id, paymentId };
  if (outcome === 'activated') {
    log.info(context, 'membership payment recorded');
  } else if (outcome !== 'seen') {
    log.warn({ ...context, reason: outcome.refund }, 'a payment that was not needed; refunding it');
    await refundNow(ctx, log, paymentId).catch((error: unknown) =>
      log.error(
        { err: error, ...context },
        'refund not started; the reconciliation job retries it',
      ),
    );
  }
  const refund = await findRefund(ctx.db, paymentId);
  if (refund) return { activated: false, endsAt: null, refund };
  const current = await findTransaction(ctx.db, transaction.id);
  const endsAt = current?.membershipId ? await membershipEnd(ctx.db, current.membershipId) : null;
  return { activated: outcome === 'activated', endsAt, refund: null };
}
