import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/app-config';
import { DataFolderLockedError } from './db/embedded-data-folder';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

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
