import { hkdfSync } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, type AppConfig } from '../config/app-config';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import type { ExchangeRatesSource } from './exchange-rates/exchange-rates';
import { liveRates } from './exchange-rates/live-exchange-rates';
import { localRates } from './exchange-rates/local-exchange-rates';
import { smtpMailSender } from './mail/smtp-mail-sender';
import { unconfiguredSender, type MailboxChannel, type MessageSender } from './message-sender';
import { memoryRateLimitStore } from './rate-limit/memory-rate-limit-store';
import type { RateLimitStore } from './rate-limit/rate-limit-store';
import { redisRateLimitStore } from './rate-limit/redis-rate-limit-store';
import type { PaymentProvider } from './payments/payments';
import { razorpayPayments } from './payments/razorpay-payments';
import { webhookSmsSender } from './sms/webhook-sms-sender';
import type { FileStorage } from './storage/file-storage';
import { cloudApiWhatsAppSender } from './whatsapp/cloud-api-whatsapp-sender';
import { localWhatsAppSender } from './whatsapp/local-whatsapp-sender';
import {
  unconfiguredWhatsApp,
  type WhatsAppSender,
  type WhatsAppTemplateNames,
} from './whatsapp/whatsapp-sender';
import { localDiskStorage } from './storage/local-disk-storage';
import { s3Storage } from './storage/s3-storage';

/** The outside services the API talks to, each behind a small interface. */
export interface Adapters {
  mail: MessageSender;
  sms: MessageSender;
  whatsapp: WhatsAppSender;
  rateLimitStore: RateLimitStore;
  storage: FileStorage;
  payments: PaymentProvider;
  exchangeRates: ExchangeRatesSource;
}

/** What the development kit's adapters work with. */
export interface LocalServices {
  db: Database;
  clock: Clock;
}

/** The stand-ins the development kit offers for outside services (see development-kit.ts). */
export interface LocalStandIns {
  /**
   * DEV_MAILBOX=1: where e-mails, SMS or WhatsApp messages are kept when SMTP_URL,
   * SMS_WEBHOOK_URL or WHATSAPP_TOKEN is not set.
   */
  mailbox?(local: LocalServices, channel: MailboxChannel): MessageSender;
  /** PAYMENTS=test: the local test payment provider (its secrets derived from `secret`). */
  paymentProvider?(local: LocalServices & { secret: string }): PaymentProvider;
}

/** The local services, and the development kit when a development setting asked for it. */
export interface LocalAdapterServices extends LocalServices {
  devKit: LocalStandIns | null;
}

/**
 * Razorpay with its three secrets, or the local test provider (from the
 * development kit), which production refuses: it would hand out memberships
 * for nothing.
 */
function createPayments(config: AppConfig, local: LocalAdapterServices): PaymentProvider {
  if (config.payments === 'test') {
    if (config.isProduction) {
      throw new ConfigError('PAYMENTS=test cannot be used in production: set PAYMENTS=razorpay');
    }
    if (!local.devKit?.paymentProvider) {
      throw new Error('PAYMENTS=test needs the development kit, which was not loaded');
    }
    return local.devKit.paymentProvider({
      db: local.db,
      clock: local.clock,
      secret: config.jwtSecret,
    });
  }
  const { razorpayKeyId, razorpayKeySecret, razorpayWebhookSecret } = config;
  if (!razorpayKeyId || !razorpayKeySecret || !razorpayWebhookSecret) {
    throw new ConfigError(
      'PAYMENTS=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  }
  return razorpayPayments({
    keyId: razorpayKeyId,
    keySecret: razorpayKeySecret,
    webhookSecret: razorpayWebhookSecret,
  });
}

/**
 * The WhatsApp Business Cloud API when its account is configured (all four
 * settings, which the configuration checks), else the local stand-in that
 * keeps messages in the development mailbox (DEV_MAILBOX=1), else none: every
 * send fails and the message goes by SMS instead.
 */
function createWhatsApp(
  config: AppConfig,
  log: FastifyBaseLogger,
  local: LocalAdapterServices,
): WhatsAppSender {
  const templates: WhatsAppTemplateNames = {
    signInCode: config.whatsappTemplateSignInCode,
    leadAlert: config.whatsappTemplateLeadAlert,
    language: config.whatsappTemplateLanguage,
  };
  if (config.whatsappToken && config.whatsappPhoneNumberId) {
    return cloudApiWhatsAppSender({
      apiUrl: config.whatsappApiUrl,
      apiVersion: config.whatsappApiVersion,
      phoneNumberId: config.whatsappPhoneNumberId,
      token: config.whatsappToken,
      templates,
    });
  }
  const mailbox = config.devMailbox ? local.devKit?.mailbox : undefined;
  if (mailbox) return localWhatsAppSender(mailbox(local, 'whatsapp'), templates);
  log.info('WHATSAPP_TOKEN is not set: messages go by SMS and e-mail only');
  return unconfiguredWhatsApp();
}

/**
 * The one place that picks each adapter from the configuration: the real
 * service when it is configured, else the local stand-in. Adapters in `given`
 * (tests) are used as they are.
 */
export function createAdapters(
  config: AppConfig,
  log: FastifyBaseLogger,
  local: LocalAdapterServices,
  given: Partial<Adapters> = {},
): Adapters {
  // Without a transport, messages go to the development mailbox only when it
  // was asked for (DEV_MAILBOX=1); otherwise delivery fails and is retried.
  const fallbackSender = (channel: 'email' | 'sms', variable: string) => {
    const mailbox = config.devMailbox ? local.devKit?.mailbox : undefined;
    if (mailbox) return mailbox(local, channel);
    log.warn(
      `${variable} is not set and DEV_MAILBOX is off: ${channel} messages cannot be delivered`,
    );
    return unconfiguredSender(variable);
  };
  return {
    mail:
      given.mail ??
      (config.smtpUrl
        ? smtpMailSender(config.smtpUrl, config.mailFrom)
        : fallbackSender('email', 'SMTP_URL')),
    sms:
      given.sms ??
      (config.smsWebhookUrl
        ? webhookSmsSender(config.smsWebhookUrl, config.smsWebhookToken)
        : fallbackSender('sms', 'SMS_WEBHOOK_URL')),
    whatsapp: given.whatsapp ?? createWhatsApp(config, log, local),
    rateLimitStore:
      given.rateLimitStore ??
      (config.redisUrl ? redisRateLimitStore(config.redisUrl, log) : memoryRateLimitStore()),
    storage: given.storage ?? fileStorage(config),
    payments: given.payments ?? createPayments(config, local),
    exchangeRates:
      given.exchangeRates ??
      (config.exchangeRatesUrl ? liveRates(config.exchangeRatesUrl) : localRates()),
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
