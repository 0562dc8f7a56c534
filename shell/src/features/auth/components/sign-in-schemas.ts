import { COUNTRY_CODES } from '@club/shared/contract/constants';
import { z } from 'zod';

export const emailFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your e-mail address')
    .email('Please enter a valid e-mail address'),
});
export type EmailFormValues = z.infer<typeof emailFormSchema>;

export const mobileFormSchema = z.object({
  countryCode: z.enum(COUNTRY_CODES),
  mobile: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'Please enter your 10-digit mobile number'),
});
export type MobileFormValues = z.infer<typeof mobileFormSchema>;
