import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerGstReturnRoutes } from './routes';

/** The back office's GST returns: a month's GSTR-1 on screen and as CSV or portal JSON. */
export const gstReturnsPlugin: FastifyPluginAsyncZod = async (app) => {
  registerGstReturnRoutes(app, app.ctx);
};
