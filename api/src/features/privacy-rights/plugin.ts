import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerPrivacyRightsRoutes } from './routes';

/** The member's rights over their data: download, correction, closure; corrections in the back office. */
export const privacyRightsPlugin: FastifyPluginAsyncZod = async (app) => {
  // Closing the account clears the refresh cookie (it reads none).
  await app.register(cookie);
  registerPrivacyRightsRoutes(app, app.ctx);
};
