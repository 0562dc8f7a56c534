import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerInquiryRoutes } from './routes';

/** The three inquiry forms of the site reach the club's inbox, which admins work through. */
export const inquiriesPlugin: FastifyPluginAsyncZod = async (app) => {
  registerInquiryRoutes(app, app.ctx);
};
