import { GST_STATE_CODES } from '@club/contract/gstin';
import { ToWords } from 'to-words';

/** Services of membership clubs and associations (GST services classification). */
export const MEMBERSHIP_SAC = '999511';

/** Event, exhibition and convention organisation services: paid events' tickets. */
export const EVENT_SAC = '998596';

/** The GST rate of an event ticket, in percent. */
export const EVENT_GST_PERCENT = 18;

/** What the GSTR-1 SAC summary says each SAC is. */
export const SAC_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [MEMBERSHIP_SAC]: 'Services provided by membership organisations',
  [EVENT_SAC]: 'Events, exhibitions, conventions and trade shows organisation services',
};

/** `BBC/26-27/000001`: series, financial year and serial, 16 characters at most. */
export function invoiceNumber(series: string, financialYear: string, serial: number): string {
  const number = `${series}/${financialYear.slice(2)}/${String(serial).padStart(6, '0')}`;
  if (number.length > 16) throw new Error(`Invoice number ${number} is longer than 16 characters`);
  return number;
}

/** The state name of a GST state code, e.g. 24 → Gujarat. */
export function stateOfCode(code: string): string | null {
  return Object.entries(GST_STATE_CODES).find(([, value]) => value === code)?.[0] ?? null;
}

export interface TaxSplit {
  taxType: 'cgst-sgst' | 'igst';
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * Within the supplier's state the GST is half central (CGST 9%) and half state
 * tax (SGST 9%); to another state, or abroad, it is integrated tax (IGST 18%).
 */
export function splitTax(
  gst: number,
  supplierStateCode: string,
  recipientStateCode: string | null,
): TaxSplit {
  if (recipientStateCode === supplierStateCode) {
    const cgst = Math.floor(gst / 2);
    return { taxType: 'cgst-sgst', cgst, sgst: gst - cgst, igst: 0 };
  }
  return { taxType: 'igst', cgst: 0, sgst: 0, igst: gst };
}

const toWords = new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true } });

/** `Fifty Nine Thousand Rupees Only` (Indian numbering: lakh, crore). */
export function rupeesInWords(amount: number): string {
  return toWords.convert(amount);
}
