import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerExchangeRateRoutes } from './routes';

/** GET /exchange-rates/{base}: the currency converter's rates, never fetched by the browser itself. */
export const exchangeRatesPlugin: FastifyPluginAsyncZod = async (app) => {
  registerExchangeRateRoutes(app, app.ctx);
};
