import { ADMIN_REFUND_MESSAGES, type AdminRefundResponse } from '@club/contract/admin-payments';
import type { AdminRefundBody } from '@club/contract/admin-payments';
import {
  endOfIndianDay,
  formatMembershipEnd,
  indiaFinancialYearOf,
  membershipLastDay,
} from '@club/contract/india-time';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import type { CreditNoteDetails } from '../../db/schema/payments';
import { AppError, notFound, validationError } from '../../http/app-error';
import { recordAudit } from '../../platform/audit-trail/repository';
import { invoiceNumber, rupeesInWords } from '../../platform/tax-invoices/gst';
import { effectiveState, lifecycleSettings } from '../../platform/membership-lifecycle/lifecycle';
import {
  lockMembership,
  moveMembership,
  requestSubscriptionCancel,
  type MembershipRow,
} from '../../platform/membership-lifecycle/repository';
import { addAttachments } from '../../platform/outbox/attachments-repository';
import { enqueueMessage } from '../../platform/outbox/repository';
import { CREDIT_NOTE_SERIES, creditNoteFileName, membershipCreditNotePdf } from './credit-note-pdf';
import { adminPaymentView } from './payment-list';
import { adminRefundMessage } from './refund-message';
import {
  claimAdminRefund,
  completeAdminRefund,
  findAdminPayment,
  findCreditNote,
  findInvoiceOfTransaction,
  insertCreditNote,
  lockTransaction,
  nextCreditNoteSerial,
  releaseAdminRefund,
} from './repository';
import { purchaseParties } from '../../platform/tax-invoices/purchase-parties';

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** How long a refund's claim is left to its request before another may make it. */
const REFUND_LEASE_MS = 10 * 60_000;

/** The last day of access the admin chose, as the end of that day in India; 400 when not a date. */
function endOfDayInIndia(day: string | undefined): Date {
  if (!day) throw validationError('keepUntil', ADMIN_REFUND_MESSAGES.keepUntilMissing);
  const end = endOfIndianDay(day);
  if (!end) throw validationError('keepUntil', ADMIN_REFUND_MESSAGES.keepUntilMissing);
  return end;
}

/**
 * When the membership's access ends after the refund: now, or at the end of
 * the chosen day, which lies in its current term (today at the earliest, the
 * term's last day at the latest; the term's own end when that comes first).
 */
function accessEnd(
  body: AdminRefundBody,
  membership: MembershipRow | null,
  now: Date,
): Date | null {
  if (body.membership === 'end-now') return now;
  const chosen = endOfDayInIndia(body.keepUntil);
  const termEnd = membership?.endsAt ?? null;
  if (!termEnd || chosen.getTime() <= now.getTime()) {
    throw validationError('keepUntil', ADMIN_REFUND_MESSAGES.keepUntilOutsideTerm);
  }
  const lastDay = endOfDayInIndia(membershipLastDay(termEnd));
  if (chosen.getTime() > lastDay.getTime()) {
    throw validationError('keepUntil', ADMIN_REFUND_MESSAGES.keepUntilOutsideTerm);
  }
  return chosen.getTime() < termEnd.getTime() ? chosen : termEnd;
}

/** Ends the membership at `endsAt` (now, or a day of its term); it never renews again. */
async function shortenMembership(
  tx: Database,
  membership: MembershipRow,
  endsAt: Date,
  now: Date,
): Promise<MembershipRow | null> {
  const endsNow = endsAt.getTime() <= now.getTime();
  const moved = await moveMembership(
    tx,
    membership.id,
    endsNow
      ? ['pending', 'active', 'renewal_due', 'cancelled']
      : ['active', 'renewal_due', 'cancelled'],
    {
      status: endsNow ? 'ended' : 'cancelled',
      endsAt,
      graceEndsAt: null,
      cancelledAt: membership.cancelledAt ?? now,
    },
  );
  if (moved) await requestSubscriptionCancel(tx, membership.id, now);
  return moved;
}

/**
 * POST /admin/payments/:id/refund: a full refund of a paid, invoiced payment,
 * exactly once. The refund is claimed first (a second request, even at the
 * same moment, finds the claim: 409), asked of the provider outside any
 * transaction, then recorded in one transaction: the GST credit note with the
 * next serial of its own series, the membership ended or shortened, the audit
 * entry and the member's e-mail with the credit note. A refused provider call
 * releases the claim and changes nothing.
 */
export async function refundPayment(
  ctx: AppContext,
  log: FastifyBaseLogger,
  adminId: string,
  transactionId: string,
  body: AdminRefundBody,
): Promise<AdminRefundResponse> {
  const now = ctx.clock.now();
  const claimed = await ctx.db.transaction(async (tx) => {
    const transaction = await lockTransaction(tx, transactionId);
    if (!transaction) throw notFound(ADMIN_REFUND_MESSAGES.notFound);
    const payment = await findAdminPayment(tx, transactionId);
    if (payment?.creditNote || payment?.automaticRefundId) {
      throw conflict(ADMIN_REFUND_MESSAGES.alreadyRefunded);
    }
    const invoice = await findInvoiceOfTransaction(tx, transactionId);
    if (transaction.status !== 'paid' || !transaction.paymentId || !invoice) {
      throw conflict(ADMIN_REFUND_MESSAGES.notRefundable);
    }
    const membershipId = transaction.membershipId ?? transaction.renewsMembershipId;
    const membership = membershipId ? await lockMembership(tx, membershipId) : null;
    const endsAt = accessEnd(body, membership, now);
    if (
      !(await claimAdminRefund(tx, transactionId, now, new Date(now.getTime() + REFUND_LEASE_MS)))
    ) {
      throw conflict(ADMIN_REFUND_MESSAGES.refundInProgress);
    }
    return { transaction, paymentId: transaction.paymentId, invoice, endsAt };
  });

  const { transaction, paymentId, invoice } = claimed;
  let refundId: string;
  try {
    ({ refundId } = await ctx.adapters.payments.refundPayment({
      paymentId,
      amountPaise: transaction.total * 100,
      notes: { transactionId, reason: 'admin-refund' },
    }));
  } catch (error) {
    await releaseAdminRefund(ctx.db, transactionId);
    log.warn({ err: error, transactionId, paymentId }, 'admin refund refused by the provider');
    throw new AppError(503, 'SERVICE_UNAVAILABLE', ADMIN_REFUND_MESSAGES.providerFailed);
  }

  const issued = await ctx.db.transaction(async (tx) => {
    // The purchase's row first, as the claim above takes it: a second request for this
    // refund waits here for the whole of this one (and then finds its credit note), rather
    // than holding the membership while this one waits on the claim it holds (a deadlock).
    await lockTransaction(tx, transactionId);
    if (!(await completeAdminRefund(tx, transactionId, refundId))) {
      throw conflict(ADMIN_REFUND_MESSAGES.alreadyRefunded);
    }
    const parties = await purchaseParties(tx, transactionId);
    const financialYear = indiaFinancialYearOf(now).label;
    const serial = await nextCreditNoteSerial(tx, financialYear);
    const { paymentId: _invoicePayment, ...invoiceDetails } = invoice.details;
    const details: CreditNoteDetails = {
      ...invoiceDetails,
      amountInWords: rupeesInWords(invoice.total),
      invoiceNumber: invoice.number,
      invoiceIssuedAt: invoice.issuedAt.toISOString(),
      reason: body.reason,
      paymentId,
      refundId,
    };
    const creditNote = await insertCreditNote(tx, {
      invoiceId: invoice.id,
      transactionId,
      companyId: invoice.companyId,
      number: invoiceNumber(CREDIT_NOTE_SERIES, financialYear, serial),
      financialYear,
      serial,
      issuedAt: now,
      reason: body.reason,
      taxType: invoice.taxType,
      taxableValue: invoice.taxableValue,
      tax: invoice.tax,
      total: invoice.total,
      issuedBy: adminId,
      details,
    });

    const membershipId = transaction.membershipId ?? transaction.renewsMembershipId;
    const current = membershipId ? await lockMembership(tx, membershipId) : null;
    const moved =
      current && claimed.endsAt ? await shortenMembership(tx, current, claimed.endsAt, now) : null;
    const membership = moved ?? current;
    const endedNow = moved !== null && moved.status === 'ended';

    const accessNote = moved
      ? endedNow
        ? 'membership ended now'
        : `membership kept until ${claimed.endsAt ? formatMembershipEnd(claimed.endsAt) : ''}`
      : 'membership unchanged';
    await recordAudit(tx, {
      action: 'payment.refund',
      actor: { userId: adminId },
      subjectId: transactionId,
      subjectTitle: `Payment ${paymentId} of ${parties.billingName} (invoice ${invoice.number})`,
      detail: `${body.reason} — credit note ${creditNote.number}, refund ${refundId}, ${accessNote}`,
      at: now,
    });

    const pdf = await membershipCreditNotePdf(creditNote);
    const messageId = await enqueueMessage(tx, {
      channel: 'email',
      kind: 'payment-refund-credit-note',
      to: parties.email,
      ...adminRefundMessage({
        username: parties.username,
        plan: parties.planName,
        total: creditNote.total,
        invoiceNumber: invoice.number,
        creditNoteNumber: creditNote.number,
        reason: body.reason,
        accessEndsAt: moved?.endsAt ?? null,
        endedNow,
        paymentId,
        refundId,
        language: parties.language,
      }),
      now,
    });
    await addAttachments(tx, messageId, [
      {
        filename: creditNoteFileName(creditNote.number),
        contentType: 'application/pdf',
        content: pdf,
      },
    ]);
    return { creditNote, membership };
  });

  log.info({ transactionId, paymentId, refundId }, 'payment refunded by an admin');
  const payment = await adminPaymentView(ctx.db, transactionId);
  if (!payment) throw notFound(ADMIN_REFUND_MESSAGES.notFound);
  const { creditNote, membership } = issued;
  return {
    payment,
    refundId,
    creditNote: {
      id: creditNote.id,
      number: creditNote.number,
      issuedAt: creditNote.issuedAt.toISOString(),
      total: creditNote.total,
    },
    membership: membership
      ? {
          id: membership.id,
          state: effectiveState(membership, now, lifecycleSettings(ctx.config)),
          endsAt: membership.endsAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** GET /admin/credit-notes/:id/pdf. */
export async function creditNotePdf(ctx: AppContext, id: string) {
  const note = await findCreditNote(ctx.db, id);
  if (!note) throw notFound(ADMIN_REFUND_MESSAGES.creditNoteNotFound);
  return { number: note.number, pdf: await membershipCreditNotePdf(note) };
}
