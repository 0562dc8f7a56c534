import { countryCodeSchema, emailSchema, mobileNumberSchema } from '@club/contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';

export const emailFormSchema = z.object({ email: emailSchema });
export type EmailFormValues = z.input<typeof emailFormSchema>;

export const mobileFormSchema = z.object({
  countryCode: countryCodeSchema,
  mobile: mobileNumberSchema,
});
export type MobileFormValues = z.input<typeof mobileFormSchema>;

/** Loaded on the first check of a sign-in form, not with the page (request-code-step.tsx). */
export const emailFormResolver = zodResolver(emailFormSchema);
export const mobileFormResolver = zodResolver(mobileFormSchema);
