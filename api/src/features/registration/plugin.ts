import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRegistrationRoutes } from './routes';

/** Business registration: POST /register, finished by POST /auth/otp/verify. */
export const registrationPlugin: FastifyPluginAsyncZod = async (app) => {
  registerRegistrationRoutes(app, app.ctx);
};
