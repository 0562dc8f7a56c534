import { userInfo } from 'node:os';
import pino from 'pino';
import { ConfigError, loadConfig } from './config/app-config';
import { openAppDatabase } from './db/app-database';
import { DataFolderLockedError } from './db/embedded-data-folder';
import { LOGGER_OPTIONS } from './http/logging';
import { runAdminCommand } from './platform/users/admin-command';

/**
 * `pnpm --filter @club/api admin grant|revoke <email>` (or `node dist/admin.mjs …`
 * where the API is deployed): the admin role for an operator, on the database
 * the API's settings name. With the embedded database, stop the API first:
 * one process at a time owns it.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // The API's logger settings: a failing statement is logged without the secrets it held.
  const database = await openAppDatabase(config, pino({ ...LOGGER_OPTIONS, level: 'warn' }));
  try {
    const result = await runAdminCommand(database.db, process.argv.slice(2), {
      now: new Date(),
      operator: userInfo().username,
    });
    (result.ok ? console.info : console.error)(result.message);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const expected = error instanceof ConfigError || error instanceof DataFolderLockedError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
