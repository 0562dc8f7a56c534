import { emailSchema, PHONE_NUMBER_MESSAGE, PHONE_NUMBER_PATTERN } from '@club/contract/common';
import * as z from 'zod/mini';

export const CONTACT_CATEGORIES = [
  { value: 'producers', label: 'Producers' },
  { value: 'providers', label: 'Providers' },
] as const;

/**
 * The Contact Us form (spec 001 'Contact form'): Name, Email and Message are
 * required; Contact No., Company Name and Category are optional.
 */
export const contactSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your name'),
      z.maxLength(120, 'Please shorten your name'),
    ),
  email: emailSchema,
  // Optional here: empty, or a phone number by the site's one rule.
  contactNo: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || PHONE_NUMBER_PATTERN.test(value), {
      message: PHONE_NUMBER_MESSAGE,
    }),
  ),
  companyName: z.string().check(z.trim(), z.maxLength(160, 'Please shorten the company name')),
  category: z.enum(['', 'producers', 'providers']),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your message'),
      z.maxLength(2000, 'Please keep your message under 2000 characters'),
    ),
});
export type ContactValues = z.input<typeof contactSchema>;

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  contactNo: '',
  companyName: '',
  category: '',
  message: '',
};
