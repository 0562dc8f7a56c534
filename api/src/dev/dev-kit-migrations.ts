import { join } from 'node:path';
import { apiPackageRoot } from '../config/package-root';
import type { DatabaseHandle } from '../db/database';

/** Where the kit's applied migrations are recorded, apart from production's (decision 0019). */
export const DEV_KIT_MIGRATIONS_TABLE = '__drizzle_dev_kit_migrations';

/**
 * Creates the development kit's tables (the development mailbox, the local
 * test provider's orders, refunds and subscriptions) from its own migrations
 * in drizzle-dev/, after the production ones. Production's migrations hold
 * none of them: `pnpm --filter @club/api db:generate:dev` writes these.
 */
export function migrateDevKitTables(database: Pick<DatabaseHandle, 'migrate'>): Promise<void> {
  return database.migrate(join(apiPackageRoot(), 'drizzle-dev'), DEV_KIT_MIGRATIONS_TABLE);
}
