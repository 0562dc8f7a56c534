import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  start(): void;
  /** Stops polling and waits for the run under way. */
  stop(): Promise<void>;
  /** Runs the job now (or joins the run under way); returns what the run returns. */
  runOnce(): Promise<number>;
}

/**
 * A background job run every `intervalMs` (0: only when asked), one run at a
 * time; a failed run is logged and retried at the next tick.
 */
export function periodicJob(
  name: string,
  run: () => Promise<number>,
  options: { intervalMs: number; log: FastifyBaseLogger },
): PeriodicJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  function runOnce(): Promise<number> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  function tick() {
    runOnce().catch((error: unknown) => options.log.error({ err: error, job: name }, 'job failed'));
  }

  return {
    start() {
      if (options.intervalMs <= 0 || timer) return;
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
