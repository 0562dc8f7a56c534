import * as z from 'zod/mini';
import { integerFromText, text, timestampSchema } from '@club/contract/common';
import { defineEndpoints } from '@club/contract/endpoint';

/**
 * GET /dev/outbox (development and test only): the messages the API would
 * have sent, newest first, so sign-in codes can be read without a mail server.
 */
export const devOutboxQuerySchema = z.object({
  /** An e-mail address, or a mobile number with its country code (+919876543210). */
  to: z.optional(text({ min: 1, max: 254 })),
  limit: z._default(integerFromText(1, 200), 50),
});
export type DevOutboxQuery = z.input<typeof devOutboxQuerySchema>;

export const devOutboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['email', 'sms', 'whatsapp']),
  /** Null for SMS and WhatsApp. */
  subject: z.nullable(z.string()),
  text: z.string(),
  createdAt: timestampSchema,
});
export type DevOutboxMessage = z.infer<typeof devOutboxMessageSchema>;

export const devOutboxResponseSchema = z.array(devOutboxMessageSchema);

/** The development mailbox (DEV_MAILBOX=1), for clients on this machine only. */
export const devMailboxEndpoints = defineEndpoints({
  messages: {
    method: 'GET',
    path: '/dev/outbox',
    access: 'this-machine',
    tag: 'Development',
    summary: 'Messages the development mailbox kept, newest first (DEV_MAILBOX=1, loopback only)',
    query: devOutboxQuerySchema,
    response: devOutboxResponseSchema,
  },
  page: {
    method: 'GET',
    path: '/dev/mailbox',
    access: 'this-machine',
    tag: 'Development',
    summary: 'The same messages as a page to read (DEV_MAILBOX=1, loopback only)',
    query: devOutboxQuerySchema,
    response: null,
  },
});
