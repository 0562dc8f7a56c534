import * as z from 'zod/mini';
import {
  countryCodeSchema,
  DEFAULT_COUNTRY_CODE,
  emailSchema,
  mobileNumberSchema,
  referenceIdSchema,
  text,
} from '@club/shared/contract/common';

/** Registration is for companies in India unless the form says otherwise. */
export const DEFAULT_COUNTRY = 'India';

/** Indian GSTIN: 2-digit state code, PAN, entity number, Z, check character. */
export const gstNumberSchema = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'Enter a valid 15-character GST number'),
  );

const requiredText = (label: string, max: number) =>
  text({
    min: 1,
    max,
    minMessage: `${label} is required`,
    maxMessage: `${label} must be at most ${max} characters`,
  });

/** POST /register */
export const registrationBodySchema = z.strictObject({
  email: emailSchema,
  user: z.strictObject({
    username: requiredText('Name', 80),
    countryCode: z._default(countryCodeSchema, DEFAULT_COUNTRY_CODE),
    mobileNumber: mobileNumberSchema,
  }),
  company: z.strictObject({
    companyName: requiredText('Company name', 150),
    companyEmail: emailSchema,
    companyMobile: mobileNumberSchema,
    categoryId: referenceIdSchema,
    subcategoryId: referenceIdSchema,
    billingName: requiredText('Billing name', 150),
    billingAddress: requiredText('Billing address', 500),
    stateId: referenceIdSchema,
    country: z._default(requiredText('Country', 60), DEFAULT_COUNTRY),
    gstNumber: z.optional(z.union([gstNumberSchema, z.literal('')])),
  }),
});
export type RegistrationBody = z.input<typeof registrationBodySchema>;

export const registrationResponseSchema = z.object({
  nonce: z.string().check(z.minLength(1)),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
