import { exchangeRatesEndpoints } from '@club/contract/exchange-rates';
import type { AppContext } from '../../app-context';
import { registerEndpoints } from '../../http/endpoints';
import type { ZodApp } from '../../http/zod-app';
import { createRatesService } from './service';

export function registerExchangeRateRoutes(app: ZodApp, ctx: AppContext): void {
  const rates = createRatesService(ctx.adapters.exchangeRates, ctx.clock);
  registerEndpoints(app, exchangeRatesEndpoints, {
    latest: {
      description:
        'From the configured rates service (cached for an hour), else the dated table shipped ' +
        'with the API; `source` and `date` say which.',
      cache: 'public, max-age=600',
      handler: async (request) => rates.latest(request.params.base, request.log),
    },
  });
}
