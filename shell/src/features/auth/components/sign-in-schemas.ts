import { countryCodeSchema, emailSchema, mobileNumberSchema } from '@club/contract/common';
import * as z from 'zod/mini';

export const emailFormSchema = z.object({ email: emailSchema });
export type EmailFormValues = z.input<typeof emailFormSchema>;

export const mobileFormSchema = z.object({
  countryCode: countryCodeSchema,
  mobile: mobileNumberSchema,
});
export type MobileFormValues = z.input<typeof mobileFormSchema>;
