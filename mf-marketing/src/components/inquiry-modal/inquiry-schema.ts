import { z } from 'zod';

/**
 * The local-only inquiry forms: 'Get Expert Help' on service pages and 'Ask an
 * Expert' on the home page. All five fields are required.
 */
export const inquirySchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(120),
  contact: z
    .string()
    .trim()
    .min(1, 'Please enter your phone number')
    .regex(/^\+?[\d\s()-]{7,20}$/, 'Please enter a valid phone number'),
  email: z.string().trim().min(1, 'Please enter your e-mail').email('Please enter a valid e-mail'),
  subject: z.string().trim().min(1, 'Please enter a subject').max(160),
  message: z.string().trim().min(1, 'Please enter your message').max(2000),
});
export type InquiryValues = z.infer<typeof inquirySchema>;

export const EMPTY_INQUIRY: InquiryValues = {
  name: '',
  contact: '',
  email: '',
  subject: '',
  message: '',
};
