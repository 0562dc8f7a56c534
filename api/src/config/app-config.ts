import { join } from 'node:path';
import { z } from 'zod';
import { apiPackageRoot } from './package-root';
import { readOrCreateLocalSecrets } from './local-secrets';

export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** PostgreSQL server; null means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  databasePoolMax: number;
  dataDir: string;
  demoData: boolean;
  jwtSecret: string;
  otpSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  adminEmails: string[];
  siteOrigins: string[];
  trustProxy: boolean;
  redisUrl: string | null;
  /** Requests per minute per IP address, all routes together. */
  rateLimitPerMinute: number;
  /** Sign-in code requests per IP address per 10 minutes. */
  otpRequestsPerIp: number;
  smtpUrl: string | null;
  mailFrom: string;
  smsWebhookUrl: string | null;
  smsWebhookToken: string | null;
  /** How often the outbox worker looks for messages; 0 turns the worker off. */
  outboxPollIntervalMs: number;
}

const MIN_SECRET_BYTES = 32;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : null));

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

const flag = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value),
    );

const integer = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const secret = (name: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || Buffer.byteLength(value, 'utf8') >= MIN_SECRET_BYTES, {
      message: `${name} must be at least ${MIN_SECRET_BYTES} bytes long`,
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: integer(4000, 1, 65_535),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalText,
  DATABASE_POOL_MAX: integer(10, 1, 200),
  DATA_DIR: optionalText,
  DEMO_DATA: flag(true),
  JWT_SECRET: secret('JWT_SECRET'),
  OTP_SECRET: secret('OTP_SECRET'),
  ACCESS_TOKEN_TTL_SECONDS: integer(900, 1, 86_400),
  REFRESH_TOKEN_TTL_DAYS: integer(30, 1, 365),
  ADMIN_EMAILS: list,
  SITE_ORIGINS: list,
  TRUST_PROXY: flag(false),
  REDIS_URL: optionalText,
  RATE_LIMIT_PER_MINUTE: integer(300, 1, 1_000_000),
  OTP_REQUESTS_PER_IP: integer(20, 1, 100_000),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().trim().min(3).default('BizBridge Club <no-reply@bizbridge.club>'),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_WEBHOOK_TOKEN: optionalText,
  OUTBOX_POLL_INTERVAL_MS: integer(2000, 0, 3_600_000),
});

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function resolveSecrets(
  vars: z.infer<typeof envSchema>,
  isProduction: boolean,
  dataDir: string,
): { jwtSecret: string; otpSecret: string } {
  if (vars.JWT_SECRET && vars.OTP_SECRET) {
    return { jwtSecret: vars.JWT_SECRET, otpSecret: vars.OTP_SECRET };
  }
  if (isProduction) {
    const missing = [!vars.JWT_SECRET && 'JWT_SECRET', !vars.OTP_SECRET && 'OTP_SECRET'];
    throw new ConfigError(`${missing.filter(Boolean).join(' and ')} must be set in production`);
  }
  const local = readOrCreateLocalSecrets(dataDir);
  return {
    jwtSecret: vars.JWT_SECRET ?? local.jwtSecret,
    otpSecret: vars.OTP_SECRET ?? local.otpSecret,
  };
}

/**
 * Reads the configuration from environment variables (see api/README.md).
 * Production refuses to start without its secrets; elsewhere the secrets are
 * generated once and kept under the data folder.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  const isProduction = vars.NODE_ENV === 'production';
  const dataDir = vars.DATA_DIR ?? join(apiPackageRoot(), '.data');

  const { jwtSecret, otpSecret } = resolveSecrets(vars, isProduction, dataDir);

  return {
    nodeEnv: vars.NODE_ENV,
    isProduction,
    port: vars.PORT,
    host: vars.HOST,
    logLevel: vars.LOG_LEVEL,
    databaseUrl: vars.DATABASE_URL,
    databasePoolMax: vars.DATABASE_POOL_MAX,
    dataDir,
    // Demo data goes only into the embedded database, never in production.
    demoData: vars.DEMO_DATA && !vars.DATABASE_URL && !isProduction,
    jwtSecret,
    otpSecret,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: vars.REFRESH_TOKEN_TTL_DAYS,
    adminEmails: vars.ADMIN_EMAILS.map((email) => email.toLowerCase()),
    siteOrigins: vars.SITE_ORIGINS.length > 0 ? vars.SITE_ORIGINS : ['http://localhost:3000'],
    trustProxy: vars.TRUST_PROXY,
    redisUrl: vars.REDIS_URL,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    otpRequestsPerIp: vars.OTP_REQUESTS_PER_IP,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    smsWebhookUrl: vars.SMS_WEBHOOK_URL ?? null,
    smsWebhookToken: vars.SMS_WEBHOOK_TOKEN,
    outboxPollIntervalMs: vars.OUTBOX_POLL_INTERVAL_MS,
  };
}
