import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerDevMailboxRoutes } from './dev-mailbox-routes';

/** The development mailbox (/dev/outbox, /dev/mailbox): never in production. */
export const devMailboxPlugin: FastifyPluginAsyncZod = async (app) => {
  if (app.ctx.config.isProduction) return;
  registerDevMailboxRoutes(app, app.ctx);
};
