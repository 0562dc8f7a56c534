import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerOneToOneRoutes } from './routes';

/** 1-to-1s between members: proposed with up to three times, agreed, logged afterwards. */
export const oneToOnesPlugin: FastifyPluginAsyncZod = async (app) => {
  registerOneToOneRoutes(app, app.ctx);
};
