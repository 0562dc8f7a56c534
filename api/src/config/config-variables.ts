import { CLUB_HEADQUARTERS_ADDRESS } from '@club/contract/copy/club';
import { emailSchema } from '@club/contract/common';
import { paymentWebhookEndpoints } from '@club/contract/payment';
import { isIP } from 'node:net';
import { gstNumberSchema } from '@club/contract/gstin';
import { join } from 'node:path';
import { z } from 'zod';
import { parseHost, type HostName } from '../lib/host-header';
import { apiPackageRoot } from './package-root';

/** One environment variable: how it is read, and the line docs/api/configuration.md shows for it. */
export interface ConfigVariable<Schema extends z.ZodType = z.ZodType> {
  schema: Schema;
  doc: string;
  /** The configuration table's default column, where the schema's own default does not tell the story. */
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

/** A port number, or null when the variable is unset or empty. */
const optionalPort = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : null))
  .pipe(z.union([z.null(), z.coerce.number<string>().int().min(0).max(65_535)]));

const httpUrl = z
  .url({ protocol: /^https?$/ })
  .optional()
  .transform((value) => value ?? null);

/** proxy-addr's names for address ranges, accepted besides addresses and CIDR ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies in front of the API are trusted to say who the client is:
 * none (`0`), a number of hops, or the proxies' addresses and ranges. A
 * boolean "trust everything" is not offered: it lets any client choose the
 * address the rate limits count.
 */
const trustedProxies = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = (value ?? '').trim();
    if (text === '' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const invalid = entries.filter((entry) => !isAddressOrRange(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message:
          `TRUST_PROXY takes a number of proxy hops or the proxies' addresses and ranges ` +
          `(e.g. 10.0.0.0/8), not ${invalid.map((entry) => `"${entry}"`).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Comma-separated `host[:port]` names, each checked; a bad one is named in the error. */
const hostNames = (name: string) =>
  list().transform((entries, context): HostName[] => {
    const hosts = entries.map((entry) => ({ entry, host: parseHost(entry) }));
    const invalid = hosts.filter(({ host }) => host === null).map(({ entry }) => `"${entry}"`);
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `${name} takes host or host:port names (metrics.internal:9464), not ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }
    return hosts.flatMap(({ host }) => (host ? [host] : []));
  });

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
 * configuration (`AppConfig`), the tests' configuration and the table in
 * docs/api/configuration.md all come from here. A variable `SOME_NAME` becomes `config.someName`.
 */
export const CONFIG_VARIABLES = {
  NODE_ENV: variable(
    z.enum(['development', 'test', 'production']).default('development'),
    '`production` checks every setting it requires before it starts (secrets, `PUBLIC_URL`, `SITE_ORIGINS`, the real senders, Razorpay, the GSTIN, `DATA_DIR`) and lists every one missing, refuses `DEV_MAILBOX`, never seeds demo data',
  ),
  DEV_MAILBOX: variable(
    flag(false),
    '`1` keeps e-mails and SMS in the development mailbox (`/dev/mailbox`, loopback clients only) instead of sending them; refused in production and with a `HOST` that is not loopback',
  ),
  DEV_CLOCK: variable(
    flag(false),
    "`1` lets tests on this machine move the API's clock forward (`POST /dev/clock`, loopback clients only) to see renewals and expiry without waiting; refused in production and with a `HOST` that is not loopback",
  ),
  PORT: variable(integer(4000, 1, 65_535), 'the port to listen on'),
  HOST: variable(z.string().min(1).default('0.0.0.0'), 'the address to listen on'),
  PUBLIC_URL: variable(
    httpUrl,
    'where browsers reach the API; public file URLs start with it; required in production',
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
    'PGlite data, stored files (`uploads/`) and, outside production, generated secrets (`secrets.json`, 0600); required in production unless both `DATABASE_URL` and `S3_BUCKET` are set',
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
    'refresh token lifetime; each refresh starts a new period, up to `SESSION_MAX_DAYS`',
  ),
  SESSION_MAX_DAYS: variable(
    integer(90, 1, 3650),
    'absolute session lifetime: a session ends this many days after sign-in, however often it is refreshed',
  ),
  SESSION_RECHECK_SECONDS: variable(
    integer(5, 0, 3600),
    "each instance trusts an access token's session as open, with the account's roles read alongside, for this long before it asks the database again; so a sign-out elsewhere, a revoked session or a changed role takes effect on every instance within this many seconds (at once on the instance that ended the session); `0` asks on every request",
  ),
  ADMIN_EMAILS: variable(
    list().pipe(z.array(emailSchema)),
    'comma-separated; an account with one of these e-mails gets `admin` when its owner signs in with the address proved by a code (recorded in the audit trail); the operators command `pnpm --filter @club/api admin grant <email>` (or `revoke`) does it by hand',
  ),
  SITE_ORIGINS: variable(
    list(['http://localhost:3000']),
    'comma-separated origins allowed by CORS (with credentials); required in production',
  ),
  BEHIND_TLS: variable(
    flag(false),
    '`1`: browsers reach the API over HTTPS (`PUBLIC_URL` must be `https://`), so every answer carries `Strict-Transport-Security: max-age=31536000; includeSubDomains`; never on plain-HTTP development, where it would pin `localhost` to HTTPS',
  ),
  TRUST_PROXY: variable(
    trustedProxies,
    'proxies trusted for the client address in `X-Forwarded-For` (rate limits count it): `0` none, a hop count (`1`: one load balancer), or their addresses/ranges (`10.0.0.0/8,loopback`); see "Proxies"',
  ),
  REDIS_URL: variable(
    optionalText,
    'rate-limit counters shared by every instance',
    'unset: in memory',
  ),
  RATE_LIMIT_PER_MINUTE: variable(
    integer(300, 1, 1_000_000_000),
    'requests per IP per minute, all routes (probes excluded)',
  ),
  OTP_REQUESTS_PER_HOUR: variable(
    integer(5, 1, 1000),
    "one-time codes per hour to one account (by e-mail and SMS together) that its own browsers and networks ask for (those it signed in from, or the account itself); the back office's codes have a budget of this size of their own (tests that sign the same demo accounts in all day raise it)",
  ),
  OTP_REQUESTS_PER_HOUR_FROM_OTHERS: variable(
    integer(12, 1, 10_000),
    'one-time codes per hour to one account, e-mail address or mobile number asked for from browsers and networks it never signed in from: what strangers can spend, never the owner\'s own budget; see "Code limits" in sign-in-and-sessions.md',
  ),
  OTP_REQUESTS_PER_HOUR_PER_NETWORK: variable(
    integer(3, 1, 10_000),
    'of those, at most this many from any one network (an IPv4 address, an IPv6 /64)',
  ),
  OTP_REQUESTS_PER_IP: variable(
    integer(20, 1, 100_000),
    'code requests per IP per 10 minutes (verifications: three times as many)',
  ),
  OTP_MIN_RESPONSE_MS: variable(
    integer(300, 0, 5000),
    'a code request answers no sooner than this, for registered and unknown identifiers alike, so timing does not tell them apart',
  ),
  SMTP_URL: variable(
    optionalText,
    'e.g. `smtps://user:pass@smtp.example.com:465`; required in production',
    'unset: development mailbox',
  ),
  MAIL_FROM: variable(
    z.string().trim().min(3).default('BizBridge Club <no-reply@bizbridge.club>'),
    'sender of e-mails',
  ),
  SMS_WEBHOOK_URL: variable(
    httpUrl,
    'SMS gateway: POST JSON `{ "to": "+919800000002", "text": "..." }`; required in production',
    'unset: development mailbox',
  ),
  SMS_WEBHOOK_TOKEN: variable(optionalText, 'sent as `Authorization: Bearer …` to the SMS webhook'),
  WHATSAPP_TOKEN: variable(
    optionalText,
    'WhatsApp Business Cloud API access token (sent as `Authorization: Bearer …`); with `WHATSAPP_PHONE_NUMBER_ID`, `WHATSAPP_APP_SECRET` and `WHATSAPP_VERIFY_TOKEN`, all four or none',
    'unset: development mailbox (with `DEV_MAILBOX=1`), else no WhatsApp (SMS instead)',
  ),
  WHATSAPP_PHONE_NUMBER_ID: variable(
    optionalText,
    'the id of the WhatsApp Business phone number messages are sent from',
  ),
  WHATSAPP_APP_SECRET: variable(
    optionalText,
    "the Meta app's secret: the WhatsApp webhook's `X-Hub-Signature-256` is checked with it",
  ),
  WHATSAPP_VERIFY_TOKEN: variable(
    optionalText,
    'the token Meta sends (`hub.verify_token`) when the WhatsApp webhook is subscribed',
  ),
  WHATSAPP_API_URL: variable(
    z
      .url({ protocol: /^https?$/ })
      .default('https://graph.facebook.com')
      .transform((value) => value.replace(/\/+$/, '')),
    'the Graph API host the Cloud API is reached at',
  ),
  WHATSAPP_API_VERSION: variable(
    z
      .string()
      .trim()
      .regex(/^v\d+\.\d+$/)
      .default('v21.0'),
    'the Graph API version in the messages URL',
  ),
  WHATSAPP_TEMPLATE_SIGN_IN_CODE: variable(
    z.string().trim().min(1).default('sign_in_code'),
    'the approved authentication template (copy-code button) that carries a sign-in or verification code',
  ),
  WHATSAPP_TEMPLATE_LEAD_ALERT: variable(
    z.string().trim().min(1).default('lead_alert'),
    'the approved utility template of a lead alert (one body parameter: what was posted)',
  ),
  WHATSAPP_TEMPLATE_LANGUAGE: variable(
    z.string().trim().min(2).default('en'),
    "the templates' language code",
  ),
  OUTBOX_POLL_INTERVAL_MS: variable(
    integer(2000, 0, 3_600_000),
    'how often a process that works jobs polls the job queues (at least every 500 ms; messages at least every second); the periodic jobs (lead-alert digests, file clean-up, membership renewals and reminders, payment reconciliation and refunds) are sent every minute; `0` works no jobs',
  ),
  WORK_JOBS: variable(
    flag(true),
    '`0`: this process only enqueues background work (messages, periodic jobs) and a worker process (`pnpm --filter @club/api worker`) does it; `1` does it here too (one process on the embedded database)',
  ),
  WORKER_HEARTBEAT_FILE: variable(
    optionalText,
    "a worker process (`dist/worker.mjs`) writes the time into this file every 10 s, each time after the database answered, so a health check can tell a working worker from a stuck one by the file's age; the API processes ignore it",
    'unset: no heartbeat',
  ),
  CLUB_INBOX_EMAIL: variable(
    z.string().trim().default('hello@bizbridge.club').pipe(emailSchema),
    'where Ask an Expert, Get Expert Help and Contact Us messages are e-mailed, and where answers to the back office’s replies go (Reply-To)',
  ),
  INQUIRIES_PER_IP: variable(integer(10, 1, 100_000), 'inquiry form submissions per IP per hour'),
  GRIEVANCE_OFFICER_NAME: variable(
    z.string().trim().min(1).max(120).default('Grievance Officer, BizBridge Club'),
    'the Grievance Officer the Privacy Policy names (DPDP Act)',
  ),
  GRIEVANCE_OFFICER_EMAIL: variable(
    z.string().trim().default('grievance@bizbridge.club').pipe(emailSchema),
    "the Grievance Officer's e-mail address; new grievances are e-mailed there",
  ),
  GRIEVANCE_OFFICER_ADDRESS: variable(
    z.string().trim().min(1).max(300).default(CLUB_HEADQUARTERS_ADDRESS),
    "the Grievance Officer's postal address",
  ),
  GRIEVANCE_ANSWER_DAYS: variable(
    integer(30, 1, 90),
    'a grievance is due this many days after it is filed (the DPDP Rules allow at most 90)',
  ),
  GRIEVANCES_PER_IP: variable(
    integer(10, 1, 100_000),
    'grievance form submissions per IP per hour',
  ),
  NEWSLETTER_SIGNUPS_PER_IP: variable(
    integer(10, 1, 100_000),
    'India Insights newsletter sign-ups per IP per hour',
  ),
  LEAD_ALERT_DIGEST_MINUTES: variable(
    integer(60, 1, 1440),
    'new leads in the subcategories a member follows reach it in one e-mail digest at most this often',
  ),
  LEAD_EXPIRY_DAYS: variable(
    integer(30, 4, 365),
    'an open lead leaves Browse this many days after it was posted (its poster is reminded 3 days before)',
  ),
  BUSINESS_TOTAL_CACHE_SECONDS: variable(
    integer(60, 0, 3600),
    "the home page's total of confirmed business is computed at most this often (and again when business is confirmed)",
  ),
  RENEWAL_REMINDER_DAYS: variable(
    list(['30', '7']).pipe(
      z.array(
        z
          .string()
          .regex(/^\d{1,3}$/, 'a number of days')
          .transform(Number)
          .pipe(z.number().int().min(1).max(365)),
      ),
    ),
    'comma-separated: a member with auto-renewal on is reminded this many days before the renewal charge (one e-mail each); the largest is also when My Account warns of a term ending without auto-renewal',
    '`30,7`',
  ),
  RENEWAL_GRACE_DAYS: variable(
    integer(7, 0, 90),
    'after a renewal charge fails, access continues this many days (the member can pay by hand), then the membership lapses',
  ),
  TICKET_HOLD_MINUTES: variable(
    integer(15, 1, 120),
    'a paid event ticket being paid for holds its seat this many minutes; then the seat is free again',
  ),
  WAITLIST_OFFER_HOURS: variable(
    integer(24, 1, 168),
    'a seat freed at a sold out paid event is offered to the next person on the waitlist for this many hours, then to the one after',
  ),
  PAYMENTS: variable(
    z.enum(['test', 'razorpay']).default('test'),
    '`razorpay`: card payments through Razorpay (needs the three `RAZORPAY_*`, required in production); `test`: the local test checkout, refused in production',
  ),
  RAZORPAY_KEY_ID: variable(optionalText, 'Razorpay key id (`rzp_live_…`), shown to the browser'),
  RAZORPAY_KEY_SECRET: variable(
    optionalText,
    'Razorpay key secret: creates orders, signs payments',
  ),
  RAZORPAY_WEBHOOK_SECRET: variable(
    optionalText,
    `the secret of the Razorpay webhook (\`payment.captured\`, \`order.paid\`, \`payment.failed\`, \`subscription.charged\`, \`subscription.halted\`, \`subscription.cancelled\`, \`subscription.authenticated\`) pointed at \`${paymentWebhookEndpoints.webhook.path}\``,
  ),
  INVOICE_SUPPLIER_NAME: variable(
    z.string().trim().min(1).default('BizBridge Club Private Limited'),
    'the supplier (legal name) on GST tax invoices',
  ),
  INVOICE_SUPPLIER_GSTIN: variable(
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => gstNumberSchema.safeParse(value).success, 'not a valid GSTIN')
      .optional(),
    "the supplier's GSTIN; its state code decides CGST + SGST (same state) or IGST; required in production",
    'a demo GSTIN of Gujarat',
  ),
  INVOICE_SERIES: variable(
    z
      .string()
      .regex(/^[A-Z0-9]{1,3}$/, '1 to 3 capital letters or digits')
      .default('BBC'),
    'invoice numbers read `<series>/26-27/000001` (at most 16 characters)',
  ),
  EXCHANGE_RATES_URL: variable(
    httpUrl,
    'a public rates service answering `GET <url>/<base>` like open.er-api.com (`https://open.er-api.com/v6/latest`)',
    'unset: the dated table shipped with the API',
  ),
  METRICS_PORT: variable(
    optionalPort,
    'serves `/metrics` (Prometheus text format: requests by route and status, latency, event-loop lag, database pool, delivery failures, job queues) on this port of `METRICS_HOST`, a listener of its own, so the public port never shows it; `0` picks a free port',
    'unset: no metrics listener',
  ),
  METRICS_HOST: variable(
    z.string().min(1).default('127.0.0.1'),
    'the address the metrics listener binds to; keep it private (loopback, or an address only the scraper reaches)',
  ),
  METRICS_ALLOWED_HOSTS: variable(
    hostNames('METRICS_ALLOWED_HOSTS'),
    "comma-separated `host[:port]` names the scraper may reach `/metrics` by, besides this machine's (`localhost`, `127.0.0.1`, `[::1]` at `METRICS_PORT`); a name without a port is allowed at any port. Any other `Host` gets 421, so a web page whose DNS name was rebound to the metrics address reads nothing",
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: variable(
    httpUrl,
    "turns tracing on: the spans of every request (the request, its hooks and handler; a `traceparent` header continues the caller's trace) go to this OTLP/HTTP collector (e.g. `http://127.0.0.1:4318`; sent to `<endpoint>/v1/traces`), and every log line written inside a span carries `trace_id` and `span_id`; the OpenTelemetry SDK reads its other variables itself (`OTEL_SERVICE_NAME`, default `club-api`; `OTEL_RESOURCE_ATTRIBUTES`, `OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_BSP_*`)",
    'unset: no tracing, the SDK is not loaded',
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
