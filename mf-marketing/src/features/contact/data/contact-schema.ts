import {
  emailSchema,
  INVALID_CHARACTERS_MESSAGE,
  PHONE_NUMBER_MESSAGE,
  PHONE_NUMBER_PATTERN,
} from '@club/contract/common';
import { INQUIRY_CATEGORIES, type InquiryCategory } from '@club/contract/inquiries';
import * as z from 'zod/mini';
import type { MessageId } from '../i18n';

const CATEGORY_LABELS: Record<InquiryCategory, MessageId> = {
  producers: 'marketing.contact.category.producers',
  providers: 'marketing.contact.category.providers',
};

/** The categories the form offers, each with its label's message. */
export const CONTACT_CATEGORIES = INQUIRY_CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

/**
 * The form's own error messages (written in English by the schema and by the contract's
 * shared rules) and the message each is shown as; anything else (the server's words) shows
 * as it came.
 */
const ERROR_MESSAGES: Readonly<Record<string, MessageId>> = {
  'Please enter your name': 'marketing.contact.error.nameRequired',
  'Please shorten your name': 'marketing.contact.error.nameTooLong',
  'Please enter your e-mail address': 'marketing.contact.error.emailRequired',
  'Please enter a valid e-mail address': 'marketing.contact.error.emailInvalid',
  [PHONE_NUMBER_MESSAGE]: 'marketing.contact.error.phoneInvalid',
  'Please shorten the company name': 'marketing.contact.error.companyTooLong',
  'Please enter your message': 'marketing.contact.error.messageRequired',
  'Please keep your message under 2000 characters': 'marketing.contact.error.messageTooLong',
  [INVALID_CHARACTERS_MESSAGE]: 'marketing.contact.error.invalidCharacters',
};

/** A field's error in the page's language. */
export function contactError(
  t: (id: MessageId) => string,
  message: string | undefined,
): string | undefined {
  if (message === undefined) return undefined;
  const id = ERROR_MESSAGES[message];
  return id ? t(id) : message;
}

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
