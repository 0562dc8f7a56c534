import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerNewsletterRoutes } from './routes';

/** India Insights by e-mail: sign up, confirm and leave by link; the counts and export for admins. */
export const newsletterPlugin: FastifyPluginAsyncZod = async (app) => {
  registerNewsletterRoutes(app, app.ctx);
};
