import { GST_STATE_CODES } from '@club/contract/gstin';
import type { InvoiceSummary } from '@club/contract/invoices';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { notFound } from '../../http/app-error';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { indiaFinancialYearOf } from '@club/contract/india-time';
import type { InvoiceDetails } from '../../db/schema/payments';
import { invoiceNumber, MEMBERSHIP_SAC, rupeesInWords, splitTax, type TaxSplit } from './gst';
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
  recipient: InvoiceRecipient;
}

/** Who an invoice is billed to, as the buyer's billing details say. */
export interface InvoiceRecipient {
  billingName: string;
  billingAddress: string;
  stateName: string | null;
  country: string;
  gstNumber: string | null;
}

/**
 * The GST parts of an invoice: the supplier, the recipient and the place of
 * supply (the recipient's state in India, else abroad), the tax split by it
 * (CGST + SGST within the supplier's state, else IGST), the total in words.
 */
export function gstDetailsOf(
  ctx: AppContext,
  charge: {
    recipient: InvoiceRecipient;
    gst: number;
    total: number;
    sac: string;
    paymentId: string;
  },
): { taxType: TaxSplit['taxType']; details: InvoiceDetails } {
  const supplier = supplierOf(ctx.config);
  const { recipient } = charge;
  const inIndia = recipient.country.trim().toLowerCase() === 'india';
  const recipientStateCode =
    inIndia && recipient.stateName ? (GST_STATE_CODES[recipient.stateName] ?? null) : null;
  const split = splitTax(charge.gst, supplier.stateCode, recipientStateCode);
  return {
    taxType: split.taxType,
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
      sac: charge.sac,
      cgst: split.cgst,
      sgst: split.sgst,
      igst: split.igst,
      amountInWords: rupeesInWords(charge.total),
      paymentId: charge.paymentId,
    },
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
  const { taxType, details } = gstDetailsOf(ctx, {
    recipient: purchase.recipient,
    gst: purchase.gst,
    total: purchase.total,
    sac: MEMBERSHIP_SAC,
    paymentId: purchase.paymentId,
  });
  const financialYear = indiaFinancialYearOf(purchase.paidAt).label;
  const serial = await nextSerial(tx, financialYear);
  const invoice = await insertInvoice(tx, {
    transactionId: purchase.transactionId,
    companyId: purchase.companyId,
    number: invoiceNumber(ctx.config.invoiceSeries, financialYear, serial),
    financialYear,
    serial,
    issuedAt: purchase.paidAt,
    description: purchase.description ?? `${purchase.planName} membership, 12 months`,
    taxType,
    taxableValue: purchase.price,
    tax: purchase.gst,
    total: purchase.total,
    details: {
      ...details,
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
