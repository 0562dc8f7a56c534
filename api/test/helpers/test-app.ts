import type { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config/app-config';
import type { MessageTransports } from '../../src/features/outbox/transports';
import type { ZodApp } from '../../src/http/zod-app';
import type { Clock } from '../../src/lib/clock';
import { testDatabase } from '../setup/test-database';

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

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    isProduction: false,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    databaseUrl: null,
    databasePoolMax: 4,
    dataDir: '/nonexistent',
    demoData: false,
    jwtSecret: 'test-jwt-secret-that-is-long-enough-0123456789',
    otpSecret: 'test-otp-secret-that-is-long-enough-0123456789',
    accessTokenTtlSeconds: 900,
    refreshTokenTtlDays: 30,
    adminEmails: [],
    siteOrigins: ['http://localhost:3000'],
    trustProxy: false,
    redisUrl: null,
    rateLimitPerMinute: 10_000,
    otpRequestsPerIp: 1_000,
    smtpUrl: null,
    mailFrom: 'BizBridge Club <no-reply@bizbridge.club>',
    smsWebhookUrl: null,
    smsWebhookToken: null,
    outboxPollIntervalMs: 0,
    ...overrides,
  };
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
    config?: Partial<AppConfig>;
    transports?: MessageTransports;
    logStream?: Writable;
  } = {},
): Promise<TestApp> {
  const database = await testDatabase();
  const clock = new TestClock();
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    clock,
    transports: options.transports,
    logStream: options.logStream,
  });
  openApps.add(app);
  return { app, clock, db: database.db };
}

export async function closeOpenApps(): Promise<void> {
  const apps = [...openApps];
  openApps.clear();
  await Promise.all(apps.map((app) => app.close()));
}
