import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner } from './job-runner';
import type { QueueName } from './queues';

export interface PeriodicJob {
  /** Runs the job now (or joins the run under way here); returns what the run returns. */
  runOnce(): Promise<number>;
}

/**
 * Background work on a schedule: the queue's jobs (sent every minute by
 * pg-boss's cron and once when a worker starts, one at a time across every
 * worker) each run `run`; `runOnce` runs it directly, for tests and the
 * development clock. A failed run is logged; the next one comes within a minute.
 */
export function periodicJob(
  jobs: JobRunner,
  queue: QueueName,
  run: () => Promise<number>,
  log: FastifyBaseLogger,
): PeriodicJob {
  let running: Promise<number> | null = null;

  function runOnce(): Promise<number> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  jobs.handle(queue, async (batch) => {
    try {
      const done = await runOnce();
      log.debug({ queue, done }, 'periodic job ran');
      await jobs.boss.complete(
        queue,
        batch.map((job) => job.id),
      );
    } catch (error) {
      log.error({ err: error, queue }, 'periodic job failed');
      await jobs.boss.fail(
        queue,
        batch.map((job) => job.id),
      );
    }
  });
  return { runOnce };
}

/**
 * Asks for a run of a periodic job now rather than at the next minute (a new
 * lead for followers' digests). The queue holds at most one waiting run, so
 * asking again while one waits adds nothing; if the request itself fails,
 * the schedule still runs the job within a minute, so the caller does not wait
 * for it or fail with it.
 */
export function runSoon(jobs: JobRunner, queue: QueueName, log?: FastifyBaseLogger): void {
  jobs.boss.send(queue, {}).catch((error: unknown) => {
    log?.warn({ err: error, queue }, 'could not ask for an early run; the schedule will run it');
  });
}
