import { CURRENCIES, type Currency } from '@club/contract/exchange-rates';
import type { ExchangeRatesSource, RatesOfDay } from './exchange-rates';

/**
 * Reference rates shipped with the API: units of each currency one US dollar
 * bought on this day (mid-market, rounded). Used when no rates service is
 * configured or the service cannot be reached; update it with a release.
 */
export const LOCAL_RATES_DATE = '2026-11-20';
export const LOCAL_USD_RATES: Readonly<Record<Currency, number>> = {
  USD: 1,
  EUR: 0.9235,
  GBP: 0.7862,
  JPY: 154.62,
  AUD: 1.5391,
  CAD: 1.3987,
  CHF: 0.8843,
  CNY: 7.2381,
  SEK: 10.9412,
  NZD: 1.7034,
  MXN: 20.2156,
  SGD: 1.3418,
  HKD: 7.7835,
  NOK: 11.0643,
  TRY: 34.5872,
  ZAR: 18.1204,
  BRL: 5.7931,
  INR: 84.4275,
  KRW: 1396.85,
  PLN: 4.0928,
};

/** Six significant digits: enough for a converter, and stable across bases. */
function round(value: number): number {
  return Number(value.toPrecision(6));
}

/** Rates of any of the currencies, crossed through the US dollar table. */
export function localRates(
  usdRates: Readonly<Partial<Record<Currency, number>>> = LOCAL_USD_RATES,
  date: string = LOCAL_RATES_DATE,
): ExchangeRatesSource {
  return {
    name: 'local',
    async latest(base): Promise<RatesOfDay> {
      const baseRate = usdRates[base];
      const rates: Partial<Record<Currency, number>> = {};
      if (baseRate) {
        for (const currency of CURRENCIES) {
          const rate = usdRates[currency];
          if (rate) rates[currency] = currency === base ? 1 : round(rate / baseRate);
        }
      }
      return { rates, date };
    },
  };
}
