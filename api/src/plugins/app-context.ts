import fp from 'fastify-plugin';
import { closeAdapters, createAdapters, type Adapters } from '../adapters/adapters';
import '../app-context';
import type { AppConfig } from '../config/app-config';
import { openAppDatabase } from '../db/app-database';
import type { DatabaseHandle } from '../db/database';
import type { DevelopmentKit } from '../development-kit';
import { systemClock, type Clock } from '../lib/clock';
import { createResponseCache } from '../lib/response-cache';

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
 * Opens the database and the adapters and decorates the app with `ctx`; closes
 * them when the app closes (after the features, which close first).
 */
export const appContextPlugin = fp<AppContextOptions>(
  async (app, options) => {
    const { config } = options;
    const database = options.database ?? (await openAppDatabase(config, app.log));
    if (!options.database) app.addHook('onClose', () => database.close());
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
    app.decorate('ctx', {
      config,
      db: database.db,
      database,
      clock,
      devClock,
      adapters,
      responseCache,
    });
  },
  { name: 'app-context', fastify: '5.x' },
);
