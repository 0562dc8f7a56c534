import type { CreditNoteDetails } from '../../db/schema/payments';
import { amount, issuedOn, renderGstDocumentPdf } from '../../platform/tax-invoices/invoice-pdf';

export interface CreditNoteForPdf {
  number: string;
  issuedAt: Date;
  taxableValue: number;
  total: number;
  details: CreditNoteDetails;
}

/**
 * The GST credit note of a refund as an A4 PDF, laid out like the invoice it
 * reverses, which it names with its date; the taxes reversed are the
 * invoice's own (CGST + SGST, or IGST).
 */
export function renderCreditNotePdf(note: CreditNoteForPdf): Promise<Buffer> {
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
      ['Refund reference', details.refundId],
    ],
    description: `Refund of invoice ${details.invoiceNumber} (membership fee), in full`,
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

/** `CN-26-27-000001.pdf`: the number, safe as a file name. */
export function creditNoteFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}

/** `CN/26-27/000001`: the credit notes' own series, 16 characters at most like invoices. */
export const CREDIT_NOTE_SERIES = 'CN';
