import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerVisitorRoutes } from './routes';

/** Visitors: members invite guests to chapter meetings; guests register, come, and may join. */
export const visitorsPlugin: FastifyPluginAsyncZod = async (app) => {
  registerVisitorRoutes(app, app.ctx);
};
