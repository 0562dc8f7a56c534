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
  localeSchema,
} from '@club/contract/common';
import { defineEndpoints } from '@club/contract/endpoint';
import { gstinStateCheck, gstNumberOrEmptySchema } from '@club/contract/gstin';
import { PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';

/** Registration is for companies in India unless the form says otherwise. */
export const DEFAULT_COUNTRY = 'India';

/**
 * The registration's code proved an address that already has an account.
 * Said only to whoever entered that code, so it never tells a stranger who is registered.
 */
export const REGISTRATION_CONFLICT_MESSAGE =
  'An account with this email already exists. Please sign in.';

/** The registration's mobile number signs another account in (it proved it); also after the code. */
export const REGISTRATION_MOBILE_TAKEN_MESSAGE =
  'An account with this mobile number already exists. Please sign in.';

/** The version of the Membership Agreement a registration accepts; stored with the company. */
export const MEMBERSHIP_AGREEMENT_VERSION = '2026-11-23';

/** A required text; `what` names it in a message: 'Please enter your name'. */
const requiredText = (what: string, max: number) =>
  text({
    min: 1,
    max,
    minMessage: `Please enter ${what}`,
    maxMessage: `Please shorten ${what} to ${max} characters at most`,
  });

/** A company's registration fields, each by its own rule, with the ids read by `referenceId`. */
function companyFields<Id extends z.ZodMiniType<number>>(referenceId: Id) {
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
    gstNumber: z.optional(gstNumberOrEmptySchema),
  });
}

/** A company's registration details: its fields, and its GSTIN issued in its state. */
function companySchema<Id extends z.ZodMiniType<number>>(referenceId: Id) {
  return companyFields(referenceId).check(gstinStateCheck());
}

/** A company's registration details with JSON ids. */
export const registeredCompanySchema = companySchema(referenceIdSchema);

/**
 * The same fields without the rule across them: a correction request changes
 * some fields only, and the API checks its GSTIN against the state it will have.
 */
export const registeredCompanyFieldsSchema = companyFields(referenceIdSchema);

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
    /** The page's language: the code's e-mail is written in it, and the account starts in it. */
    language: z.optional(localeSchema),
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
