import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import fp from 'fastify-plugin';
import { hostNamesThisMachine } from '../http/loopback-only';
import { parseHost, sameHost } from '../lib/host-header';
import {
  httpRequestDuration,
  httpRequestQueries,
  httpRequests,
  metricsRegistry,
  watchDatabase,
} from '../platform/metrics/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where `/metrics` is served once the app is ready (METRICS_PORT), else null. */
    metricsUrl(): string | null;
  }
}

/** Requests that match no route share one label, so unknown URLs add no series. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * 421 Misdirected Request: this listener does not serve the name the request
 * was sent to. Not 403: no credential would change the answer, and a scraper
 * set up with the wrong address reads what to fix.
 */
const MISDIRECTED = 421;

/**
 * This machine's own addresses as a `Host` header writes them (`10.0.3.7`,
 * `[fd00::7]`): what a scraper that finds each process by DNS (Prometheus's
 * dns_sd_configs, one target per container) sends. A page whose DNS name was
 * rebound here still sends its own name, never one of these.
 */
function ownAddresses(): Set<string> {
  return new Set(
    Object.values(networkInterfaces()).flatMap((entries) =>
      (entries ?? []).map(({ address, family }) =>
        family === 'IPv6' ? `[${address.toLowerCase()}]` : address,
      ),
    ),
  );
}

/**
 * Counts every answered request by its route pattern, method and status, with
 * its duration and database statements, and, with METRICS_PORT set, serves
 * the process's metrics at `/metrics` on a listener of its own
 * (METRICS_HOST:METRICS_PORT): the public port never shows them, and the
 * metrics port can stay on a private address without a token to manage. It
 * answers only requests whose `Host` names this machine at its port, or one of
 * METRICS_ALLOWED_HOSTS: a web page whose DNS name was rebound to the metrics
 * address sends its own name, so a visitor's browser cannot read them for it.
 */
export const metricsPlugin = fp(
  async (app) => {
    const { config, database } = app.ctx;
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      const method = request.method;
      httpRequests.inc({ route, method, status_code: String(reply.statusCode) });
      httpRequestDuration.observe({ route, method }, reply.elapsedTime / 1000);
      httpRequestQueries.observe({ route, method }, request.queryCount?.value ?? 0);
      done();
    });
    const unwatch = watchDatabase(() => database.use());
    app.addHook('onClose', async () => {
      unwatch();
    });

    let server: Server | null = null;
    app.decorate('metricsUrl', () => {
      const address = server?.address() as AddressInfo | null | undefined;
      if (!address) return null;
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return `http://${host}:${address.port}/metrics`;
    });
    if (config.metricsPort === null) return;
    const port = config.metricsPort;

    const addresses = ownAddresses();
    const scraperHost = (header: string | undefined, listenerPort: number): boolean => {
      const host = parseHost(header ?? '');
      return (
        hostNamesThisMachine(header, listenerPort) ||
        (host !== null && host.port === listenerPort && addresses.has(host.name)) ||
        (host !== null && config.metricsAllowedHosts.some((allowed) => sameHost(host, allowed)))
      );
    };

    app.addHook('onReady', async () => {
      const listener = createServer((request, response) => {
        const { port: listenerPort } = listener.address() as AddressInfo;
        if (!scraperHost(request.headers.host, listenerPort)) {
          response.writeHead(MISDIRECTED).end();
          return;
        }
        if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
          response.writeHead(404).end();
          return;
        }
        metricsRegistry.metrics().then(
          (text) => {
            response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text);
          },
          (error: unknown) => {
            app.log.error({ err: error }, 'metrics could not be collected');
            response.writeHead(500).end();
          },
        );
      });
      await new Promise<void>((resolve, reject) => {
        listener.once('error', reject);
        listener.listen(port, config.metricsHost, () => resolve());
      });
      server = listener;
      app.log.info({ url: app.metricsUrl() }, 'metrics listener ready');
    });
    app.addHook('onClose', async () => {
      const listener = server;
      server = null;
      if (listener) {
        listener.closeAllConnections();
        await new Promise<void>((resolve) => listener.close(() => resolve()));
      }
    });
  },
  { name: 'metrics', fastify: '5.x', dependencies: ['app-context'] },
);
