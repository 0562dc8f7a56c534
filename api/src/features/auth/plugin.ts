import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAuthRoutes } from './routes';

/** Sign-in with one-time codes, sessions and the list of signed-in devices; only these routes read cookies. */
export const authPlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(cookie);
  registerAuthRoutes(app, app.ctx);
};
