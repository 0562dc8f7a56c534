import fp from 'fastify-plugin';
import { closeAdapters, createAdapters, type Adapters } from '../adapters/adapters';
import '../app-context';
import type { AppConfig } from '../config/app-config';
import { openAppDatabase } from '../db/app-database';
import type { DatabaseHandle } from '../db/database';
import type { DevelopmentKit } from '../development-kit';
import { systemClock, type Clock } from '../lib/clock';
import { createResponseCache } from '../lib/response-cache';
import { openJobRunner } from '../platform/jobs/job-runner';
import { reportQueueMetrics } from '../platform/jobs/queue-metrics';
import { requeueUndelivered } from '../platform/outbox/repository';

export interface AppContextOptions {
  config: AppConfig;
  /** An open, migrated database the caller keeps and closes (tests); else the app opens its own. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Adapters to use instead of the configured ones (tests). */
  adapters?: Partial<Adapters>;
  /** The development kit, when a development setting asked for it (never in production). */
  devKit: DevelopmentKit | null;
}

/**
 * Opens the database, the adapters and the job queue and decorates the app
 * with `ctx`; closes them when the app closes (after the features, which close first).
 */
export const appContextPlugin = fp<AppContextOptions>(
  async (app, options) => {
    const { config } = options;
    const database = options.database ?? (await openAppDatabase(config, app.log));
    if (!options.database) {
      app.addHook('onClose', () => database.close());
      // The development kit's tables come from its own migrations (a given database has them).
      await options.devKit?.migrate?.(database);
    }
    // DEV_CLOCK=1: a clock tests on this machine can move forward (a test's own clock already can).
    const given = options.clock ?? systemClock;
    const devClock = (config.devClock && options.devKit?.clock?.(given)) || null;
    const clock = devClock ?? given;
    const adapters = createAdapters(
      config,
      app.log,
      { db: database.db, clock, devKit: options.devKit },
      options.adapters,
    );
    // Hooks run last-added first: the cache and the adapters close before the database.
    app.addHook('onClose', () => closeAdapters(adapters));
    const responseCache = await createResponseCache(database);
    app.addHook('onClose', () => responseCache.close());
    const jobs = await openJobRunner({
      database,
      work: config.workJobs,
      pollIntervalMs: config.outboxPollIntervalMs,
      log: app.log.child({ component: 'jobs' }),
      afterInstall: async () => {
        const requeued = await requeueUndelivered(database.db);
        if (requeued > 0) app.log.info({ requeued }, 'messages queued before jobs now have theirs');
      },
    });
    // Jobs are worked once every plugin has registered its handlers; on close the jobs under
    // way finish first (added last, this hook runs before the adapters and the database close).
    app.addHook('onReady', () => jobs.start());
    reportQueueMetrics(jobs);
    app.addHook('onClose', () => jobs.stop());
    app.decorate('ctx', {
      config,
      db: database.db,
      database,
      clock,
      devClock,
      adapters,
      jobs,
      responseCache,
    });
  },
  { name: 'app-context', fastify: '5.x' },
);
