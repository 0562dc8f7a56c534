import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEventRoutes } from './routes';

/** Chapters and their meetings: answers and tickets, check-in, staff changes and attendance. */
export const eventsPlugin: FastifyPluginAsyncZod = async (app) => {
  registerEventRoutes(app, app.ctx);
};
