import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';

/** PostgreSQL's plan for a query, one line per step (the same on PGlite and a server). */
export async function planOf(db: Database, query: Parameters<typeof sql>[1]): Promise<string> {
  const result = await db.execute(sql`explain ${query}`);
  const rows =
    (result as unknown as { rows?: Record<string, string>[] }).rows ??
    (result as unknown as Record<string, string>[]);
  return rows.map((row) => row['QUERY PLAN'] ?? '').join('\n');
}
