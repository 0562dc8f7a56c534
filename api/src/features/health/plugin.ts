import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerHealthRoutes } from './routes';

/** Liveness and readiness probes. */
export const healthPlugin: FastifyPluginAsyncZod = async (app) => {
  registerHealthRoutes(app, app.ctx.database);
};
