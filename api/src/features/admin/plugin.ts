import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantAdminRoles } from './grant-admin-roles';

/** Administration: for now, the admin role for ADMIN_EMAILS at start-up. */
export const adminPlugin: FastifyPluginAsyncZod = async (app) => {
  await grantAdminRoles(app.ctx.db, app.ctx.config.adminEmails, app.log);
};
