import { EVENT_TICKET_MESSAGES as MESSAGES } from '@club/contract/event-tickets';
import { formatIndianDate, indiaFinancialYearOf } from '@club/contract/india-time';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { notFound } from '../../http/app-error';
import { EVENT_SAC, invoiceNumber } from '../../platform/tax-invoices/gst';
import { renderCreditNotePdf } from '../../platform/tax-invoices/credit-note-document';
import { renderInvoicePdf } from '../../platform/tax-invoices/invoice-pdf';
import { gstDetailsOf } from '../../platform/tax-invoices/service';
import {
  documentsOfUserTicket,
  insertCreditNote,
  insertInvoice,
  nextDocumentSerial,
  stateName,
  type PaidEventRow,
  type TicketCreditNoteRow,
  type TicketInvoiceRow,
  type TicketOrderRow,
  type TicketTypeRow,
} from './repository';

/** `BBE/26-27/000001`: ticket invoices' own series (16 characters at most). */
export const TICKET_INVOICE_SERIES = 'BBE';
/** `ECN/26-27/000001`: ticket credit notes' own series. */
export const TICKET_CREDIT_NOTE_SERIES = 'ECN';

/**
 * The GST tax invoice of a paid ticket, in the payment's transaction: the
 * next serial of the series' financial year (a locked counter row, so no gap),
 * the tax split by the buyer's state, SAC 998596.
 */
export async function issueTicketInvoice(
  ctx: AppContext,
  tx: Database,
  paid: {
    order: TicketOrderRow;
    event: PaidEventRow;
    type: TicketTypeRow;
    paymentId: string;
    paidAt: Date;
  },
): Promise<TicketInvoiceRow> {
  const { order, event, type, paidAt } = paid;
  const { taxType, details } = gstDetailsOf(ctx, {
    recipient: {
      billingName: order.billingName,
      billingAddress: order.billingAddress,
      stateName: order.billingStateId ? await stateName(tx, order.billingStateId) : null,
      country: order.country,
      gstNumber: order.gstin,
    },
    gst: order.gst,
    total: order.total,
    sac: EVENT_SAC,
    paymentId: paid.paymentId,
  });
  const financialYear = indiaFinancialYearOf(paidAt).label;
  const serial = await nextDocumentSerial(tx, 'invoice', financialYear);
  return insertInvoice(tx, {
    orderId: order.id,
    userId: order.userId,
    number: invoiceNumber(TICKET_INVOICE_SERIES, financialYear, serial),
    financialYear,
    serial,
    issuedAt: paidAt,
    description: `${type.name} ticket: ${event.title}, ${formatIndianDate(event.startsAt)}`,
    taxType,
    taxableValue: order.price,
    tax: order.gst,
    total: order.total,
    details,
  });
}

/** The credit note reversing a ticket's invoice in full, in the cancellation's transaction. */
export async function issueTicketCreditNote(
  tx: Database,
  invoice: TicketInvoiceRow,
  reason: string,
  now: Date,
): Promise<TicketCreditNoteRow> {
  const financialYear = indiaFinancialYearOf(now).label;
  const serial = await nextDocumentSerial(tx, 'credit-note', financialYear);
  return insertCreditNote(tx, {
    invoiceId: invoice.id,
    number: invoiceNumber(TICKET_CREDIT_NOTE_SERIES, financialYear, serial),
    financialYear,
    serial,
    issuedAt: now,
    taxType: invoice.taxType,
    taxableValue: invoice.taxableValue,
    tax: invoice.tax,
    total: invoice.total,
    details: {
      ...invoice.details,
      invoiceNumber: invoice.number,
      invoiceIssuedAt: invoice.issuedAt.toISOString(),
      reason,
    },
  });
}

export const ticketInvoicePdf = (invoice: TicketInvoiceRow) => renderInvoicePdf(invoice);

export const ticketCreditNotePdf = (note: TicketCreditNoteRow) =>
  renderCreditNotePdf(note, 'event ticket');

/** `BBE-26-27-000001.pdf`: a document number, safe as a file name. */
export const documentFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/**
 * The PDF of a ticket's invoice or credit note, for the ticket's holder only:
 * another user's ticket, like one that does not exist, is not found (so its
 * existence is not revealed); a ticket not cancelled has no credit note.
 */
export async function ownTicketDocumentPdf(
  ctx: AppContext,
  userId: string,
  ticketId: string,
  kind: 'invoice' | 'credit-note',
): Promise<{ fileName: string; pdf: Buffer }> {
  const documents = await documentsOfUserTicket(ctx.db, ticketId, userId);
  if (!documents) throw notFound(MESSAGES.ticketNotFound);
  if (kind === 'invoice') {
    return {
      fileName: documentFileName(documents.invoice.number),
      pdf: await ticketInvoicePdf(documents.invoice),
    };
  }
  if (!documents.creditNote) throw notFound(MESSAGES.noCreditNote);
  return {
    fileName: documentFileName(documents.creditNote.number),
    pdf: await ticketCreditNotePdf(documents.creditNote),
  };
}
