import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerPresignRoutes, registerReceiveRoute } from './routes';

/**
 * Upload links for every upload of the site (company logos, lead and news
 * images), and, for the local storage, the PUT that receives the files.
 */
export const uploadsPlugin: FastifyPluginAsyncZod = async (app) => {
  registerPresignRoutes(app, app.ctx);
  if (app.ctx.adapters.storage.uploadReceiver) {
    // Its own scope: raw bodies are parsed for this route only.
    await app.register(async (scope) => registerReceiveRoute(scope, app.ctx));
  }
};
