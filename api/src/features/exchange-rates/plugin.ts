import { exchangeRatesEndpoints } from '@club/contract/exchange-rates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/endpoints';
import { createRatesService } from './service';

/** GET /exchange-rates/{base}: the currency converter's rates, never fetched by the browser itself. */
export const exchangeRatesPlugin: FastifyPluginAsyncZod = async (app) => {
  const rates = createRatesService(app.ctx.adapters.exchangeRates, app.ctx.clock);
  registerEndpoints(app, exchangeRatesEndpoints, {
    latest: {
      description:
        'From the configured rates service (cached for an hour), else the dated table shipped ' +
        'with the API; `source` and `date` say which.',
      handler: async (request, reply) => {
        reply.header('cache-control', 'public, max-age=600');
        return rates.latest(request.params.base, request.log);
      },
    },
  });
};
