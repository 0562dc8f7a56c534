/**
 * The worker process (`dist/worker.mjs`, `pnpm --filter @club/api worker`):
 * the same configuration and database as the API, no HTTP server; it works
 * every job queue (messages, periodic jobs) until SIGTERM or SIGINT, then
 * finishes the jobs under way and exits. Web processes beside it run with
 * WORK_JOBS=0 and only enqueue. With WORKER_HEARTBEAT_FILE it writes the time
 * there while the database answers (its container's health check reads it).
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/app-config';
import { DataFolderLockedError } from './db/embedded-data-folder';
import { closeOnSignals } from './lib/close-on-signals';
import { startHeartbeat } from './worker-heartbeat';

/** Time to finish the jobs under way (a batch of messages, a periodic run) before exiting anyway. */
const SHUTDOWN_GRACE_MS = 30_000;

async function main(): Promise<void> {
  // WORK_JOBS=0 is meant for web processes: a worker always works the jobs.
  const config = { ...loadConfig(), workJobs: true };
  const app = await buildApp({ config, role: 'worker' });

  closeOnSignals(app, SHUTDOWN_GRACE_MS);
  const heartbeatFile = config.workerHeartbeatFile;
  if (heartbeatFile) {
    let stop = () => {};
    app.addHook('onReady', async () => {
      stop = startHeartbeat(heartbeatFile, app.ctx.database, app.log);
    });
    app.addHook('onClose', async () => stop());
  }

  await app.ready();
  app.log.info(
    { working: app.ctx.jobs.working, pollIntervalMs: config.outboxPollIntervalMs },
    'worker started',
  );
}

main().catch((error: unknown) => {
  const expected = error instanceof ConfigError || error instanceof DataFolderLockedError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
