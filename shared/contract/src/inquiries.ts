import * as z from 'zod/mini';
import {
  emailSchema,
  PHONE_NUMBER_MESSAGE,
  PHONE_NUMBER_PATTERN,
  text,
} from '@club/contract/common';
import { defineEndpoints } from '@club/contract/endpoint';

/** Where an inquiry comes from: Ask an Expert (home), Get Expert Help (services), Contact Us. */
export const INQUIRY_KINDS = ['ask-an-expert', 'expert-help', 'contact'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** The reply promise every inquiry form makes, repeated in the acknowledgement. */
export const INQUIRY_REPLY_PROMISE = "We'll get back to you within 24 hours";

/**
 * POST /inquiries: what a visitor sends from one of the three forms. `website`
 * is the honeypot: a field people never see, so only a bot fills it in.
 */
export const inquiryBodySchema = z.strictObject({
  kind: z.enum(INQUIRY_KINDS),
  name: text({ min: 1, max: 120, minMessage: 'Please enter your name' }),
  email: emailSchema,
  phone: z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || PHONE_NUMBER_PATTERN.test(value), {
        message: PHONE_NUMBER_MESSAGE,
      }),
    ),
  ),
  companyName: z.optional(text({ max: 160 })),
  category: z.optional(z.enum(['', 'producers', 'providers'])),
  subject: z.optional(text({ max: 160 })),
  message: text({ min: 1, max: 2000, minMessage: 'Please enter your message' }),
  /** The page the form was on (its path). */
  page: text({ min: 1, max: 200 }),
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type InquiryBody = z.input<typeof inquiryBodySchema>;

export const inquiryResponseSchema = z.object({ received: z.literal(true) });

export const inquiryEndpoints = defineEndpoints({
  send: {
    method: 'POST',
    path: '/inquiries',
    access: 'public',
    tag: 'Inquiries',
    summary: 'Send an Ask an Expert, Get Expert Help or Contact Us message to the club',
    body: inquiryBodySchema,
    response: inquiryResponseSchema,
  },
});
