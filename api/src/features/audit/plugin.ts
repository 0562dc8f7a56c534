import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAuditRoutes } from './routes';

/** The audit trail, for admins: who changed what in the back office, and who exported data. */
export const auditPlugin: FastifyPluginAsyncZod = async (app) => {
  registerAuditRoutes(app, app.ctx);
};
