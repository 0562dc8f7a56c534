import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMeRoutes } from './routes';

/** The signed-in user: GET /me. */
export const mePlugin: FastifyPluginAsyncZod = async (app) => {
  registerMeRoutes(app, app.ctx);
};
