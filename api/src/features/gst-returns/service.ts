import { countOf } from '@club/contract/format/count';
import { formatIndianMonth, indianDay, indiaMonthOf } from '@club/contract/india-time';
import { createHash } from 'node:crypto';
import type { GstReturn } from '@club/contract/gst-returns';
import type { AppContext } from '../../app-context';
import type { creditNotes, InvoiceDetails } from '../../db/schema/payments';
import type { InvoiceRow } from '../../platform/tax-invoices/repository';
import { recordAudit } from '../../platform/audit-trail/repository';
import { MEMBERSHIP_SAC } from '../../platform/tax-invoices/gst';
import { supplierOf } from '../../platform/tax-invoices/supplier';
import { ABROAD, computeGstr1, toCsv, toPortalJson, type Gstr1Document } from './gstr1';
import {
  creditNotesIssuedIn,
  invoicesIssuedIn,
  ticketCreditNotesIssuedIn,
  ticketInvoicesIssuedIn,
} from './repository';

function toDocument(
  kind: Gstr1Document['kind'],
  row: {
    number: string;
    issuedAt: Date;
    total: number;
    taxableValue: number;
    tax: number;
    details: Pick<InvoiceDetails, 'recipient' | 'igst' | 'cgst' | 'sgst'>;
  },
  invoiceNumber?: string,
): Gstr1Document {
  const { recipient } = row.details;
  return {
    kind,
    number: row.number,
    date: indianDay(row.issuedAt),
    value: row.total,
    placeOfSupply: recipient.stateCode ?? ABROAD,
    recipientGstin: recipient.gstin ? recipient.gstin : null,
    recipientName: recipient.name,
    rate: row.taxableValue > 0 ? Math.round((row.tax * 100) / row.taxableValue) : 0,
    ...(invoiceNumber ? { invoiceNumber } : {}),
    taxableValue: row.taxableValue,
    igst: row.details.igst,
    cgst: row.details.cgst,
    sgst: row.details.sgst,
  };
}

/** GSTR-1 of a month from the invoices and credit notes issued in it. */
export async function gstReturnOf(ctx: AppContext, month: string): Promise<GstReturn> {
  const { from, to: until } = indiaMonthOf(month);
  const [invoiceRows, noteRows, ticketInvoiceRows, ticketNoteRows] = await Promise.all([
    invoicesIssuedIn(ctx.db, from, until),
    creditNotesIssuedIn(ctx.db, from, until),
    ticketInvoicesIssuedIn(ctx.db, from, until),
    ticketCreditNotesIssuedIn(ctx.db, from, until),
  ]);
  const supplier = supplierOf(ctx.config);
  return computeGstr1({
    month,
    supplierGstin: supplier.gstin,
    supplierStateCode: supplier.stateCode,
    sac: MEMBERSHIP_SAC,
    documents: [
      ...invoiceRows.map((row: InvoiceRow) => toDocument('invoice', row)),
      ...noteRows.map((row: typeof creditNotes.$inferSelect) =>
        toDocument('credit-note', row, row.details.invoiceNumber),
      ),
      // Event tickets: their own series, under the SAC each invoice states.
      ...ticketInvoiceRows.map((row) => ({
        ...toDocument('invoice', row),
        sac: row.details.sac,
      })),
      ...ticketNoteRows.map((row) => ({
        ...toDocument('credit-note', row, row.details.invoiceNumber),
        sac: row.details.sac,
      })),
    ],
  });
}

/** A stable id for a month's return in the audit trail (its subject is not a stored row). */
function returnSubjectId(month: string): string {
  const hex = createHash('sha1').update(`gstr1:${month}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const monthName = (month: string) => formatIndianMonth(month);

/** The month's return as a file, CSV or the portal's JSON; the download is audited as gst.export. */
export async function exportGstReturn(
  ctx: AppContext,
  adminId: string,
  month: string,
  format: 'csv' | 'json',
) {
  const gstReturn = await gstReturnOf(ctx, month);
  const body =
    format === 'csv' ? toCsv(gstReturn) : `${JSON.stringify(toPortalJson(gstReturn), null, 2)}\n`;
  await recordAudit(ctx.db, {
    action: 'gst.export',
    actor: { userId: adminId },
    subjectId: returnSubjectId(month),
    subjectTitle: `GSTR-1 for ${monthName(month)}`,
    detail: `${format.toUpperCase()}: ${countOf(gstReturn.totals.invoices.count, 'invoice')}, ${countOf(gstReturn.totals.creditNotes.count, 'credit note')}`,
    at: ctx.clock.now(),
  });
  return {
    body,
    fileName: `GSTR1-${gstReturn.supplierGstin}-${gstReturn.period}.${format}`,
    contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
  };
}
