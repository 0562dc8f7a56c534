import { hkdfSync } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { devMailboxSender } from './dev-mailbox-sender';
import { smtpMailSender } from './mail/smtp-mail-sender';
import { unconfiguredSender, type MessageSender } from './message-sender';
import { memoryRateLimitStore } from './rate-limit/memory-rate-limit-store';
import type { RateLimitStore } from './rate-limit/rate-limit-store';
import { redisRateLimitStore } from './rate-limit/redis-rate-limit-store';
import { webhookSmsSender } from './sms/webhook-sms-sender';
import type { FileStorage } from './storage/file-storage';
import { localDiskStorage } from './storage/local-disk-storage';
import { s3Storage } from './storage/s3-storage';

/** The outside services the API talks to, each behind a small interface. */
export interface Adapters {
  mail: MessageSender;
  sms: MessageSender;
  rateLimitStore: RateLimitStore;
  storage: FileStorage;
}

/**
 * The one place that picks each adapter from the configuration: the real
 * service when it is configured, else the local stand-in. Adapters in `given`
 * (tests) are used as they are.
 */
export function createAdapters(
  config: AppConfig,
  log: FastifyBaseLogger,
  given: Partial<Adapters> = {},
): Adapters {
  // Production never falls back to the development mailbox: delivery fails and is retried.
  const fallbackSender = (variable: string) =>
    config.isProduction ? unconfiguredSender(variable) : devMailboxSender;
  if (config.isProduction && !config.smtpUrl && !given.mail) {
    log.warn('SMTP_URL is not set: e-mailed sign-in codes cannot be delivered');
  }
  return {
    mail:
      given.mail ??
      (config.smtpUrl
        ? smtpMailSender(config.smtpUrl, config.mailFrom)
        : fallbackSender('SMTP_URL')),
    sms:
      given.sms ??
      (config.smsWebhookUrl
        ? webhookSmsSender(config.smsWebhookUrl, config.smsWebhookToken)
        : fallbackSender('SMS_WEBHOOK_URL')),
    rateLimitStore:
      given.rateLimitStore ??
      (config.redisUrl ? redisRateLimitStore(config.redisUrl, log) : memoryRateLimitStore()),
    storage: given.storage ?? fileStorage(config),
  };
}

/** S3 when a bucket is configured, else the local disk with upload URLs the API signs itself. */
function fileStorage(config: AppConfig): FileStorage {
  if (config.s3Bucket) {
    const { s3AccessKeyId: accessKeyId, s3SecretAccessKey: secretAccessKey } = config;
    return s3Storage({
      bucket: config.s3Bucket,
      region: config.s3Region,
      endpoint: config.s3Endpoint,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
      forcePathStyle: config.s3ForcePathStyle,
      publicUrl: config.s3PublicUrl,
    });
  }
  // A key of its own for upload URLs, derived from the token secret (no extra variable to keep).
  const uploadSecret = Buffer.from(
    hkdfSync('sha256', config.jwtSecret, 'bizbridge-club', 'local upload URLs', 32),
  );
  return localDiskStorage(join(config.dataDir, 'uploads'), config.publicUrl, uploadSecret);
}

export async function closeAdapters(adapters: Adapters): Promise<void> {
  await Promise.all(Object.values(adapters).map((adapter) => adapter.close?.()));
}
