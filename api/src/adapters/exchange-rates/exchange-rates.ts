import type { Currency } from '@club/contract/exchange-rates';

/** The latest rates of one currency: units of each other currency one unit buys. */
export interface RatesOfDay {
  rates: Partial<Record<Currency, number>>;
  /** The day the rates are from, YYYY-MM-DD. */
  date: string;
}

/** Where exchange rates come from: a public rates service, or the table shipped with the API. */
export interface ExchangeRatesSource {
  readonly name: 'live' | 'local';
  latest(base: Currency): Promise<RatesOfDay>;
  close?(): Promise<void>;
}
