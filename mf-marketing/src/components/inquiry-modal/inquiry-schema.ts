import * as z from 'zod/mini';

const required = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));

/**
 * The local-only inquiry forms: 'Get Expert Help' on service pages and 'Ask an
 * Expert' on the home page. All five fields are required.
 */
export const inquirySchema = z.object({
  name: required('Please enter your name', 120),
  contact: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your phone number'),
      z.regex(/^\+?[\d\s()-]{7,20}$/, 'Please enter a valid phone number'),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your e-mail'),
      z.regex(z.regexes.email, 'Please enter a valid e-mail'),
    ),
  subject: required('Please enter a subject', 160),
  message: required('Please enter your message', 2000),
});
export type InquiryValues = z.infer<typeof inquirySchema>;

export const EMPTY_INQUIRY: InquiryValues = {
  name: '',
  contact: '',
  email: '',
  subject: '',
  message: '',
};
