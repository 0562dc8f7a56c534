/**
 * Plausible Indian tax identifiers for demo companies (made up, not real):
 * PAN (AAAPA9999A, 4th letter = holder type), GSTIN (state code + PAN + 1Z + check)
 * and Udyam (MSME) registration numbers.
 */

const GST_STATE_CODES: Record<number, { gst: string; udyam: string }> = {
  9: { gst: '07', udyam: 'DL' },
  11: { gst: '24', udyam: 'GJ' },
  16: { gst: '29', udyam: 'KR' },
  21: { gst: '27', udyam: 'MH' },
  29: { gst: '08', udyam: 'RJ' },
  31: { gst: '33', udyam: 'TN' },
  34: { gst: '09', udyam: 'UP' },
};

/** PAN holder type by firm type: P person (proprietorship), F firm, C company. */
const HOLDER_TYPE: Record<number, string> = { 1: 'P', 2: 'F', 3: 'F', 4: 'C', 5: 'C', 6: 'F' };

function lettersOf(name: string): string {
  return name.toUpperCase().replace(/[^A-Z]/g, '');
}

function digitsFrom(seed: number, length: number): string {
  return String((seed * 7919 + 1237) % 10 ** length).padStart(length, '0');
}

export function demoPan(name: string, firmTypeId: number, seed: number): string {
  const letters = `${lettersOf(name)}XXXX`;
  const holder = HOLDER_TYPE[firmTypeId] ?? 'F';
  const check = String.fromCharCode(65 + (seed % 26));
  return `${letters.slice(0, 3)}${holder}${letters[0]}${digitsFrom(seed, 4)}${check}`;
}

export function demoGstNumber(pan: string, stateId: number, seed: number): string {
  const state = GST_STATE_CODES[stateId]?.gst ?? '24';
  const check = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[seed % 36] ?? '5';
  return `${state}${pan}1Z${check}`;
}

export function demoUdyamNumber(stateId: number, seed: number): string {
  const state = GST_STATE_CODES[stateId]?.udyam ?? 'GJ';
  return `UDYAM-${state}-${digitsFrom(seed, 2)}-${digitsFrom(seed + 11, 7)}`;
}
