import { emailSchema } from '@club/shared/contract/common';
import { join } from 'node:path';
import { z } from 'zod';
import { apiPackageRoot } from './package-root';

/** One environment variable: how it is read, and the line api/README.md shows for it. */
export interface ConfigVariable<Schema extends z.ZodType = z.ZodType> {
  schema: Schema;
  doc: string;
  /** The README's default column, where the schema's own default does not tell the story. */
  shownDefault?: string;
}

function variable<Schema extends z.ZodType>(
  schema: Schema,
  doc: string,
  shownDefault?: string,
): ConfigVariable<Schema> {
  return { schema, doc, ...(shownDefault ? { shownDefault } : {}) };
}

const MIN_SECRET_BYTES = 32;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : null));

const list = (fallback: string[] = []) =>
  z
    .string()
    .optional()
    .transform((value) => {
      const entries = (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      return entries.length > 0 ? entries : fallback;
    });

const flag = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value),
    );

const integer = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const httpUrl = z
  .url({ protocol: /^https?$/ })
  .optional()
  .transform((value) => value ?? null);

const secret = (name: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || Buffer.byteLength(value, 'utf8') >= MIN_SECRET_BYTES, {
      message: `${name} must be at least ${MIN_SECRET_BYTES} bytes long`,
    });

/**
 * Every environment variable the API reads, defined once: the typed
 * configuration (`AppConfig`), the tests' configuration and the README's table
 * all come from here. A variable `SOME_NAME` becomes `config.someName`.
 */
export const CONFIG_VARIABLES = {
  NODE_ENV: variable(
    z.enum(['development', 'test', 'production']).default('development'),
    '`production` requires the secrets, hides `/dev/*`, never seeds demo data',
  ),
  PORT: variable(integer(4000, 1, 65_535), 'the port to listen on'),
  HOST: variable(z.string().min(1).default('0.0.0.0'), 'the address to listen on'),
  PUBLIC_URL: variable(
    httpUrl,
    'where browsers reach the API; public file URLs start with it',
    '`http://localhost:` and `PORT`',
  ),
  LOG_LEVEL: variable(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    'pino level (`silent` … `trace`)',
  ),
  DATABASE_URL: variable(
    optionalText,
    'PostgreSQL connection string',
    'unset: PGlite in `DATA_DIR/pglite`',
  ),
  DATABASE_POOL_MAX: variable(integer(10, 1, 200), 'connections in the `pg` pool'),
  DATA_DIR: variable(
    optionalText.transform((value) => value ?? join(apiPackageRoot(), '.data')),
    'PGlite data, stored files (`uploads/`) and, outside production, generated secrets (`secrets.json`, 0600)',
    '`api/.data`',
  ),
  DEMO_DATA: variable(
    flag(true),
    '`0` turns demo data off (it is only ever seeded into the embedded database)',
  ),
  JWT_SECRET: variable(
    secret('JWT_SECRET'),
    'HS256 key of access tokens, ≥ 32 bytes; required in production',
    'generated once into `DATA_DIR`',
  ),
  OTP_SECRET: variable(
    secret('OTP_SECRET'),
    'HMAC key of stored codes, ≥ 32 bytes; required in production',
    'generated once into `DATA_DIR`',
  ),
  ACCESS_TOKEN_TTL_SECONDS: variable(integer(900, 1, 86_400), 'access token lifetime'),
  REFRESH_TOKEN_TTL_DAYS: variable(
    integer(30, 1, 365),
    'refresh token lifetime; each refresh starts a new period',
  ),
  ADMIN_EMAILS: variable(
    list().pipe(z.array(emailSchema)),
    'comma-separated; existing users with these e-mails get `admin` at start-up',
  ),
  SITE_ORIGINS: variable(
    list(['http://localhost:3000']),
    'comma-separated origins allowed by CORS (with credentials)',
  ),
  TRUST_PROXY: variable(
    flag(false),
    '`1` behind a load balancer, so client IPs (rate limits) come from X-Forwarded-For',
  ),
  REDIS_URL: variable(
    optionalText,
    'rate-limit counters shared by every instance',
    'unset: in memory',
  ),
  RATE_LIMIT_PER_MINUTE: variable(
    integer(300, 1, 1_000_000),
    'requests per IP per minute, all routes (probes excluded)',
  ),
  OTP_REQUESTS_PER_IP: variable(
    integer(20, 1, 100_000),
    'code requests per IP per 10 minutes (verifications: three times as many)',
  ),
  SMTP_URL: variable(
    optionalText,
    'e.g. `smtps://user:pass@smtp.example.com:465`',
    'unset: development mailbox',
  ),
  MAIL_FROM: variable(
    z.string().trim().min(3).default('BizBridge Club <no-reply@bizbridge.club>'),
    'sender of e-mails',
  ),
  SMS_WEBHOOK_URL: variable(
    httpUrl,
    'SMS gateway: POST JSON `{ "to": "+919800000002", "text": "..." }`',
    'unset: development mailbox',
  ),
  SMS_WEBHOOK_TOKEN: variable(optionalText, 'sent as `Authorization: Bearer …` to the SMS webhook'),
  OUTBOX_POLL_INTERVAL_MS: variable(
    integer(2000, 0, 3_600_000),
    'how often the outbox worker looks for messages; `0` turns it off',
  ),
  S3_BUCKET: variable(
    optionalText,
    'uploads and stored files go to this S3 (or S3-compatible) bucket',
    'unset: local disk, `DATA_DIR/uploads` served at `/files`',
  ),
  S3_REGION: variable(z.string().trim().min(1).default('us-east-1'), "the bucket's region"),
  S3_ENDPOINT: variable(
    httpUrl,
    'an S3-compatible service (MinIO, Cloudflare R2, ...)',
    'unset: AWS S3',
  ),
  S3_ACCESS_KEY_ID: variable(
    optionalText,
    'with `S3_SECRET_ACCESS_KEY`',
    "the SDK's default chain",
  ),
  S3_SECRET_ACCESS_KEY: variable(
    optionalText,
    'with `S3_ACCESS_KEY_ID`',
    "the SDK's default chain",
  ),
  S3_FORCE_PATH_STYLE: variable(
    flag(false),
    '`1` puts the bucket in the path (`<endpoint>/<bucket>/<key>`), as MinIO needs',
  ),
  S3_PUBLIC_URL: variable(
    httpUrl,
    'where browsers read stored files (a CDN in front of the bucket)',
    "the bucket's own address",
  ),
};

export type ConfigVariableName = keyof typeof CONFIG_VARIABLES;

/** Environment variables as strings, e.g. `{ PORT: '4100' }`. */
export type ConfigEnv = Partial<Record<ConfigVariableName, string>>;
