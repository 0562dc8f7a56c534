import { COUNTRY_CODES } from '@club/shared/contract/common';
import * as z from 'zod/mini';

export const emailFormSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your e-mail address'),
      z.regex(z.regexes.email, 'Please enter a valid e-mail address'),
    ),
});
export type EmailFormValues = z.infer<typeof emailFormSchema>;

export const mobileFormSchema = z.object({
  countryCode: z.enum(COUNTRY_CODES),
  mobile: z
    .string()
    .check(z.trim(), z.regex(/^\d{10}$/, 'Please enter your 10-digit mobile number')),
});
export type MobileFormValues = z.infer<typeof mobileFormSchema>;
