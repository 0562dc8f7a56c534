import { rename, writeFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context';

/** How often the heartbeat is written; a health check allows a few misses. */
export const HEARTBEAT_INTERVAL_MS = 10_000;

/**
 * Writes the time into `file` now and every HEARTBEAT_INTERVAL_MS, each time
 * only after the database answered: a worker whose event loop is stuck or
 * whose database is gone stops writing, and its health check (the file's age)
 * fails. Returns the function that stops it.
 */
export function startHeartbeat(
  file: string,
  database: Pick<AppContext['database'], 'ping'>,
  log: FastifyBaseLogger,
): () => void {
  const beat = () => {
    void database
      .ping()
      // Written beside it, then renamed: a reader never sees a half-written file.
      .then(() => writeFile(`${file}.tmp`, `${new Date().toISOString()}\n`))
      .then(() => rename(`${file}.tmp`, file))
      .catch((error: unknown) => log.warn({ err: error }, 'worker heartbeat skipped'));
  };
  beat();
  const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
  return () => clearInterval(timer);
}
