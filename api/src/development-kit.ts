import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LocalStandIns } from './adapters/adapters';
import type { AppContext } from './app-context';
import type { AppConfig } from './config/app-config';
import type { DatabaseHandle } from './db/database';
import type { AdjustableClock, Clock } from './lib/clock';

export type { LocalServices } from './adapters/adapters';

/**
 * The development kit: the test doubles and tools a development or test API
 * uses instead of (or besides) real services. Its code lives in `src/dev/`,
 * which the production code never imports: `loadDevelopmentKit` loads it with
 * a dynamic `import()` (its own bundle, `dist/dev.mjs`), so `dist/main.mjs`
 * holds none of it. Each piece is present only when its setting is on.
 */
export interface DevelopmentKit extends LocalStandIns {
  /**
   * DEV_MAILBOX=1 or PAYMENTS=test: creates the kit's tables from its own
   * migrations, after the production ones (production's hold none of them).
   */
  migrate?(database: DatabaseHandle): Promise<void>;
  /** DEV_CLOCK=1: the API's clock made movable (forward only) by `POST /dev/clock`. */
  clock?(base: Clock): AdjustableClock;
  /**
   * PAYMENTS=test: the test provider's renewal charges that are due, posted to
   * the API's own webhook; the membership jobs run it first. How many it posted.
   */
  deliverTestCharges?(app: FastifyInstance, log: FastifyBaseLogger): Promise<number>;
  /** DEMO_DATA (embedded database, never production): every feature's demo data, where missing. */
  seedDemoData?(ctx: Pick<AppContext, 'db' | 'clock' | 'adapters'>): Promise<void>;
  /**
   * The development routes, each only when its setting is on: the mailbox
   * (`/dev/mailbox`, `/dev/outbox`), the clock (`/dev/clock`), the test
   * subscriptions' next charge and the test checkout's capture.
   */
  routes: FastifyPluginAsyncZod;
}

/** Whether any setting asks for a piece of the kit; production never does. */
export function wantsDevelopmentKit(config: AppConfig): boolean {
  if (config.isProduction) return false;
  return config.devMailbox || config.devClock || config.demoData || config.payments === 'test';
}

/**
 * The development kit when a setting asks for it, else null (always in
 * production, whose configuration refuses every development setting).
 */
export async function loadDevelopmentKit(config: AppConfig): Promise<DevelopmentKit | null> {
  if (!wantsDevelopmentKit(config)) return null;
  const { createDevelopmentKit } = await import('./dev/index');
  return createDevelopmentKit(config);
}
