import * as z from 'zod/mini';
import {
  countryCodeSchema,
  DEFAULT_COUNTRY_CODE,
  emailSchema,
  entityIdSchema,
  mobileNumberSchema,
  referenceIdFromTextSchema,
  referenceIdSchema,
  text,
} from '@club/contract/common';
import { defineEndpoints } from '@club/contract/endpoint';
import { PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';

/** Registration is for companies in India unless the form says otherwise. */
export const DEFAULT_COUNTRY = 'India';

export const GSTIN_MESSAGE = 'Please enter a valid 15-character GST number';
export const GSTIN_STATE_MESSAGE = 'Please check the GST number: it belongs to another state';
export const REGISTRATION_CONFLICT_MESSAGE =
  'An account with this email already exists. Please sign in.';

/** The version of the Membership Agreement a registration accepts; stored with the company. */
export const MEMBERSHIP_AGREEMENT_VERSION = '2026-11-23';

const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

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

/** The two-digit state code a GSTIN starts with. */
export function gstinStateCode(gstin: string): string {
  return gstin.slice(0, 2);
}

/** GST state codes of the states and union territories, by their names in the state list. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** Whether a GSTIN was issued in the named state (unknown states never match). */
export function gstinMatchesState(gstin: string, stateName: string): boolean {
  return GST_STATE_CODES[stateName] === gstinStateCode(gstin.trim().toUpperCase());
}

/**
 * Indian GSTIN: 2-digit state code, PAN, entity number, Z, check character,
 * the last one right. Whether the state code is the chosen state's is checked
 * where the state is known (the form, and the server with its state list).
 */
export const gstNumberSchema = z.string().check(
  z.trim(),
  z.toUpperCase(),
  z.regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, GSTIN_MESSAGE),
  z.refine((value) => gstinCheckCharacter(value) === value.charAt(14), GSTIN_MESSAGE),
);

/** A required text; `what` names it in a message: 'Please enter your name'. */
const requiredText = (what: string, max: number) =>
  text({
    min: 1,
    max,
    minMessage: `Please enter ${what}`,
    maxMessage: `Please shorten ${what} to ${max} characters at most`,
  });

/** A company's registration details, with the ids of its category, subcategory and state read by `referenceId`. */
function companySchema<Id extends z.ZodMiniType<number>>(referenceId: Id) {
  return z.strictObject({
    companyName: requiredText('the company name', 150),
    companyEmail: emailSchema,
    companyMobile: mobileNumberSchema,
    categoryId: referenceId,
    subcategoryId: referenceId,
    billingName: requiredText('the billing name', 150),
    billingAddress: requiredText('the billing address', 500),
    stateId: referenceId,
    country: z._default(requiredText('the country', 60), DEFAULT_COUNTRY),
    gstNumber: z.optional(z.union([gstNumberSchema, z.literal('')])),
  });
}

/**
 * A company's registration details with JSON ids: the rules a correction
 * request's new values follow too.
 */
export const registeredCompanySchema = companySchema(referenceIdSchema);

/** A registration's rules, with the ids of its category, subcategory and state read by `referenceId`. */
function registrationSchema<Id extends z.ZodMiniType<number>>(referenceId: Id) {
  return z.strictObject({
    email: emailSchema,
    user: z.strictObject({
      username: requiredText('your name', 80),
      countryCode: z._default(countryCodeSchema, DEFAULT_COUNTRY_CODE),
      mobileNumber: mobileNumberSchema,
    }),
    company: companySchema(referenceId),
    /** Registering is accepting the Membership Agreement of this version. */
    agreementVersion: z.literal(MEMBERSHIP_AGREEMENT_VERSION),
    /** The privacy notice shown before registering, of this version (its consent is recorded). */
    privacyNoticeVersion: z.literal(PRIVACY_NOTICE_VERSION),
  });
}

/** A company registered by a signed-in user who has none: their identity is proved already. */
function companyRegistrationSchema<Id extends z.ZodMiniType<number>>(referenceId: Id) {
  return z.strictObject({
    company: companySchema(referenceId),
    /** Registering is accepting the Membership Agreement of this version. */
    agreementVersion: z.literal(MEMBERSHIP_AGREEMENT_VERSION),
  });
}

/** POST /register: the ids are JSON numbers. */
export const registrationBodySchema = registrationSchema(referenceIdSchema);
export type RegistrationBody = z.input<typeof registrationBodySchema>;

/**
 * The registration form: the same rules, its selects holding the ids as text;
 * what it gives a valid form is the body to send.
 */
export const registrationFormSchema = registrationSchema(referenceIdFromTextSchema);
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormOutput = z.output<typeof registrationFormSchema>;

export const registrationResponseSchema = z.object({
  nonce: z.string().check(z.minLength(1)),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** POST /register/company: the ids are JSON numbers. */
export const companyRegistrationBodySchema = companyRegistrationSchema(referenceIdSchema);
export type CompanyRegistrationBody = z.input<typeof companyRegistrationBodySchema>;

/** The company part of the registration form, for a signed-in user without a company. */
export const companyRegistrationFormSchema = companyRegistrationSchema(referenceIdFromTextSchema);
export type CompanyRegistrationFormInput = z.input<typeof companyRegistrationFormSchema>;
export type CompanyRegistrationFormOutput = z.output<typeof companyRegistrationFormSchema>;

export const companyRegistrationResponseSchema = z.object({ companyId: entityIdSchema });
export type CompanyRegistrationResponse = z.infer<typeof companyRegistrationResponseSchema>;

/** A user registers one company here; more companies need their own accounts. */
export const COMPANY_ALREADY_REGISTERED_MESSAGE =
  'Your account already has a registered company. Choose your plan above.';

/** Registration: a new business with its owner, or the company of a signed-in user. */
export const registrationEndpoints = defineEndpoints({
  register: {
    method: 'POST',
    path: '/register',
    access: 'public',
    tag: 'Registration',
    summary: 'Register a business and e-mail a code that confirms the address',
    body: registrationBodySchema,
    response: registrationResponseSchema,
    errors: [409],
  },
  company: {
    method: 'POST',
    path: '/register/company',
    access: 'user',
    tag: 'Registration',
    summary: 'Register the business of a signed-in user who has no company yet',
    body: companyRegistrationBodySchema,
    status: 201,
    response: companyRegistrationResponseSchema,
    errors: [409],
  },
});
