import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/app-config';
import { DataFolderLockedError } from './db/embedded-data-folder';
import { closeOnSignals } from './lib/close-on-signals';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });

  closeOnSignals(app, SHUTDOWN_GRACE_MS);

  await app.listen({ port: config.port, host: config.host });
  if (config.devMailbox) {
    app.log.info(
      `API docs at http://localhost:${config.port}/docs, development mailbox at http://localhost:${config.port}/dev/mailbox`,
    );
  }
}

main().catch((error: unknown) => {
  const expected = error instanceof ConfigError || error instanceof DataFolderLockedError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
