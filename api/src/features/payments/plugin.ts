import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerPurchaseRoutes, webhookRoutes } from './routes';

/**
 * Buying a membership: choose a plan, pay by card (Razorpay, or the local test
 * provider), the provider's webhook. Activation happens exactly once. The test
 * provider's checkout route comes with the development kit (src/dev).
 */
export const paymentsPlugin: FastifyPluginAsyncZod = async (app) => {
  registerPurchaseRoutes(app, app.ctx);
  await app.register(webhookRoutes);
};
