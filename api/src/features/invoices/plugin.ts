import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerInvoiceRoutes } from './routes';

/** GST tax invoices of membership payments: the list and the PDFs, own companies only. */
export const invoicesPlugin: FastifyPluginAsyncZod = async (app) => {
  registerInvoiceRoutes(app, app.ctx);
};
