import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerPrivacyRoutes } from './routes';

/** Privacy: a user's optional consents, the Grievance Officer, and grievances. */
export const privacyPlugin: FastifyPluginAsyncZod = async (app) => {
  registerPrivacyRoutes(app, app.ctx);
};
