import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

/** What a Drizzle query builder offers to run as a prepared statement. */
interface Preparable<Prepared> {
  toSQL(): { sql: string };
  prepare(name: string): Prepared;
}

/**
 * Runs a hot read as a named prepared statement on PostgreSQL: each pooled
 * connection parses and plans it once, then reuses the plan. Planning the
 * leads list (seven joined tables) costs PostgreSQL 10-30 times its execution,
 * so an unnamed statement, planned on every request, would spend most of the
 * database's time planning.
 *
 * The name is the label and a hash of the statement's text: node-postgres
 * refuses a name reused for another text, and a builder makes a different
 * text for each combination of filters, so each combination is a statement of
 * its own. Only the values change between calls; the texts a label can make
 * must be few (no `in (...)` of a varying length: use `= any(array)`).
 *
 * Which plan a statement reuses is PostgreSQL's choice under its default
 * plan_cache_mode `auto`, kept on purpose: after five custom plans it switches
 * to the generic plan when that is estimated no dearer, and keeps planning each
 * call when a value matters to the plan (a search's pattern). Forcing generic
 * plans (`force_generic_plan`, a session setting) would also force them on
 * every one-off statement of the connection, and on the Responses list, whose
 * generic plan reads the whole leads table (40-100 ms instead of 0.2 ms on
 * 100,000 leads). A LIMIT sent as a parameter makes the generic
 * plan look dearer than it is (it assumes a tenth of the rows), so the hot
 * reads write their page size into the text (`literalLimit`).
 *
 * PGlite (the embedded driver) ignores the name: it plans every statement.
 */
export function named<Prepared>(label: string, query: Preparable<Prepared>): Prepared {
  const digest = createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 16);
  return query.prepare(`${label}_${digest}`);
}

/**
 * A page size written into the statement's text as `limit <n>` rather than
 * sent as a parameter (see `named`). Only for a whole number the server chose
 * or validated; anything else is a programming error.
 */
export function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) {
    throw new Error(`A page size must be a whole number, not ${rows}`);
  }
  // Drizzle's `limit` takes a number or a placeholder and writes any SQL chunk as it is.
  const literal: SQL = sql.raw(String(rows));
  return literal as unknown as number;
}
