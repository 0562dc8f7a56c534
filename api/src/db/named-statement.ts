import { createHash } from 'node:crypto';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';

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

/** A placeholder for each value given (null and undefined: the statement leaves it out). */
export type Slots<Values> = {
  [K in keyof Values]-?: undefined extends Values[K]
    ? Placeholder<K & string> | undefined
    : null extends Values[K]
      ? Placeholder<K & string> | undefined
      : Placeholder<K & string>;
};

/** The statements of `prepared`, per database (a pool, or an embedded database) and shape. */
const statementsByDatabase = new WeakMap<object, Map<string, unknown>>();

/**
 * A hot read as a named statement (`named`) built once per database and
 * shape, then executed with the request's values: building a Drizzle query
 * and rendering its text cost the API more CPU than the database spent
 * executing it. The shape is which values are given (a missing filter is no
 * condition, so another text) and `literals`, what the text writes as it is
 * (a page size, see `literalLimit`). `build` gets a placeholder for each given
 * value and must take every value through them: a value written into the
 * text instead would be reused for every later call of the same shape.
 */
export function prepared<
  Values extends Record<string, unknown>,
  Prepared extends { execute(values: Record<string, unknown>): Promise<unknown> },
>(
  db: object,
  label: string,
  values: Values,
  literals: string,
  build: (slots: Slots<Values>) => Preparable<Prepared>,
): Prepared {
  let statements = statementsByDatabase.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDatabase.set(db, statements);
  }
  let given = '';
  for (const key in values)
    if (values[key] !== undefined && values[key] !== null) given += `${key},`;
  const shape = `${label}|${given}|${literals}`;
  let statement = statements.get(shape) as Prepared | undefined;
  if (!statement) {
    const slots: Record<string, Placeholder | undefined> = {};
    for (const key in values) {
      slots[key] =
        values[key] === undefined || values[key] === null ? undefined : sql.placeholder(key);
    }
    statement = named(label, build(slots as Slots<Values>));
    statements.set(shape, statement);
  }
  return statement;
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
