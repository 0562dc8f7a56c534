import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMembershipRoutes } from './routes';

/** Membership of the signed-in user's company. */
export const membershipPlugin: FastifyPluginAsyncZod = async (app) => {
  registerMembershipRoutes(app, app.ctx);
};
