import * as z from 'zod/mini';
import { defineEndpoints } from '@club/contract/endpoint';

/** The currencies the converter offers, and its defaults. */
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'AUD',
  'CAD',
  'CHF',
  'CNY',
  'SEK',
  'NZD',
  'MXN',
  'SGD',
  'HKD',
  'NOK',
  'TRY',
  'ZAR',
  'BRL',
  'INR',
  'KRW',
  'PLN',
] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;
export const DEFAULT_FROM_CURRENCY: Currency = 'USD';
export const DEFAULT_TO_CURRENCY: Currency = 'INR';

/** GET /exchange-rates/{base} */
export const exchangeRatesParamsSchema = z.object({ base: currencySchema });

/**
 * The latest rates of one currency: how many units of each other currency one
 * unit buys. A currency the source has no rate for is missing from `rates`.
 */
export const exchangeRatesResponseSchema = z.object({
  base: currencySchema,
  rates: z.record(z.string(), z.number().check(z.positive())),
  /** `live`: the public rates service; `local`: the dated table shipped with the API. */
  source: z.enum(['live', 'local']),
  /** The day the rates are from, YYYY-MM-DD. */
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export type ExchangeRatesResponse = z.infer<typeof exchangeRatesResponseSchema>;

export const exchangeRatesEndpoints = defineEndpoints({
  latest: {
    method: 'GET',
    path: '/exchange-rates/:base',
    access: 'public',
    tag: 'Reference data',
    summary: 'The latest rates of one of the 20 currencies',
    params: exchangeRatesParamsSchema,
    response: exchangeRatesResponseSchema,
  },
});
