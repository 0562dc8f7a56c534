import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerPreferenceRoutes } from './routes';

/** Notification preferences: which channels each kind of message goes on, per member. */
export const notificationPreferencesPlugin: FastifyPluginAsyncZod = async (app) => {
  registerPreferenceRoutes(app, app.ctx);
};
