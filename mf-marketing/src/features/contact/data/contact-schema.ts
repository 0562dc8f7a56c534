import { emailSchema, PHONE_NUMBER_MESSAGE, PHONE_NUMBER_PATTERN } from '@club/contract/common';
import { INQUIRY_CATEGORIES, INQUIRY_CATEGORY_LABELS } from '@club/contract/inquiries';
import * as z from 'zod/mini';

export const CONTACT_CATEGORIES = INQUIRY_CATEGORIES.map((value) => ({
  value,
  label: INQUIRY_CATEGORY_LABELS[value],
}));

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
  category: z.enum(['', ...INQUIRY_CATEGORIES]),
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
