import type {
  AdminCapturedPayment,
  AdminPayment,
  AdminPaymentsQuery,
} from '@club/contract/admin-payments';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { indiaMonthOf } from '@club/contract/india-time';
import {
  findAdminPayment,
  findCapturedPayments,
  listAdminPayments,
  type AdminPaymentRow,
  type CapturedPaymentRows,
} from './repository';

/**
 * The payments the provider captured for one purchase, oldest first: the one
 * that paid it (refunded by staff with a credit note, or automatically when
 * the plan or term was not needed after all), and every other payment of it,
 * which the club refunded automatically (the purchase was paid already).
 */
function capturedPayments(
  row: AdminPaymentRow,
  captured: CapturedPaymentRows,
): AdminCapturedPayment[] {
  const { transaction, creditNote } = row;
  const orderOf = new Map(captured.orders.map((order) => [order.paymentId, order.orderId]));
  const payments = new Map<string, AdminCapturedPayment>();
  if (transaction.paymentId && transaction.paidAt) {
    payments.set(transaction.paymentId, {
      paymentId: transaction.paymentId,
      orderId: orderOf.get(transaction.paymentId) ?? null,
      amount: transaction.total,
      capturedAt: transaction.paidAt.toISOString(),
      refund: creditNote
        ? {
            by: 'staff',
            refundId: creditNote.refundId,
            refundedAt: creditNote.issuedAt.toISOString(),
            creditNoteNumber: creditNote.number,
          }
        : null,
    });
  }
  for (const refund of captured.refunds) {
    if (refund.transactionId !== transaction.id) continue;
    const payment = payments.get(refund.paymentId);
    payments.set(refund.paymentId, {
      paymentId: refund.paymentId,
      orderId: orderOf.get(refund.paymentId) ?? null,
      amount: refund.amountPaise / 100,
      capturedAt: payment?.capturedAt ?? refund.createdAt.toISOString(),
      refund: {
        by: 'automatic',
        reason: refund.reason,
        refundId: refund.refundId,
        refundedAt: refund.refundedAt?.toISOString() ?? null,
      },
    });
  }
  return [...payments.values()].sort((a, b) => a.capturedAt.localeCompare(b.capturedAt));
}

function toAdminPayment(row: AdminPaymentRow, captured: CapturedPaymentRows): AdminPayment {
  const { transaction, invoice, creditNote } = row;
  const state =
    creditNote || row.automaticRefundId
      ? 'refunded'
      : transaction.status === 'paid'
        ? 'paid'
        : transaction.status === 'failed'
          ? 'failed'
          : 'created';
  return {
    id: transaction.id,
    createdAt: transaction.createdAt.toISOString(),
    kind: transaction.kind,
    state,
    companyId: transaction.companyId,
    companyName: row.companyName,
    planName: row.planName,
    price: transaction.price,
    gst: transaction.gst,
    total: transaction.total,
    orderId: row.orderId,
    paidAt: transaction.paidAt?.toISOString() ?? null,
    payments: capturedPayments(row, captured),
    invoice: invoice ? { ...invoice, issuedAt: invoice.issuedAt.toISOString() } : null,
    creditNote: creditNote
      ? {
          id: creditNote.id,
          number: creditNote.number,
          issuedAt: creditNote.issuedAt.toISOString(),
        }
      : null,
    membershipId: transaction.membershipId ?? transaction.renewsMembershipId,
    membershipEndsAt: row.membershipEndsAt?.toISOString() ?? null,
    refundable: state === 'paid' && invoice !== null && transaction.paymentId !== null,
  };
}

/** GET /admin/payments: purchases newest first, by state and month, each with its payments. */
export async function listPayments(ctx: AppContext, query: AdminPaymentsQuery) {
  const position = cursorFrom(query.cursor);
  const month = query.month ? indiaMonthOf(query.month) : undefined;
  const period = month ? { from: month.from, until: month.to } : {};
  const rows = await listAdminPayments(
    ctx.db,
    { state: query.state, ...period },
    position,
    query.limit,
  );
  const captured = await findCapturedPayments(
    ctx.db,
    rows.slice(0, query.limit).map((row) => row.transaction.id),
  );
  return toPage(
    rows.map((row) => ({ ...row, createdAt: row.transaction.createdAt, id: row.transaction.id })),
    query.limit,
    (row) => toAdminPayment(row, captured),
  );
}

/** One purchase as the list shows it, or null. */
export async function adminPaymentView(db: Database, id: string): Promise<AdminPayment | null> {
  const row = await findAdminPayment(db, id);
  return row ? toAdminPayment(row, await findCapturedPayments(db, [id])) : null;
}
