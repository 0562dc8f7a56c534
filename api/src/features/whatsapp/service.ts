import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError, forbidden, unauthorized } from '../../http/app-error';
import { stopFromNumber } from '../../platform/consents/whatsapp-opt-ins';
import {
  dropLaterSteps,
  fallBackFrom,
  recordDeliveryStatus,
} from '../../platform/outbox/repository';
import { WHATSAPP_MESSAGES } from './messages';

/** Whether `a` and `b` are the same, in a time that does not tell how much of them matched. */
function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `X-Hub-Signature-256: sha256=<hex>`: HMAC-SHA256 of the exact body with the app secret. */
export function whatsAppSignatureValid(
  appSecret: string | null,
  rawBody: Buffer,
  header: string | undefined,
): boolean {
  if (!appSecret || !header) return false;
  const expected = `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
  return sameSecret(expected, header.trim().toLowerCase());
}

/** Meta's handshake: the challenge back for a subscription with the configured token, else 403. */
export function verifySubscription(
  ctx: AppContext,
  query: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string },
): string {
  const token = ctx.config.whatsappVerifyToken;
  const given = query['hub.verify_token'];
  if (query['hub.mode'] !== 'subscribe' || !token || !given || !sameSecret(token, given)) {
    throw forbidden(WHATSAPP_MESSAGES.wrongVerifyToken);
  }
  return query['hub.challenge'] ?? '';
}

/** The parts of WhatsApp's `messages` webhook the club reads; anything else is ignored. */
const webhookSchema = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  statuses: z
                    .array(
                      z.object({
                        id: z.string().min(1),
                        status: z.string(),
                        timestamp: z.string().optional(),
                      }),
                    )
                    .optional(),
                  messages: z
                    .array(
                      z.object({
                        from: z.string(),
                        type: z.string(),
                        text: z.object({ body: z.string() }).optional(),
                      }),
                    )
                    .optional(),
                })
                .optional(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

const STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (value: string): value is Status =>
  (STATUSES as readonly string[]).includes(value);

/** A reply that withdraws the opt-in: the whole message, whatever its case and spaces. */
const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE']);

export function isStopReply(text: string): boolean {
  return STOP_WORDS.has(text.trim().toUpperCase());
}

/** WhatsApp's `timestamp` (seconds since 1970), or now when it is missing or odd. */
function statusTime(timestamp: string | undefined, now: Date): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : now;
}

/**
 * A WhatsApp webhook: the signature over the exact bytes first (401 when it
 * is missing or wrong), then each delivery status is recorded on its outgoing
 * message (`failed` sends the message by its next channel, `delivered` and
 * `read` drop the channels that waited), and a STOP (or UNSUBSCRIBE) from a number turns that number's
 * opt-in off. What members wrote is never logged.
 */
export async function handleWhatsAppEvents(
  ctx: AppContext,
  log: FastifyBaseLogger,
  webhook: { rawBody: Buffer; signature: string | undefined },
): Promise<void> {
  if (!whatsAppSignatureValid(ctx.config.whatsappAppSecret, webhook.rawBody, webhook.signature)) {
    throw unauthorized(WHATSAPP_MESSAGES.wrongSignature);
  }
  let json: unknown;
  try {
    json = JSON.parse(webhook.rawBody.toString('utf8'));
  } catch {
    throw new AppError(400, 'BAD_REQUEST', WHATSAPP_MESSAGES.unreadableBody);
  }
  const parsed = webhookSchema.safeParse(json);
  if (!parsed.success) throw new AppError(400, 'BAD_REQUEST', WHATSAPP_MESSAGES.unreadableBody);
  const now = ctx.clock.now();
  const values = parsed.data.entry.flatMap((entry) => entry.changes.map((change) => change.value));
  let statuses = 0;
  let stops = 0;
  for (const value of values) {
    for (const status of value?.statuses ?? []) {
      if (!isStatus(status.status)) continue;
      const changed = await recordDeliveryStatus(
        ctx.db,
        status.id,
        status.status,
        statusTime(status.timestamp, now),
      );
      if (!changed) continue;
      statuses += 1;
      // A message WhatsApp could not deliver goes by its next channel; one delivered needs none.
      if (status.status === 'failed') {
        await fallBackFrom(ctx.db, changed.id, 'WhatsApp reported the message failed');
      } else if (status.status !== 'sent') {
        await dropLaterSteps(ctx.db, changed.id);
      }
    }
    for (const message of value?.messages ?? []) {
      if (message.type !== 'text' || !message.text || !isStopReply(message.text.body)) continue;
      // WhatsApp names numbers without the plus: 919800000002.
      const phone = `+${message.from.replace(/^\+/, '')}`;
      stops += await ctx.db.transaction((tx) => stopFromNumber(tx, phone, now));
    }
  }
  log.info({ statuses, stops }, 'whatsapp webhook');
}
