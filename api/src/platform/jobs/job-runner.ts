import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/database';
import {
  JOB_EXPIRE_SECONDS,
  JOB_SCHEMA,
  PERIODIC_CRON,
  PERIODIC_QUEUES,
  QUEUE_OPTIONS,
  type QueueName,
} from './queues';

/** Connections of pg-boss's own pool on a PostgreSQL server (its polls, its upkeep). */
const JOB_POOL_MAX = 4;

/** No queue is polled more often than every half second (pg-boss's own floor for `work`). */
const MIN_POLL_MS = 500;

/** Jobs fetched at once; a worker stopping finishes the batch it holds. */
const BATCH_SIZE = 5;

/**
 * How often upkeep looks for expired jobs (a worker that died mid-job): a lost
 * job is put back for retry at most this long after its expiry. Upkeep runs on
 * one process at a time however many work the queues (pg-boss records when it
 * last ran), so a short interval costs one cheap query per interval.
 */
export const MAINTENANCE_INTERVAL_SECONDS = 5;

/**
 * How often a worker tells the queue that the jobs it holds are still under
 * way, pushing their expiry JOB_EXPIRE_SECONDS ahead. A job of a live worker
 * therefore never expires however long it runs, while a killed worker's jobs
 * expire at most JOB_EXPIRE_SECONDS after its last keep-alive.
 */
export const KEEP_ALIVE_INTERVAL_MS = 5_000;

/** How long pg-boss's own workers (its cron's) get to finish when the process stops. */
const STOP_TIMEOUT_MS = 5_000;

/** What a queue's jobs do; a handler completes or fails each of its jobs itself. */
export type JobHandler = (jobs: PgBoss.JobWithMetadata<unknown>[]) => Promise<void>;

export interface JobRunner {
  /** The pg-boss instance: queue sizes for metrics (`getQueueSize`), and tests. */
  readonly boss: PgBoss;
  /** Whether this process works the queues (WORK_JOBS=1 and a polling interval above 0). */
  readonly working: boolean;
  /** OUTBOX_POLL_INTERVAL_MS: how often a queue is polled for jobs. */
  readonly pollIntervalMs: number;
  /**
   * What a queue's jobs do. Worked from `start()` on in a process that works
   * jobs; elsewhere the handler only serves `runOnce()`-style calls.
   */
  handle(queue: QueueName, handler: JobHandler, options?: { pollMs?: number }): void;
  /** Works the queues (if this process works jobs) and sends every periodic job once. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the batches under way. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  database: Pick<DatabaseHandle, 'jobStore' | 'exclusive'>;
  /** WORK_JOBS: false in web processes beside a worker process, which only enqueue. */
  work: boolean;
  /** OUTBOX_POLL_INTERVAL_MS: how often queues are polled; 0 works nothing (tests call `runOnce`). */
  pollIntervalMs: number;
  log: FastifyBaseLogger;
  /**
   * Runs once, when this process installs the job queue's tables in a
   * database that had none (an upgrade from before jobs): work already waiting
   * in the database's own tables gets its jobs.
   */
  afterInstall?: () => Promise<void>;
}

/**
 * Installs (or upgrades) pg-boss's tables, creates or updates the queues and
 * schedules the periodic ones, holding the migration lock, so that processes
 * starting together on one database do this one at a time.
 */
async function setUp(
  boss: PgBoss,
  { database, afterInstall }: Pick<JobRunnerOptions, 'database' | 'afterInstall'>,
): Promise<void> {
  await database.exclusive(async (locked) => {
    const { rows } = await locked.executeSql(
      `select to_regclass('${JOB_SCHEMA}.version') is not null as installed`,
    );
    const installed = (rows[0] as { installed: boolean } | undefined)?.installed === true;
    await boss.start();
    for (const options of Object.values(QUEUE_OPTIONS)) {
      if (await boss.getQueue(options.name)) await boss.updateQueue(options.name, options);
      else await boss.createQueue(options.name, options);
    }
    for (const queue of PERIODIC_QUEUES) await boss.schedule(queue, PERIODIC_CRON);
    if (!installed) await afterInstall?.();
  });
}

/** The job queue of this process, set up and ready to take jobs (`start` works them). */
export async function openJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { database, log } = options;
  const working = options.work && options.pollIntervalMs > 0;
  const store = database.jobStore;
  const boss = new PgBoss({
    ...('connectionString' in store
      ? {
          connectionString: store.connectionString,
          max: JOB_POOL_MAX,
          application_name: 'club-jobs',
        }
      : { db: store.db }),
    schema: JOB_SCHEMA,
    migrate: true,
    // Upkeep (expiring lost jobs, archiving) and the cron clock run where jobs are worked.
    supervise: working,
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
    schedule: working,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  try {
    await setUp(boss, options);
  } catch (error) {
    // A half-started pg-boss keeps its timers and pool: the process could not exit.
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    throw error;
  }

  const handlers = new Map<QueueName, { handler: JobHandler; pollMs: number }>();
  const loops: WorkLoop[] = [];
  return {
    boss,
    working,
    pollIntervalMs: options.pollIntervalMs,
    handle(queue, handler, handlerOptions = {}) {
      handlers.set(queue, { handler, pollMs: handlerOptions.pollMs ?? options.pollIntervalMs });
    },
    async start() {
      if (!working || loops.length > 0) return;
      for (const [queue, { handler, pollMs }] of handlers) {
        loops.push(workLoop(boss, queue, handler, Math.max(MIN_POLL_MS, pollMs), log));
      }
      // A fresh site does its periodic work at once, not at the next minute.
      for (const queue of PERIODIC_QUEUES) {
        if (handlers.has(queue)) await boss.send(queue, {});
      }
    },
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}

interface WorkLoop {
  /** Takes no more jobs and resolves once the batch under way is done. */
  stop(): Promise<void>;
}

/**
 * Fetches a queue's jobs a batch at a time and hands them to `handler`,
 * waiting `pollMs` whenever the queue is empty. pg-boss's own `work()` does
 * the same, but its `stop()` does not wait for a fetch under way, whose jobs
 * then run on a closing process or wait out their expiry: this loop's `stop`
 * waits for it, so a worker stopped mid-burst leaves every job it did not
 * finish to the next worker at once.
 */
function workLoop(
  boss: PgBoss,
  queue: QueueName,
  handler: JobHandler,
  pollMs: number,
  log: FastifyBaseLogger,
): WorkLoop {
  let stopping = false;
  let wakeUp: (() => void) | null = null;
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const done = (async () => {
    while (!stopping) {
      let batch: PgBoss.JobWithMetadata<unknown>[] = [];
      try {
        batch = (await boss.fetch(queue, { batchSize: BATCH_SIZE, includeMetadata: true })) ?? [];
        if (batch.length > 0) await whileKeptAlive(boss, queue, batch, () => handler(batch), log);
      } catch (error) {
        log.error({ err: error, queue }, 'job handler failed');
        // Jobs the handler left active fail (and are retried) rather than wait for their expiry.
        if (batch.length > 0) {
          await boss
            .fail(
              queue,
              batch.map((job) => job.id),
            )
            .catch(() => undefined);
        }
      }
      if (batch.length === 0 && !stopping) await pause();
    }
  })();

  return {
    async stop() {
      stopping = true;
      wakeUp?.();
      await done;
    },
  };
}

/**
 * Runs `work` on `batch`, extending the expiry of the batch's jobs still active
 * every KEEP_ALIVE_INTERVAL_MS. pg-boss 10 has no keep-alive of its own: a job
 * expires `expire_in` after `started_on`, so the expiry is moved by setting
 * `expire_in` to the time elapsed plus JOB_EXPIRE_SECONDS.
 */
async function whileKeptAlive(
  boss: PgBoss,
  queue: QueueName,
  batch: PgBoss.JobWithMetadata<unknown>[],
  work: () => Promise<void>,
  log: FastifyBaseLogger,
): Promise<void> {
  const ids = batch.map((job) => job.id);
  const keepAlive = setInterval(() => {
    boss
      .getDb()
      .executeSql(
        `update ${JOB_SCHEMA}.job
            set expire_in = (now() - started_on) + make_interval(secs => $3)
          where name = $1 and id = any($2::uuid[]) and state = 'active'`,
        [queue, ids, JOB_EXPIRE_SECONDS],
      )
      .catch((error: unknown) => log.warn({ err: error, queue }, 'job keep-alive failed'));
  }, KEEP_ALIVE_INTERVAL_MS);
  try {
    await work();
  } finally {
    clearInterval(keepAlive);
  }
}
