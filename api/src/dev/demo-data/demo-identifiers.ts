import { GST_STATE_CODES, makeGstin, referenceStateName } from '@club/contract/gstin';
/**
 * Plausible Indian tax identifiers for demo companies (made up, not real):
 * PAN (AAAPA9999A, 4th letter = holder type), GSTIN (state code + PAN + 1Z + check)
 * and Udyam (MSME) registration numbers.
 */

/** The demo companies' states (by reference id): name and Udyam state code. */
const DEMO_STATES: Record<number, { name: string; udyam: string }> = {
  9: { name: 'Delhi', udyam: 'DL' },
  11: { name: 'Gujarat', udyam: 'GJ' },
  16: { name: 'Karnataka', udyam: 'KR' },
  21: { name: 'Maharashtra', udyam: 'MH' },
  29: { name: 'Rajasthan', udyam: 'RJ' },
  31: { name: 'Tamil Nadu', udyam: 'TN' },
  34: { name: 'Uttar Pradesh', udyam: 'UP' },
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

/** A GSTIN that passes every rule: the company's own state and PAN, the right check character. */
export function demoGstNumber(pan: string, stateId: number): string {
  const state = referenceStateName(stateId);
  const code = state ? GST_STATE_CODES[state] : undefined;
  if (!code) throw new Error(`No GST state code for the demo state ${stateId}`);
  return makeGstin(code, pan);
}

export function demoUdyamNumber(stateId: number, seed: number): string {
  const state = DEMO_STATES[stateId]?.udyam ?? 'GJ';
  return `UDYAM-${state}-${digitsFrom(seed, 2)}-${digitsFrom(seed + 11, 7)}`;
}
