import { z } from 'zod';
import { timestampSchema } from '@club/shared/contract/common';

/**
 * GET /dev/outbox (development and test only): the messages the API would
 * have sent, newest first, so sign-in codes can be read without a mail server.
 */
export const devOutboxQuerySchema = z.object({
  /** An e-mail address, or a mobile number with its country code (+919876543210). */
  to: z.string().trim().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type DevOutboxQuery = z.input<typeof devOutboxQuerySchema>;

export const devOutboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  /** Null for SMS. */
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: timestampSchema,
});
export type DevOutboxMessage = z.infer<typeof devOutboxMessageSchema>;

export const devOutboxResponseSchema = z.array(devOutboxMessageSchema);
