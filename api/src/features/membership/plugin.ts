import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMembershipRoutes } from './routes';

/**
 * Memberships of the signed-in user's company (status, details, cancel and
 * resume auto-renewal) and their termination by admins.
 */
export const membershipPlugin: FastifyPluginAsyncZod = async (app) => {
  registerMembershipRoutes(app, app.ctx);
};
