/**
 * The development kit (see `DevelopmentKit` in ../development-kit.ts): loaded
 * only by `loadDevelopmentKit`, when a development setting is on, and built
 * into its own bundle (`dist/dev.mjs`). Production code never imports this
 * folder; this folder may import the features (demo data, repositories).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config/app-config';
import type { DevelopmentKit } from '../development-kit';
import { seedDemoData } from './demo-data/seed-demo-data';
import { adjustableClock, isAdjustableClock } from './dev-clock';
import { migrateDevKitTables } from './dev-kit-migrations';
import { devMailboxSender } from './mailbox/dev-mailbox-sender';
import { devMailboxPlugin } from './mailbox/plugin';
import { localPayments } from './payments/local-payments';
import { deliverTestCharges } from './payments/test-charges';
import { registerTestCheckoutRoutes } from './payments/test-checkout-routes';
import { devToolsPlugin } from './tools/plugin';

/** The local test provider's checkout (whenever the provider has one). */
const testCheckoutPlugin: FastifyPluginAsyncZod = async (app) => {
  if (app.ctx.adapters.payments.testCheckout) registerTestCheckoutRoutes(app, app.ctx);
};

/** Each in its own encapsulation context, as the features are. */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(devMailboxPlugin);
  await app.register(devToolsPlugin);
  await app.register(testCheckoutPlugin);
};

export function createDevelopmentKit(config: AppConfig): DevelopmentKit {
  const kit: DevelopmentKit = { routes: devRoutes };
  // The mailbox and the test provider keep their records in the kit's own tables.
  if (config.devMailbox || config.payments === 'test') kit.migrate = migrateDevKitTables;
  if (config.devClock) {
    // A test's own clock can move already: it is used as it is.
    kit.clock = (base) => (isAdjustableClock(base) ? base : adjustableClock(base));
  }
  if (config.devMailbox) {
    kit.mailbox = (local, channel) => devMailboxSender(local.db, local.clock, channel);
  }
  if (config.payments === 'test') {
    kit.paymentProvider = (local) => localPayments({ ...local, publicUrl: config.publicUrl });
    kit.deliverTestCharges = deliverTestCharges;
  }
  if (config.demoData) kit.seedDemoData = (ctx) => seedDemoData(ctx);
  return kit;
}
