import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerOptInRoutes, whatsAppWebhookRoutes } from './routes';

/** WhatsApp as a message channel: members' opt-in, and its webhook (statuses and STOP replies). */
export const whatsAppPlugin: FastifyPluginAsyncZod = async (app) => {
  registerOptInRoutes(app, app.ctx);
  await app.register(whatsAppWebhookRoutes);
};
