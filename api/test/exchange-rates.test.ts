import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exchangeRatesResponseSchema } from '@club/contract/exchange-rates';
import { afterEach, describe, expect, it } from 'vitest';
import { liveRates } from '../src/adapters/exchange-rates/live-exchange-rates';
import {
  LOCAL_RATES_DATE,
  LOCAL_USD_RATES,
  localRates,
} from '../src/adapters/exchange-rates/local-exchange-rates';
import { buildTestApp, MINUTE } from './helpers/test-app';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A rates service on 127.0.0.1 answering like open.er-api.com; `status` can make it fail. */
async function ratesService() {
  const state = { status: 200, requests: [] as string[] };
  const server = createServer((request, response) => {
    state.requests.push(request.url ?? '');
    const base = (request.url ?? '').split('/').at(-1) ?? '';
    if (state.status !== 200) {
      response.writeHead(state.status).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        result: 'success',
        base_code: base,
        time_last_update_unix: Date.UTC(2026, 10, 22, 0, 0, 1) / 1000,
        rates: { [base]: 1, INR: 84.5, EUR: 0.92, XAU: 0.0004 },
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v6/latest`, state };
}

describe('GET /exchange-rates/{base}', () => {
  it('answers from the dated local table by default, crossed to any base', async () => {
    const { app } = await buildTestApp();
    const usd = await app.inject({ method: 'GET', url: '/exchange-rates/USD' });
    expect(usd.statusCode).toBe(200);
    const body = exchangeRatesResponseSchema.parse(usd.json());
    expect(body).toMatchObject({ base: 'USD', source: 'local', date: LOCAL_RATES_DATE });
    expect(body.rates.INR).toBe(LOCAL_USD_RATES.INR);
    expect(Object.keys(body.rates)).toHaveLength(20);

    const inr = exchangeRatesResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/exchange-rates/INR' })).json(),
    );
    // Six significant digits.
    expect(inr.rates.USD).toBe(Number((1 / LOCAL_USD_RATES.INR).toPrecision(6)));
    expect(inr.rates.INR).toBe(1);
  });

  it('refuses a currency outside the 20', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/exchange-rates/XAU' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('base');
  });

  it('uses the rates service when configured, cached for an hour, and says so', async () => {
    const service = await ratesService();
    const { app, clock } = await buildTestApp({ env: { EXCHANGE_RATES_URL: service.url } });
    const first = await app.inject({ method: 'GET', url: '/exchange-rates/GBP' });
    expect(first.json()).toEqual({
      base: 'GBP',
      rates: { GBP: 1, INR: 84.5, EUR: 0.92 },
      source: 'live',
      date: '2026-11-22',
    });
    expect(service.state.requests).toEqual(['/v6/latest/GBP']);

    clock.advance(59 * MINUTE);
    await app.inject({ method: 'GET', url: '/exchange-rates/GBP' });
    expect(service.state.requests).toHaveLength(1);
    clock.advance(2 * MINUTE);
    await app.inject({ method: 'GET', url: '/exchange-rates/GBP' });
    expect(service.state.requests).toHaveLength(2);
  });

  it('falls back to the local table when the service fails, and tries it again later', async () => {
    const service = await ratesService();
    service.state.status = 503;
    const { app, clock } = await buildTestApp({ env: { EXCHANGE_RATES_URL: service.url } });
    const fallback = await app.inject({ method: 'GET', url: '/exchange-rates/USD' });
    expect(fallback.json()).toMatchObject({ source: 'local', date: LOCAL_RATES_DATE });

    service.state.status = 200;
    clock.advance(6 * MINUTE);
    const live = await app.inject({ method: 'GET', url: '/exchange-rates/USD' });
    expect(live.json()).toMatchObject({ source: 'live', date: '2026-11-22' });
  });
});

describe('exchange-rate sources', () => {
  it('live: refuses an answer for another base, and an unreachable service', async () => {
    const service = await ratesService();
    const source = liveRates(service.url);
    await expect(source.latest('JPY')).resolves.toMatchObject({ rates: { JPY: 1, INR: 84.5 } });
    await expect(liveRates('http://127.0.0.1:9/v6/latest').latest('USD')).rejects.toThrow();
  });

  it('local: a currency missing from the table is missing from the rates', async () => {
    const { INR: _missing, ...withoutRupee } = LOCAL_USD_RATES;
    const source = localRates(withoutRupee, '2026-01-01');
    const rates = await source.latest('USD');
    expect(rates.rates.INR).toBeUndefined();
    expect(rates.rates.EUR).toBe(LOCAL_USD_RATES.EUR);
    expect(await source.latest('INR')).toEqual({ rates: {}, date: '2026-01-01' });
  });
});
