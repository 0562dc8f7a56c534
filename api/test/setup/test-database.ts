import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { migrationsFolder } from '../../src/config/package-root';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateDevKitTables } from '../../src/dev/dev-kit-migrations';
import { TEST_DATABASE_PREFIX, withDatabase } from './test-database-name';

/** Tables written by the API; reference tables (seeded by migrations) are kept. */
const DATA_TABLES = [
  'users',
  'registrations',
  'user_roles',
  'companies',
  'company_profiles',
  'memberships',
  'membership_subscriptions',
  'membership_notices',
  'subscription_plans',
  'otp_codes',
  'sessions',
  'refresh_tokens',
  'news',
  'outbox',
  'dev_mailbox',
  'outbox_attachments',
  'payment_transactions',
  'payment_orders',
  'payment_webhook_events',
  'payment_refunds',
  'test_checkout_orders',
  'test_checkout_refunds',
  'test_subscriptions',
  'invoice_serials',
  'invoices',
  'credit_note_serials',
  'credit_notes',
  'admin_refunds',
  'uploads',
  'leads',
  'lead_images',
  'saved_leads',
  'lead_alert_follows',
  'lead_alert_recipients',
  'lead_alert_queue',
  'storage_deletions',
  'audit_log',
  'inquiries',
  'newsletter_subscribers',
];

async function createServerDatabase(serverUrl: string): Promise<string> {
  const workerId = process.env.VITEST_POOL_ID ?? String(process.pid);
  const name = `${TEST_DATABASE_PREFIX}${inject('apiTestRunId')}_${workerId}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, name);
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl
    ? await openDatabase({
        driver: 'postgres',
        url: await createServerDatabase(serverUrl),
        poolMax: 4,
      })
    : await openDatabase({ driver: 'pglite', dataDir: null });
  await database.migrate(migrationsFolder());
  // The tests run the development kit's test provider and mailbox: its tables too.
  await migrateDevKitTables(database);
  return database;
}

const globalKey = Symbol.for('club-api-test-database');
type GlobalWithDatabase = typeof globalThis & { [globalKey]?: Promise<DatabaseHandle> };

/**
 * One database per test worker (PGlite in memory, or a database of its own on
 * the TEST_DATABASE_URL server), opened and migrated once and shared by every
 * test file the worker runs.
 */
export function testDatabase(): Promise<DatabaseHandle> {
  const store = globalThis as GlobalWithDatabase;
  store[globalKey] ??= openTestDatabase();
  return store[globalKey];
}

/** Empties the tables the API writes, keeping the reference data, and the job queue's jobs. */
export async function resetTestDatabase(): Promise<void> {
  const { db } = await testDatabase();
  await db.execute(
    sql.raw(`truncate table ${DATA_TABLES.map((table) => `"${table}"`).join(', ')} cascade`),
  );
  // The queues and schedules stay (every app sets them up); their jobs go with the rows they name.
  await db.execute(
    sql.raw(`do $$ begin
      if to_regclass('pgboss.job') is not null then truncate table pgboss.job, pgboss.archive; end if;
    end $$`),
  );
}
