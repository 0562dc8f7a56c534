import { CURRENCIES, type Currency } from '@club/contract/exchange-rates';
import { z } from 'zod';
import type { ExchangeRatesSource, RatesOfDay } from './exchange-rates';

const TIMEOUT_MS = 5000;

/** The answer of open.er-api.com's `/v6/latest/<base>` (and services shaped like it). */
const answerSchema = z.object({
  result: z.literal('success'),
  base_code: z.string(),
  time_last_update_unix: z.number(),
  rates: z.record(z.string(), z.number()),
});

/**
 * Rates from a public rates service: GET `<url>/<base>`, answered like
 * open.er-api.com. Throws when the service cannot be reached or answers
 * something else, so the caller can fall back to the local table.
 */
export function liveRates(url: string): ExchangeRatesSource {
  const root = url.replace(/\/+$/, '');
  return {
    name: 'live',
    async latest(base): Promise<RatesOfDay> {
      const response = await fetch(`${root}/${base}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`The rates service answered HTTP ${response.status}`);
      const answer = answerSchema.parse(await response.json());
      if (answer.base_code !== base) throw new Error(`Asked for ${base}, got ${answer.base_code}`);
      const rates: Partial<Record<Currency, number>> = {};
      for (const currency of CURRENCIES) {
        const rate = answer.rates[currency];
        if (typeof rate === 'number' && rate > 0) rates[currency] = rate;
      }
      const date = new Date(answer.time_last_update_unix * 1000).toISOString().slice(0, 10);
      return { rates, date };
    },
  };
}
