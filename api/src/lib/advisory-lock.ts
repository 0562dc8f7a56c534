import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/**
 * Holds a PostgreSQL advisory lock on `key` until the transaction ends, so
 * that work on one identifier or account is serialised across every API
 * instance. Callers that take several keys take them in the same order.
 */
export async function lockKey(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
