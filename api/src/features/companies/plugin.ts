import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCompanyRoutes } from './routes';

/** Member directories (public and signed-in) and company profiles. */
export const companiesPlugin: FastifyPluginAsyncZod = async (app) => {
  registerCompanyRoutes(app, app.ctx);
};
