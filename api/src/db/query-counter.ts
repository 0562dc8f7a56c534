import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/**
 * The statements one piece of work (a request, a test, a bench step) sent to
 * the database. Counts nest: a request handled inside a test's count adds to
 * both, so a test can count what an `inject` cost.
 */
export class QueryCount {
  value = 0;

  constructor(readonly enclosing: QueryCount | undefined) {}
}

const current = new AsyncLocalStorage<QueryCount>();

/** Adds one statement to the count of the work running now and to every count around it. */
export function recordQuery(): void {
  for (let count = current.getStore(); count; count = count.enclosing) count.value += 1;
}

/** Runs `work` with a new count (nested in the current one, if any) and returns both. */
export function runCounted<T>(work: (count: QueryCount) => T): T {
  const count = new QueryCount(current.getStore());
  return current.run(count, () => work(count));
}

/** How many statements `work` sent, whichever driver is behind the database. */
export async function countQueries<T>(
  work: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  return runCounted(async (count) => {
    const result = await work();
    return { result, queries: count.value };
  });
}

/**
 * Drizzle calls its logger once per statement it sends (on node-postgres
 * `begin`, `commit` and savepoints included), in the caller's async context,
 * so the count lands on the request that asked.
 */
export const queryCountingLogger: Logger = {
  logQuery: () => recordQuery(),
};

/**
 * PGlite runs `begin` and `commit` (or `rollback`) of `transaction()` itself,
 * outside Drizzle's logger: counted here, so both drivers count the same
 * round trips a PostgreSQL server would see.
 */
export function countTransactionStatements<
  T extends { transaction: (...args: never[]) => unknown },
>(client: T): T {
  const transaction = client.transaction.bind(client) as (...args: never[]) => unknown;
  Object.assign(client, {
    transaction: (...args: never[]) => {
      recordQuery();
      recordQuery();
      return transaction(...args);
    },
  });
  return client;
}
