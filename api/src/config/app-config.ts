import { z } from 'zod';
import { CONFIG_VARIABLES, type ConfigVariableName } from './config-variables';
import { readOrCreateLocalSecrets } from './local-secrets';

export type { ConfigEnv } from './config-variables';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** `ACCESS_TOKEN_TTL_SECONDS` → `accessTokenTtlSeconds`, in types and at run time alike. */
type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<CamelCase<Tail>>}`
  : Lowercase<Name>;

function camelCase(name: string): string {
  return name.toLowerCase().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

type Schemas = { [Name in ConfigVariableName]: (typeof CONFIG_VARIABLES)[Name]['schema'] };
type Variables = { [Name in ConfigVariableName as CamelCase<Name>]: z.output<Schemas[Name]> };

// Object.fromEntries loses the keys' types; the mapped types above restore them.
const envSchema = z.object(
  Object.fromEntries(
    Object.entries(CONFIG_VARIABLES).map(([name, { schema }]) => [name, schema]),
  ) as Schemas,
);

function camelCased(vars: z.output<typeof envSchema>): Variables {
  return Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [camelCase(name), value]),
  ) as Variables;
}

/**
 * What production cannot run without, each with what to put there: a real
 * value for every one, never a development stand-in or a default.
 */
const REQUIRED_IN_PRODUCTION: Partial<Record<ConfigVariableName, string>> = {
  JWT_SECRET: 'at least 32 bytes, the same on every API process and worker',
  OTP_SECRET: 'at least 32 bytes, the same on every API process and worker',
  PUBLIC_URL: 'where browsers reach the API, e.g. https://club.example/api',
  SITE_ORIGINS: "the site's origin, e.g. https://club.example",
  SMTP_URL: 'the e-mail gateway, e.g. smtps://user:pass@smtp.example.com:465',
  SMS_WEBHOOK_URL: 'the SMS gateway, e.g. https://sms.example/send',
  RAZORPAY_KEY_ID: 'the Razorpay key id, rzp_live_...',
  RAZORPAY_KEY_SECRET: 'the Razorpay key secret',
  RAZORPAY_WEBHOOK_SECRET: "the Razorpay webhook's secret",
  INVOICE_SUPPLIER_GSTIN: "the supplier's GSTIN on tax invoices",
};

const isSet = (env: NodeJS.ProcessEnv, name: string) => (env[name] ?? '').trim() !== '';

/**
 * The production rules that read the raw environment, so that they are
 * reported even when another variable does not parse: every required variable
 * that is missing, the test checkout, and where the data would be kept.
 * `invalid` holds the variables already reported as invalid.
 */
function productionProblems(env: NodeJS.ProcessEnv, invalid: ReadonlySet<string>): string[] {
  const problems = Object.entries(REQUIRED_IN_PRODUCTION)
    .filter(([name]) => !invalid.has(name) && !isSet(env, name))
    .map(([name, what]) => `${name}: must be set in production (${what})`);
  if ((env.PAYMENTS ?? 'test').trim() !== 'razorpay' && !invalid.has('PAYMENTS')) {
    problems.push('PAYMENTS: PAYMENTS=test cannot be used in production: set PAYMENTS=razorpay');
  }
  // The embedded database or the uploaded files would live in a folder inside the package,
  // which the next release replaces.
  if (!isSet(env, 'DATA_DIR') && (!isSet(env, 'DATABASE_URL') || !isSet(env, 'S3_BUCKET'))) {
    problems.push(
      'DATA_DIR: must be set in production without DATABASE_URL and S3_BUCKET ' +
        '(a persistent folder for the embedded database and the uploaded files)',
    );
  }
  return problems;
}

/** Whether the API listens on this machine's loopback interface only. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/**
 * The development mailbox shows every sign-in code to whoever can reach it, so
 * it only exists where nobody else can: never in production, and only on an
 * API that listens on loopback.
 */
function devMailboxProblem(vars: Variables, isProduction: boolean): string | null {
  if (!vars.devMailbox) return null;
  if (isProduction) {
    return 'DEV_MAILBOX: DEV_MAILBOX cannot be used in production: set SMTP_URL and SMS_WEBHOOK_URL';
  }
  if (!isLoopbackHost(vars.host)) {
    return (
      `DEV_MAILBOX: DEV_MAILBOX=1 shows every sign-in code, so the API must listen on loopback only: ` +
      `set HOST=127.0.0.1 (HOST is ${vars.host})`
    );
  }
  return null;
}

/** Moving the clock changes who is a member: only on a development API nobody else reaches. */
function devClockProblem(vars: Variables, isProduction: boolean): string | null {
  if (!vars.devClock) return null;
  if (isProduction) return 'DEV_CLOCK: DEV_CLOCK cannot be used in production';
  if (!isLoopbackHost(vars.host)) {
    return (
      `DEV_CLOCK: DEV_CLOCK=1 lets a caller move the API's clock, so the API must listen on loopback only: ` +
      `set HOST=127.0.0.1 (HOST is ${vars.host})`
    );
  }
  return null;
}

/** Razorpay takes its three secrets together, in every environment. */
function razorpayProblem(vars: Variables, isProduction: boolean): string | null {
  if (vars.payments !== 'razorpay' || isProduction) return null;
  const { razorpayKeyId, razorpayKeySecret, razorpayWebhookSecret } = vars;
  if (razorpayKeyId && razorpayKeySecret && razorpayWebhookSecret) return null;
  return 'PAYMENTS: PAYMENTS=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET';
}

/**
 * The WhatsApp account's four settings come together, in every environment:
 * with some missing, messages could go out whose statuses (or a member's
 * STOP) nobody could receive, or not go at all.
 */
function whatsAppProblem(vars: Variables): string | null {
  const names = {
    WHATSAPP_TOKEN: vars.whatsappToken,
    WHATSAPP_PHONE_NUMBER_ID: vars.whatsappPhoneNumberId,
    WHATSAPP_APP_SECRET: vars.whatsappAppSecret,
    WHATSAPP_VERIFY_TOKEN: vars.whatsappVerifyToken,
  };
  const missing = Object.entries(names).filter(([, value]) => !value);
  if (missing.length === 0 || missing.length === Object.keys(names).length) return null;
  return (
    'WHATSAPP_TOKEN: WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and ' +
    `WHATSAPP_VERIFY_TOKEN are set together or not at all (missing: ${missing.map(([name]) => name).join(', ')})`
  );
}

/** S3 keys come as a pair; one alone is a mistake (the SDK would ignore it silently). */
function s3KeysProblem(vars: Variables): string | null {
  if (Boolean(vars.s3AccessKeyId) === Boolean(vars.s3SecretAccessKey)) return null;
  return 'S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all';
}

/**
 * HSTS tells browsers to use HTTPS only, so it may only be promised where browsers
 * already reach the API over HTTPS: with a plain-HTTP public URL it is a mistake.
 */
function behindTlsProblem(vars: Variables): string | null {
  if (!vars.behindTls || vars.publicUrl?.startsWith('https://')) return null;
  return (
    `BEHIND_TLS: BEHIND_TLS=1 says browsers reach the API over HTTPS, so PUBLIC_URL must be an https:// URL ` +
    `(PUBLIC_URL is ${vars.publicUrl ?? 'unset'})`
  );
}

/** The rules that involve more than one variable; every one that fails is listed. */
function crossVariableProblems(vars: Variables, isProduction: boolean): string[] {
  return [
    devMailboxProblem(vars, isProduction),
    devClockProblem(vars, isProduction),
    razorpayProblem(vars, isProduction),
    s3KeysProblem(vars),
    whatsAppProblem(vars),
    behindTlsProblem(vars),
  ].filter((problem): problem is string => problem !== null);
}

/**
 * Outside production missing secrets are generated once and kept under the
 * data folder (production has refused to start without them before this).
 */
function resolveSecrets(vars: Variables): { jwtSecret: string; otpSecret: string } {
  if (vars.jwtSecret && vars.otpSecret) {
    return { jwtSecret: vars.jwtSecret, otpSecret: vars.otpSecret };
  }
  const local = readOrCreateLocalSecrets(vars.dataDir);
  return {
    jwtSecret: vars.jwtSecret ?? local.jwtSecret,
    otpSecret: vars.otpSecret ?? local.otpSecret,
  };
}

/** The values derived from the checked variables. */
function withDerivedValues(vars: Variables) {
  const isProduction = vars.nodeEnv === 'production';
  return {
    ...vars,
    isProduction,
    // Demo data goes only into the embedded database, never in production.
    demoData: vars.demoData && !vars.databaseUrl && !isProduction,
    ...resolveSecrets(vars),
    // Reminders go out from the earliest to the latest, each once.
    renewalReminderDays: [...new Set(vars.renewalReminderDays)].sort((a, b) => b - a),
    publicUrl: (vars.publicUrl ?? `http://localhost:${vars.port}`).replace(/\/+$/, ''),
  };
}

export type AppConfig = ReturnType<typeof withDerivedValues>;

/**
 * Reads the configuration from environment variables (see docs/api/configuration.md).
 * Every problem is found before anything starts (no migration, no listener)
 * and all of them are listed at once; production adds its required settings.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      );
  const invalid = new Set(
    parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])),
  );
  const vars = parsed.success ? camelCased(parsed.data) : null;
  const isProduction = vars ? vars.nodeEnv === 'production' : env.NODE_ENV === 'production';
  if (isProduction) problems.push(...productionProblems(env, invalid));
  if (vars) problems.push(...crossVariableProblems(vars, isProduction));
  if (problems.length > 0 || !vars) {
    const where = isProduction ? ' (NODE_ENV=production)' : '';
    throw new ConfigError(`Invalid configuration${where}:\n  ${problems.join('\n  ')}`);
  }
  return withDerivedValues(vars);
}
