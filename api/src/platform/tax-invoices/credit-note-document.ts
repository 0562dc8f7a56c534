import type { InvoiceDetails } from '../../db/schema/payments';
import { amount, issuedOn, renderGstDocumentPdf } from './invoice-pdf';

/** What a credit note prints: the invoice it reverses, why, and the refund's reference when known. */
export interface CreditNoteForPdf {
  number: string;
  issuedAt: Date;
  taxableValue: number;
  total: number;
  details: InvoiceDetails & {
    invoiceNumber: string;
    invoiceIssuedAt: string;
    reason: string;
    refundId?: string;
  };
}

/**
 * The GST credit note of a refund as an A4 PDF, laid out like the invoice it
 * reverses, which it names with its date; the taxes reversed are the
 * invoice's own (CGST + SGST, or IGST). `supply` says what was sold
 * (`membership fee`, `event ticket`).
 */
export function renderCreditNotePdf(note: CreditNoteForPdf, supply: string): Promise<Buffer> {
  const { details } = note;
  return renderGstDocumentPdf({
    title: 'CREDIT NOTE',
    infoTitle: `Credit note ${note.number}`,
    meta: [
      ['Credit note number', note.number],
      ['Credit note date', issuedOn(note.issuedAt)],
      ['Original invoice', details.invoiceNumber],
      ['Invoice date', issuedOn(new Date(details.invoiceIssuedAt))],
      ['Place of supply', details.placeOfSupply],
      ...(details.refundId ? [['Refund reference', details.refundId] as [string, string]] : []),
    ],
    description: `Refund of invoice ${details.invoiceNumber} (${supply}), in full`,
    taxableValue: note.taxableValue,
    total: note.total,
    details,
    notes: [
      `Reason: ${details.reason}`,
      `Taxable value reversed: INR ${amount(note.taxableValue)}; GST reversed: INR ${amount(
        details.cgst + details.sgst + details.igst,
      )}. Refunded to the card that paid (payment ${details.paymentId}).`,
      'Tax payable on reverse charge: No',
    ],
    footer: 'This is a computer-generated credit note and needs no signature.',
  });
}
