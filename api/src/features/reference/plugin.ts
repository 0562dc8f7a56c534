import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerReferenceRoutes } from './routes';

/** Reference data: states, categories, firm types, revenue bands, membership types. */
export const referencePlugin: FastifyPluginAsyncZod = async (app) => {
  registerReferenceRoutes(app, app.ctx);
};
