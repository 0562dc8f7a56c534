/**
 * `node dist/migrate.mjs`: brings the configured database to the latest schema
 * and exits. A deployment runs it once per release before the API processes
 * and workers start (deploy/compose.yaml's `migrate` service); they migrate on
 * start too, which then finds nothing to do.
 */
import pino from 'pino';
import { ConfigError, loadConfig } from './config/app-config';
import { openAppDatabase } from './db/app-database';
import { DataFolderLockedError } from './db/embedded-data-folder';
import { LOGGER_OPTIONS } from './http/logging';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ ...LOGGER_OPTIONS, level: config.logLevel });
  const database = await openAppDatabase(config, log);
  await database.close();
}

main().catch((error: unknown) => {
  const expected = error instanceof ConfigError || error instanceof DataFolderLockedError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
