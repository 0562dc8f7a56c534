import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, SqlExecutor } from '../../db/database';
import { JOB_SCHEMA, type QueueName } from './queues';

/**
 * pg-boss's `$1`-style statement run on a Drizzle database or transaction: the
 * text between parameters goes as it is, each `$n` becomes the n-th value.
 */
export function drizzleExecutor(db: Database): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) =>
        // Drizzle leaves an undefined value out of a query: pg-boss's unset options go as null.
        index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
      );
      // Either driver's result (node-postgres, PGlite) carries the rows as `rows`.
      const result = (await db.execute(sql.join(chunks))) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * Builds pg-boss's job INSERT; it only ever runs on the caller's transaction
 * (the `db` option of `send`), so this instance never opens a connection.
 */
const jobWriter = new PgBoss({
  schema: JOB_SCHEMA,
  db: {
    executeSql() {
      throw new Error('Jobs are only sent in a transaction');
    },
  },
});

/**
 * Adds a job in the caller's transaction: it exists if, and only when, what
 * caused it commits. A job `id` already in the queue adds nothing, so the
 * same work sent twice is done once. Returns the job's id, or null when it was there.
 */
export async function sendInTransaction(
  tx: Database,
  queue: QueueName,
  data: object,
  options: { id?: string } = {},
): Promise<string | null> {
  return jobWriter.send(queue, data, { ...options, db: drizzleExecutor(tx) });
}
