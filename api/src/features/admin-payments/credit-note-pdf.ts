import {
  renderCreditNotePdf,
  type CreditNoteForPdf,
} from '../../platform/tax-invoices/credit-note-document';

/** A membership payment's credit note as a PDF. */
export const membershipCreditNotePdf = (note: CreditNoteForPdf) =>
  renderCreditNotePdf(note, 'membership fee');

/** `CN-26-27-000001.pdf`: the number, safe as a file name. */
export function creditNoteFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}

/** `CN/26-27/000001`: the credit notes' own series, 16 characters at most like invoices. */
export const CREDIT_NOTE_SERIES = 'CN';
