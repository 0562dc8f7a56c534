import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminMemberRoutes } from './routes';

/**
 * The back office's members (admins only): the overview's figures, the list
 * and its CSV export, a company's page, and resending its invoice or a
 * sign-in code. Termination is the membership feature's route.
 */
export const adminMembersPlugin: FastifyPluginAsyncZod = async (app) => {
  registerAdminMemberRoutes(app, app.ctx);
};
