import * as z from 'zod/mini';
import { okResponseSchema, timestampSchema } from '@club/contract/common';
import { defineEndpointGroup, defineEndpoints } from '@club/contract/endpoint';

/**
 * Meta's subscription handshake: `GET /webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`
 * answers the challenge as plain text when the token is the configured one.
 */
export const whatsAppVerifyQuerySchema = z.object({
  'hub.mode': z.optional(z.string()),
  'hub.verify_token': z.optional(z.string()),
  'hub.challenge': z.optional(z.string().check(z.maxLength(200))),
});

/** WhatsApp's webhook: signed (`X-Hub-Signature-256`), so public; its body is read as raw bytes. */
export const whatsAppWebhookEndpoints = defineEndpoints({
  verify: {
    method: 'GET',
    path: '/webhooks/whatsapp',
    access: 'public',
    tag: 'WhatsApp',
    summary: "Meta's webhook subscription handshake: answers `hub.challenge` for the right token",
    query: whatsAppVerifyQuerySchema,
    response: null,
    errors: [403],
  },
  events: {
    method: 'POST',
    path: '/webhooks/whatsapp',
    access: 'public',
    tag: 'WhatsApp',
    summary: 'WhatsApp events: delivery statuses of sent messages, and members’ STOP replies',
    response: okResponseSchema,
    errors: [401],
  },
});

/**
 * What a member agrees to when opting in to WhatsApp, and its version: the
 * version is recorded with every opt-in, so a changed wording gets a new one.
 */
export const WHATSAPP_OPT_IN_WORDING = {
  version: 'whatsapp-2026-11',
  text:
    'Send my sign-in codes and lead alerts to this number on WhatsApp. If a WhatsApp message ' +
    'cannot be delivered, it comes by SMS, then by e-mail. Reply STOP on WhatsApp, or turn ' +
    'this off here, to stop.',
} as const;

/** A member's WhatsApp opt-in: the proved mobile number it is for, and when it changed. */
export const whatsAppOptInSchema = z.object({
  optedIn: z.boolean(),
  /** The account's proved mobile number (+<country><number>); null when none is proved yet. */
  phone: z.nullable(z.string()),
  /** False: the number must be verified with an SMS code (My Profile) before opting in. */
  mobileVerified: z.boolean(),
  /** The wording the standing choice was made under; null when never chosen. */
  wordingVersion: z.nullable(z.string()),
  changedAt: z.nullable(timestampSchema),
});
export type WhatsAppOptIn = z.infer<typeof whatsAppOptInSchema>;

export const whatsAppOptInBodySchema = z.object({
  optedIn: z.boolean(),
  /** The wording version the member was shown: must be the current one to opt in. */
  wordingVersion: z.string().check(z.minLength(1), z.maxLength(50)),
});
export type WhatsAppOptInBody = z.infer<typeof whatsAppOptInBodySchema>;

/** The signed-in user's WhatsApp opt-in, for the account's own proved number only. */
export const whatsAppOptInEndpoints = defineEndpointGroup(
  { access: 'user', tag: 'Privacy' },
  {
    get: {
      method: 'GET',
      path: '/me/whatsapp',
      summary: 'My WhatsApp opt-in (sign-in codes and lead alerts), off by default',
      response: whatsAppOptInSchema,
    },
    update: {
      method: 'PUT',
      path: '/me/whatsapp',
      summary: 'Opt in to WhatsApp for my proved mobile number, or out; each change is kept',
      body: whatsAppOptInBodySchema,
      response: whatsAppOptInSchema,
      errors: [409],
    },
  },
);
