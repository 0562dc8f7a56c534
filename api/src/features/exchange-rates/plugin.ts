import {
  exchangeRatesParamsSchema,
  exchangeRatesResponseSchema,
} from '@club/shared/contract/exchange-rates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/zod-app';
import { createRatesService } from './service';

/** GET /exchange-rates/{base}: the currency converter's rates, never fetched by the browser itself. */
export const exchangeRatesPlugin: FastifyPluginAsyncZod = async (app) => {
  const rates = createRatesService(app.ctx.adapters.exchangeRates, app.ctx.clock);
  app.get(
    '/exchange-rates/:base',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Reference data'],
        summary: 'The latest rates of one of the 20 currencies',
        description:
          'From the configured rates service (cached for an hour), else the dated table shipped ' +
          'with the API; `source` and `date` say which.',
        params: exchangeRatesParamsSchema,
        response: { 200: exchangeRatesResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return rates.latest(request.params.base, request.log);
    },
  );
};
