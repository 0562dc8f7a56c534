import { GST_STATE_CODES } from '@club/contract/gstin';
import type { InvoiceSummary } from '@club/contract/invoices';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { notFound } from '../../http/app-error';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { financialYearOf, invoiceNumber, MEMBERSHIP_SAC, rupeesInWords, splitTax } from './gst';
import { renderInvoicePdf } from './invoice-pdf';
import {
  findInvoiceOfUser,
  insertInvoice,
  listInvoicesOfUser,
  nextSerial,
  type InvoiceRow,
} from './repository';
import { supplierOf } from './supplier';

export interface PaidPurchase {
  transactionId: string;
  companyId: string;
  paymentId: string;
  paidAt: Date;
  planName: string;
  /** The line on the invoice; by default `<plan> membership, 12 months`. */
  description?: string;
  /** The membership term it pays for: the invoice states its last day. */
  term: { startsAt: Date; endsAt: Date };
  price: number;
  gst: number;
  total: number;
  recipient: {
    billingName: string;
    billingAddress: string;
    stateName: string | null;
    country: string;
    gstNumber: string | null;
  };
}

/**
 * Issues the GST tax invoice of a paid purchase inside the payment's
 * transaction: the next serial of the financial year, the tax split by the
 * place of supply, the amounts in figures and words. Returns it with its PDF.
 */
export async function issueInvoice(
  ctx: AppContext,
  tx: Database,
  purchase: PaidPurchase,
): Promise<{ invoice: InvoiceRow; pdf: Buffer }> {
  const supplier = supplierOf(ctx.config);
  const { recipient } = purchase;
  const inIndia = recipient.country.trim().toLowerCase() === 'india';
  const recipientStateCode =
    inIndia && recipient.stateName ? (GST_STATE_CODES[recipient.stateName] ?? null) : null;
  const split = splitTax(purchase.gst, supplier.stateCode, recipientStateCode);
  const financialYear = financialYearOf(purchase.paidAt);
  const serial = await nextSerial(tx, financialYear);
  const invoice = await insertInvoice(tx, {
    transactionId: purchase.transactionId,
    companyId: purchase.companyId,
    number: invoiceNumber(ctx.config.invoiceSeries, financialYear, serial),
    financialYear,
    serial,
    issuedAt: purchase.paidAt,
    description: purchase.description ?? `${purchase.planName} membership, 12 months`,
    taxType: split.taxType,
    taxableValue: purchase.price,
    tax: purchase.gst,
    total: purchase.total,
    details: {
      supplier,
      recipient: {
        name: recipient.billingName,
        address: recipient.billingAddress,
        stateName: inIndia ? recipient.stateName : null,
        stateCode: recipientStateCode,
        country: recipient.country,
        gstin: recipient.gstNumber,
      },
      placeOfSupply:
        recipientStateCode && recipient.stateName
          ? `${recipient.stateName} (${recipientStateCode})`
          : 'Outside India (96)',
      sac: MEMBERSHIP_SAC,
      cgst: split.cgst,
      sgst: split.sgst,
      igst: split.igst,
      amountInWords: rupeesInWords(purchase.total),
      paymentId: purchase.paymentId,
      membershipTerm: {
        startsAt: purchase.term.startsAt.toISOString(),
        endsAt: purchase.term.endsAt.toISOString(),
      },
    },
  });
  return { invoice, pdf: await renderInvoicePdf(invoice) };
}

function toSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    description: row.description,
    taxableValue: row.taxableValue,
    taxType: row.taxType,
    tax: row.tax,
    total: row.total,
  };
}

export async function listInvoices(
  ctx: AppContext,
  userId: string,
  query: { cursor?: string; limit: number },
) {
  const position = cursorFrom(query.cursor);
  const rows = await listInvoicesOfUser(ctx.db, userId, position, query.limit);
  return toPage(
    rows.map((row) => ({ ...row, createdAt: row.issuedAt })),
    query.limit,
    toSummary,
  );
}

export const INVOICE_NOT_FOUND = 'Invoice not found';

/** The PDF of one of the user's own invoices; anyone else's is not found. */
export async function invoicePdf(ctx: AppContext, userId: string, id: string) {
  const invoice = await findInvoiceOfUser(ctx.db, userId, id);
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  return { number: invoice.number, pdf: await renderInvoicePdf(invoice) };
}
