import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerFirstStepsRoutes } from './routes';

/** A new member's first steps: the welcome checklist's state, and putting it away. */
export const firstStepsPlugin: FastifyPluginAsyncZod = async (app) => {
  registerFirstStepsRoutes(app, app.ctx);
};
