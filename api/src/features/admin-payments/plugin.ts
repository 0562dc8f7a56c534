import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminPaymentRoutes } from './routes';

/** The back office's payments: every charge, full refunds with GST credit notes. */
export const adminPaymentsPlugin: FastifyPluginAsyncZod = async (app) => {
  registerAdminPaymentRoutes(app, app.ctx);
};
