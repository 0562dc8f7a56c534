import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerDevMailboxRoutes } from './dev-mailbox-routes';

/**
 * The development mailbox (/dev/outbox, /dev/mailbox): only when DEV_MAILBOX=1
 * (which the configuration refuses in production and off loopback).
 */
export const devMailboxPlugin: FastifyPluginAsyncZod = async (app) => {
  if (!app.ctx.config.devMailbox) return;
  registerDevMailboxRoutes(app, app.ctx);
};
