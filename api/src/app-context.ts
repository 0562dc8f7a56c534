import type { Adapters } from './adapters/adapters';
import type { AppConfig } from './config/app-config';
import type { Database, DatabaseHandle } from './db/database';
import type { AdjustableClock, Clock } from './lib/clock';
import type { JobRunner } from './platform/jobs/job-runner';
import type { ResponseCache } from './lib/response-cache';

/**
 * What features need from the infrastructure, reached one way: `app.ctx` in a
 * plugin, passed on to services as `ctx`.
 */
export interface AppContext {
  config: AppConfig;
  db: Database;
  /** The connection behind `db`, for the readiness probe, the metrics and the embedded database's backups. */
  database: Pick<DatabaseHandle, 'driver' | 'ping' | 'use' | 'embedded'>;
  clock: Clock;
  /** The same clock, movable by `POST /dev/clock`: only with DEV_CLOCK=1, else null. */
  devClock: AdjustableClock | null;
  adapters: Adapters;
  /** The job queue (pg-boss): background work registers its handlers here; `jobs.boss` for queue sizes. */
  jobs: JobRunner;
  /** Public lists kept in memory briefly; features invalidate their tag when they write. */
  responseCache: ResponseCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
