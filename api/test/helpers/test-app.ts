import type { Writable } from 'node:stream';
import type { Adapters } from '../../src/adapters/adapters';
import { buildApp } from '../../src/app';
import { inject } from 'vitest';
import { loadConfig, type AppConfig, type ConfigEnv } from '../../src/config/app-config';
import type { ZodApp } from '../../src/http/zod-app';
import type { Clock } from '../../src/lib/clock';
import { testDatabase } from '../setup/test-database';
import { recordSecretsOf, runLogStream } from './run-log';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private time = Date.now();

  now(): Date {
    return new Date(this.time);
  }

  advance(ms: number): void {
    this.time += ms;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The environment every test app starts from; a test adds the variables it is about. */
const TEST_ENV: ConfigEnv = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  // Everything is logged (to the run log, see run-log.ts) so the audit can read it.
  LOG_LEVEL: 'trace',
  DATA_DIR: inject('apiTestDataDir'),
  DEMO_DATA: '0',
  JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
  OTP_SECRET: 'test-otp-secret-that-is-long-enough-0123456789',
  RATE_LIMIT_PER_MINUTE: '10000',
  OTP_REQUESTS_PER_IP: '1000',
  OTP_MIN_RESPONSE_MS: '0',
  DEV_MAILBOX: '1',
  OUTBOX_POLL_INTERVAL_MS: '0',
};

/**
 * What a production API needs besides its secrets (which the test environment
 * has): its public addresses, real senders and payments, the supplier's GSTIN.
 */
export const PRODUCTION_ENV: ConfigEnv = {
  NODE_ENV: 'production',
  DEV_MAILBOX: '0',
  PUBLIC_URL: 'https://club.example/api',
  SITE_ORIGINS: 'https://club.example',
  SMTP_URL: 'smtp://127.0.0.1:9',
  SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
  PAYMENTS: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_testkey',
  RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
  INVOICE_SUPPLIER_GSTIN: '24AAHCB4321K1ZV',
};

/** The configuration the API would read from the test environment plus `env`. */
export function testConfig(env: ConfigEnv = {}): AppConfig {
  return loadConfig({ ...TEST_ENV, ...env });
}

const openApps = new Set<ZodApp>();

export interface TestApp {
  app: ZodApp;
  clock: TestClock;
  db: Awaited<ReturnType<typeof testDatabase>>['db'];
}

/** The API on the worker's test database; closed after the test. */
export async function buildTestApp(
  options: {
    /** Environment variables on top of the test environment. */
    env?: ConfigEnv;
    /** Adapters instead of the configured ones, e.g. a sender that records. */
    adapters?: Partial<Adapters>;
    logStream?: Writable;
    /** Another app's clock: instances of one API share the time. */
    clock?: TestClock;
  } = {},
): Promise<TestApp> {
  const database = await testDatabase();
  const clock = options.clock ?? new TestClock();
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    clock,
    adapters: options.adapters,
    logStream: options.logStream ?? runLogStream(),
  });
  recordSecretsOf(app, app.ctx.adapters);
  openApps.add(app);
  return { app, clock, db: database.db };
}

export async function closeOpenApps(): Promise<void> {
  const apps = [...openApps];
  openApps.clear();
  await Promise.all(apps.map((app) => app.close()));
}
