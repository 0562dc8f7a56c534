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
 * Production refuses to start without its secrets; elsewhere they are
 * generated once and kept under the data folder.
 */
function resolveSecrets(
  vars: Variables,
  isProduction: boolean,
): { jwtSecret: string; otpSecret: string } {
  if (vars.jwtSecret && vars.otpSecret) {
    return { jwtSecret: vars.jwtSecret, otpSecret: vars.otpSecret };
  }
  if (isProduction) {
    const missing = [!vars.jwtSecret && 'JWT_SECRET', !vars.otpSecret && 'OTP_SECRET'];
    throw new ConfigError(`${missing.filter(Boolean).join(' and ')} must be set in production`);
  }
  const local = readOrCreateLocalSecrets(vars.dataDir);
  return {
    jwtSecret: vars.jwtSecret ?? local.jwtSecret,
    otpSecret: vars.otpSecret ?? local.otpSecret,
  };
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
function checkDevMailbox(vars: Variables, isProduction: boolean): void {
  if (!vars.devMailbox) return;
  if (isProduction) {
    throw new ConfigError(
      'DEV_MAILBOX cannot be used in production: set SMTP_URL and SMS_WEBHOOK_URL',
    );
  }
  if (!isLoopbackHost(vars.host)) {
    throw new ConfigError(
      `DEV_MAILBOX=1 shows every sign-in code, so the API must listen on loopback only: ` +
        `set HOST=127.0.0.1 (HOST is ${vars.host})`,
    );
  }
}

/** Moving the clock changes who is a member: only on a development API nobody else reaches. */
function checkDevClock(vars: Variables, isProduction: boolean): void {
  if (!vars.devClock) return;
  if (isProduction) throw new ConfigError('DEV_CLOCK cannot be used in production');
  if (!isLoopbackHost(vars.host)) {
    throw new ConfigError(
      `DEV_CLOCK=1 lets a caller move the API's clock, so the API must listen on loopback only: ` +
        `set HOST=127.0.0.1 (HOST is ${vars.host})`,
    );
  }
}

/** Invoices name the supplier's GSTIN: production must set the real one, not the demo default. */
function checkInvoiceSupplier(vars: Variables, isProduction: boolean): void {
  if (isProduction && !vars.invoiceSupplierGstin) {
    throw new ConfigError('INVOICE_SUPPLIER_GSTIN must be set in production');
  }
}

/**
 * HSTS tells browsers to use HTTPS only, so it may only be promised where browsers
 * already reach the API over HTTPS: with a plain-HTTP public URL it is a mistake.
 */
function checkBehindTls(vars: Variables): void {
  if (!vars.behindTls) return;
  if (!vars.publicUrl?.startsWith('https://')) {
    throw new ConfigError(
      `BEHIND_TLS=1 says browsers reach the API over HTTPS, so PUBLIC_URL must be an https:// URL ` +
        `(PUBLIC_URL is ${vars.publicUrl ?? 'unset'})`,
    );
  }
}

/** The rules that involve more than one variable. */
function withDerivedValues(vars: Variables) {
  const isProduction = vars.nodeEnv === 'production';
  const secrets = resolveSecrets(vars, isProduction);
  checkDevMailbox(vars, isProduction);
  checkDevClock(vars, isProduction);
  checkInvoiceSupplier(vars, isProduction);
  checkBehindTls(vars);
  return {
    ...vars,
    isProduction,
    // Demo data goes only into the embedded database, never in production.
    demoData: vars.demoData && !vars.databaseUrl && !isProduction,
    ...secrets,
    // Reminders go out from the earliest to the latest, each once.
    renewalReminderDays: [...new Set(vars.renewalReminderDays)].sort((a, b) => b - a),
    publicUrl: (vars.publicUrl ?? `http://localhost:${vars.port}`).replace(/\/+$/, ''),
  };
}

export const configSchema = envSchema.transform((vars) => withDerivedValues(camelCased(vars)));

export type AppConfig = z.output<typeof configSchema>;

/** Reads the configuration from environment variables (see docs/api/configuration.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
