import type { FastifyInstance } from 'fastify';

/**
 * Closes the app on SIGTERM or SIGINT (the work under way finishes: requests,
 * a batch of jobs), then exits; exits with 1 if closing fails or takes longer
 * than `graceMs`, so a stuck process never outlives its stop.
 */
export function closeOnSignals(app: FastifyInstance, graceMs: number): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs);
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
}
