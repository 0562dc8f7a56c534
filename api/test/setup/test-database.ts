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
  'ticket_document_serials',
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
  'chapters',
];

async function createServerDatabase(serverUrl: string): Promise<string> {
  const workerId = process.env.VITEST_POOL_ID ?? String(process.pid);
  const name = `${TEST_DATABASE_PREFIX}${inject('apiTestRunId')}_${workerId}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    // A test database is thrown away after the run: a commit need not wait for its WAL to reach
    // the disk (each test commits many times; the server's own settings stay as they are).
    await admin.query(`alter database "${name}" set synchronous_commit = off`);
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

/**
 * The tables a test may write: DATA_TABLES and every table that references one
 * of them (directly or through another), read from the catalog once per worker.
 */
async function writtenTables(): Promise<string[]> {
  const { db } = await testDatabase();
  const result = await db.execute(sql`
    with recursive written(oid) as (
      select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname in (${sql.join(
        DATA_TABLES.map((table) => sql`${table}`),
        sql`, `,
      )})
      union
      select con.conrelid from pg_constraint con join written on con.confrelid = written.oid
      where con.contype = 'f'
    )
    select c.relname as name from pg_class c join written on written.oid = c.oid order by 1`);
  // Both drivers answer `{ rows }` (Drizzle types the result per driver).
  const { rows } = result as unknown as { rows: { name: string }[] };
  return rows.map((row) => row.name);
}

const tablesKey = Symbol.for('club-api-test-written-tables');
type GlobalWithTables = typeof globalThis & { [tablesKey]?: Promise<string[]> };

/**
 * Empties the tables the API writes, keeping the reference data, and the job
 * queue's jobs. DELETE, not TRUNCATE: a TRUNCATE of some 60 tables replaces
 * their files and took 0.4 s on PGlite and over 1 s on PostgreSQL before every
 * test, a DELETE of their few rows a few milliseconds. Foreign-key triggers are
 * off for the statement (`session_replication_role`), so the order does not
 * matter, as with TRUNCATE ... CASCADE.
 */
export async function resetTestDatabase(): Promise<void> {
  const { db } = await testDatabase();
  const store = globalThis as GlobalWithTables;
  store[tablesKey] ??= writtenTables();
  const tables = await store[tablesKey];
  // The queues and schedules stay (every app sets them up); their jobs go with the rows they name.
  await db.execute(
    sql.raw(`do $$ begin
      set local session_replication_role = replica;
      ${tables.map((table) => `delete from "${table}";`).join(' ')}
      if to_regclass('pgboss.job') is not null then delete from pgboss.job; end if;
      if to_regclass('pgboss.archive') is not null then delete from pgboss.archive; end if;
    end $$`),
  );
}
