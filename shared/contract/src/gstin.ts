import * as z from 'zod/mini';
import { REFERENCE_STATES } from '@club/contract/reference-data';

/**
 * GSTIN rules, defined once: registration, the profile, the API's "GST
 * verified" badge and the invoices all use them. A GSTIN is 15 characters:
 * the 2-digit GST state code, the holder's 10-character PAN, an entity
 * number (1-9 or A-Z), 'Z', and a check character. What is checked is its
 * shape, its check character, its state and its PAN; never whether GSTN has
 * the registration live (that needs the GST portal).
 */

export const GSTIN_LENGTH = 15;
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GST state codes and the names of their states and union territories. */
export const GST_STATES_BY_CODE: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  // 25 was Daman and Diu: merged into 26 in 2020, its GSTINs moved with it.
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  // 28 was Andhra Pradesh before 2014; its GSTINs have 37.
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** GST state codes by the names in the club's state list (every state there has one). */
export const GST_STATE_CODES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(GST_STATES_BY_CODE).map(([code, name]) => [name, code]),
);

/** The name of a state in the club's list, by its id (the list is the seeded reference data). */
export function referenceStateName(stateId: number): string | undefined {
  return REFERENCE_STATES.find((state) => state.id === stateId)?.name;
}

/**
 * The GSTIN check character: each of the first 14 characters' value (0-9,
 * A-Z as 10-35) times 1 or 2 alternately, its quotient and remainder by 36
 * added up; the check is (36 - sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARSET.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARSET.charAt((36 - (sum % 36)) % 36);
}

/** A valid GSTIN for a state code and PAN (entity 1 unless given): for demo data and tests. */
export function makeGstin(stateCode: string, pan: string, entity = '1'): string {
  const first14 = `${stateCode}${pan}${entity}Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/**
 * A GSTIN as typed, in the form it is checked and stored: without the spaces
 * around it, upper-cased (GSTN prints them in capitals; people type either).
 */
export function normaliseGstin(value: string): string {
  return value.trim().toUpperCase();
}

/** The two-digit state code a GSTIN starts with. */
export function gstinStateCode(gstin: string): string {
  return gstin.slice(0, 2);
}

/** The PAN inside a GSTIN (characters 3 to 12). */
export function gstinPan(gstin: string): string {
  return gstin.slice(2, 12);
}

export const GSTIN_MESSAGES = {
  shape:
    'Please enter a GSTIN of 15 characters: state code, PAN, entity number, Z and a check character',
  unknownStateCode: (code: string) =>
    `Please check the GSTIN: it starts with ${code}, which is not a GST state code`,
  checkCharacter: 'Please check the GSTIN for a typing error: its check character is wrong',
  state: (code: string, chosenState: string) =>
    `Please check the GSTIN: it belongs to ${GST_STATES_BY_CODE[code] ?? 'another state'} (code ${code}), not to ${chosenState}`,
  pan: 'Please check the GSTIN: the PAN in it differs from your PAN',
  /** On the profile's PAN field, where the GSTIN is registration data and cannot change. */
  panOfProfile: (gstinPanValue: string) =>
    `This PAN differs from the one in your GSTIN (${gstinPanValue})`,
} as const;

/** What is wrong with a GSTIN on its own (normalised first), or null. */
export function gstinOwnProblem(value: string): string | null {
  const gstin = normaliseGstin(value);
  if (gstin.length !== GSTIN_LENGTH || !GSTIN_PATTERN.test(gstin)) return GSTIN_MESSAGES.shape;
  const code = gstinStateCode(gstin);
  if (!GST_STATES_BY_CODE[code]) return GSTIN_MESSAGES.unknownStateCode(code);
  if (gstinCheckCharacter(gstin) !== gstin.charAt(14)) return GSTIN_MESSAGES.checkCharacter;
  return null;
}

/**
 * What is wrong with a GSTIN for a company in `stateName` (a state of the
 * club's list) whose PAN is `pan` (when it has one), or null.
 */
export function gstinProblem(
  value: string,
  { stateName, pan }: { stateName: string | null | undefined; pan?: string | null },
): string | null {
  const own = gstinOwnProblem(value);
  if (own) return own;
  const gstin = normaliseGstin(value);
  const code = gstinStateCode(gstin);
  if (!stateName || GST_STATE_CODES[stateName] !== code) {
    return GSTIN_MESSAGES.state(code, stateName ?? 'the chosen state');
  }
  const profilePan = pan?.trim().toUpperCase();
  if (profilePan && profilePan !== gstinPan(gstin)) return GSTIN_MESSAGES.pan;
  return null;
}

/** Whether a GSTIN was issued in the named state (unknown states never match). */
export function gstinMatchesState(gstin: string, stateName: string): boolean {
  return GST_STATE_CODES[stateName] === gstinStateCode(normaliseGstin(gstin));
}

/**
 * "GST verified": the company has a GSTIN of the right shape and check
 * character, from its own state, with its PAN where the profile has one.
 * Companies stored before these rules whose GSTIN fails are simply not badged.
 */
export function isGstVerified(company: {
  gstNumber: string | null | undefined;
  stateName: string | null | undefined;
  pan?: string | null;
}): boolean {
  if (!company.gstNumber) return false;
  return gstinProblem(company.gstNumber, company) === null;
}

/** What the badge's description says was checked (and what was not). */
export const GST_VERIFIED_LABEL = 'GST verified';
export const GST_VERIFIED_DESCRIPTION =
  'GSTIN format and check character verified; state matches. The live registration status is not checked.';

/**
 * A GSTIN on its own: trimmed, upper-cased, of the right shape, a known state
 * code and the right check character. One message, the first rule it breaks.
 */
export const gstNumberSchema = z.string().check(
  z.trim(),
  z.toUpperCase(),
  z.superRefine((value, ctx) => {
    const problem = gstinOwnProblem(value);
    if (problem) ctx.issues.push({ code: 'custom', input: value, message: problem });
  }),
);

/** An optional GSTIN field: empty means none was given. */
export const gstNumberOrEmptySchema = z.string().check(
  z.trim(),
  z.toUpperCase(),
  z.superRefine((value, ctx) => {
    const problem = value === '' ? null : gstinOwnProblem(value);
    if (problem) ctx.issues.push({ code: 'custom', input: value, message: problem });
  }),
);

/**
 * The state rule on an object with `stateId` and an optional `gstNumber`:
 * its error goes on `gstNumber`. It runs whenever both fields are usable, even
 * when other fields are wrong, so the form shows it with the rest.
 */
export function gstinStateCheck<T extends object>(
  stateNameOf: (stateId: number) => string | undefined = referenceStateName,
) {
  /** What the rule reads of the object; `when` makes sure both are usable. */
  const fieldsOf = (value: unknown) =>
    (typeof value === 'object' && value !== null ? value : {}) as Partial<
      Record<'stateId' | 'gstNumber', unknown>
    >;
  return z.superRefine<T>(
    (company, ctx) => {
      const { stateId, gstNumber } = fieldsOf(company);
      if (typeof stateId !== 'number' || typeof gstNumber !== 'string' || !gstNumber) return;
      const stateName = stateNameOf(stateId);
      // An unknown state is the state field's own error.
      if (!stateName) return;
      const problem = gstinProblem(gstNumber, { stateName });
      if (problem) {
        ctx.issues.push({
          code: 'custom',
          input: gstNumber,
          path: ['gstNumber'],
          message: problem,
        });
      }
    },
    {
      when: (payload) => {
        const { stateId, gstNumber } = fieldsOf(payload.value);
        return (
          typeof stateId === 'number' &&
          typeof gstNumber === 'string' &&
          (gstNumber === '' || gstinOwnProblem(gstNumber) === null)
        );
      },
    },
  );
}

/**
 * The PAN rule of a profile whose company registered `gstNumber`: a PAN given
 * must be the one inside the GSTIN. The GSTIN is registration data (read-only
 * in the profile), so the error goes on `pan`. A stored GSTIN that breaks the
 * rules on its own says nothing about the PAN and is not compared.
 */
export function panOfGstinProblem(
  gstNumber: string | null | undefined,
  pan: string | null | undefined,
): string | null {
  if (!gstNumber || !pan || gstinOwnProblem(gstNumber) !== null) return null;
  const expected = gstinPan(normaliseGstin(gstNumber));
  return pan.trim().toUpperCase() === expected ? null : GSTIN_MESSAGES.panOfProfile(expected);
}

export function gstinPanCheck<T extends { pan?: string | undefined }>(
  gstNumber: string | null | undefined,
) {
  return z.superRefine<T>(
    (profile, ctx) => {
      const problem = panOfGstinProblem(gstNumber, profile.pan);
      if (problem) {
        ctx.issues.push({ code: 'custom', input: profile.pan, path: ['pan'], message: problem });
      }
    },
    {
      when: (payload) => {
        const value = payload.value as { pan?: unknown } | null | undefined;
        return typeof value?.pan === 'string' && PAN_PATTERN.test(value.pan);
      },
    },
  );
}
