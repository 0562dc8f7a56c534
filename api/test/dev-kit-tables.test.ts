import { inArray } from 'drizzle-orm';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/config/package-root';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateDevKitTables } from '../src/dev/dev-kit-migrations';

/** The development kit's tables: the mailbox and the local test provider's records. */
const DEV_KIT_TABLES = [
  'dev_mailbox',
  'test_checkout_orders',
  'test_checkout_refunds',
  'test_subscriptions',
];

const tables = pgSchema('information_schema').table('tables', {
  schema: text('table_schema'),
  name: text('table_name'),
});

async function existingTables(database: DatabaseHandle): Promise<string[]> {
  const rows = await database.db
    .select({ name: tables.name })
    .from(tables)
    .where(inArray(tables.name, DEV_KIT_TABLES));
  return rows.map((row) => row.name ?? '').sort();
}

describe("the development kit's tables", () => {
  let database: DatabaseHandle | null = null;
  afterEach(() => database?.close());

  it("are in no production database, and come from the kit's own migrations", async () => {
    database = await openDatabase({ driver: 'pglite', dataDir: null });
    // Production's migrations created them once (0002, 0003, 0010, 0012) and end without them.
    await database.migrate(migrationsFolder());
    expect(await existingTables(database)).toEqual([]);
    // A development API applies the kit's migrations after production's, once.
    await migrateDevKitTables(database);
    await migrateDevKitTables(database);
    expect(await existingTables(database)).toEqual([...DEV_KIT_TABLES].sort());
    // At the next start production's migrations leave them alone.
    await database.migrate(migrationsFolder());
    expect(await existingTables(database)).toEqual([...DEV_KIT_TABLES].sort());
    // A database of its own, migrated from nothing twice over: slower than the shared one.
  }, 90_000);
});
