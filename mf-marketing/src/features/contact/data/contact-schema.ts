import { z } from 'zod';

export const CONTACT_CATEGORIES = [
  { value: 'producers', label: 'Producers' },
  { value: 'providers', label: 'Providers' },
] as const;

/**
 * The Contact Us form (spec 001 'Contact form'): Name, Email and Message are
 * required; Contact No., Company Name and Category are optional.
 */
export const contactSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(120, 'Please shorten your name'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your e-mail address')
    .email('Please enter a valid e-mail address'),
  contactNo: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\+?[\d\s()-]{7,20}$/.test(value), {
      message: 'Please enter a valid phone number',
    }),
  companyName: z.string().trim().max(160, 'Please shorten the company name'),
  category: z.enum(['', 'producers', 'providers']),
  message: z
    .string()
    .trim()
    .min(1, 'Please enter your message')
    .max(2000, 'Please keep your message under 2000 characters'),
});
export type ContactValues = z.infer<typeof contactSchema>;

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  contactNo: '',
  companyName: '',
  category: '',
  message: '',
};
