import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerNewsRoutes } from './routes';

/** News, public: a page at a time, and one item. */
export const newsPlugin: FastifyPluginAsyncZod = async (app) => {
  registerNewsRoutes(app, app.ctx);
};
