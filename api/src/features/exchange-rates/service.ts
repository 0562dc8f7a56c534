import type { Currency, ExchangeRatesResponse } from '@club/contract/exchange-rates';
import type { FastifyBaseLogger } from 'fastify';
import type { ExchangeRatesSource } from '../../adapters/exchange-rates/exchange-rates';
import { localRates } from '../../adapters/exchange-rates/local-exchange-rates';
import type { Clock } from '../../lib/clock';

/** Rates are kept for an hour: public services update daily at most. */
export const RATES_CACHE_MS = 60 * 60_000;
/** After the service failed, the local table is served for 5 minutes before it is tried again. */
export const FALLBACK_CACHE_MS = 5 * 60_000;

interface Cached {
  value: ExchangeRatesResponse;
  until: number;
}

/**
 * The latest rates of a currency: from the configured source, cached for an
 * hour; when that source cannot be reached, from the table shipped with the
 * API. The answer says which source and which day it used.
 */
export function createRatesService(source: ExchangeRatesSource, clock: Clock) {
  const cache = new Map<Currency, Cached>();
  const fallback = localRates();

  async function fetchRates(base: Currency, log: FastifyBaseLogger): Promise<Cached> {
    const now = clock.now().getTime();
    try {
      const { rates, date } = await source.latest(base);
      return { value: { base, rates, source: source.name, date }, until: now + RATES_CACHE_MS };
    } catch (error) {
      log.warn({ err: error, base }, 'exchange rates service unreachable; using the local table');
      const { rates, date } = await fallback.latest(base);
      return { value: { base, rates, source: 'local', date }, until: now + FALLBACK_CACHE_MS };
    }
  }

  return {
    async latest(base: Currency, log: FastifyBaseLogger): Promise<ExchangeRatesResponse> {
      const cached = cache.get(base);
      if (cached && cached.until > clock.now().getTime()) return cached.value;
      const fresh = await fetchRates(base, log);
      cache.set(base, fresh);
      return fresh.value;
    },
  };
}
