import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerLeadRoutes } from './routes';

/** Leads: browse, post, save, delete, and the alerts of followed subcategories. */
export const leadsPlugin: FastifyPluginAsyncZod = async (app) => {
  registerLeadRoutes(app, app.ctx);
};
