import { emailSchema, phoneNumberSchema } from '@club/contract/common';
import * as z from 'zod/mini';

const required = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));

/**
 * The inquiry forms: 'Get Expert Help' on service pages and 'Ask an
 * Expert' on the home page. All five fields are required.
 */
export const inquirySchema = z.object({
  name: required('Please enter your name', 120),
  contact: phoneNumberSchema,
  email: emailSchema,
  subject: required('Please enter a subject', 160),
  message: required('Please enter your message', 2000),
});
export type InquiryValues = z.input<typeof inquirySchema>;

export const EMPTY_INQUIRY: InquiryValues = {
  name: '',
  contact: '',
  email: '',
  subject: '',
  message: '',
};
