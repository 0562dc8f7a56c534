import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerPurchaseRoutes, registerTestCheckoutRoutes, webhookRoutes } from './routes';

/**
 * Buying a membership: choose a plan, pay by card (Razorpay, or the local test
 * provider), the provider's webhook. Activation happens exactly once.
 */
export const paymentsPlugin: FastifyPluginAsyncZod = async (app) => {
  registerPurchaseRoutes(app, app.ctx);
  await app.register(webhookRoutes);
  if (app.ctx.adapters.payments.testCheckout) registerTestCheckoutRoutes(app, app.ctx);
};
