import type { FastifyRequest } from 'fastify';
import { parseHost, sameHost } from '../lib/host-header';
import { notFound } from './app-error';

const LOOPBACK_ADDRESS = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

/** This machine by name: a page of another site that a DNS answer points here names its own. */
const LOCAL_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Whether a `Host` header names this machine (localhost, 127.0.0.1 or [::1]),
 * with any port or, when `port` is given, with that one. A page whose DNS name
 * was rebound to this machine still sends its own name, so it never passes.
 */
export function hostNamesThisMachine(header: string | undefined, port?: number): boolean {
  const host = parseHost(header ?? '');
  return host !== null && LOCAL_NAMES.some((name) => sameHost(host, { name, port: port ?? null }));
}

/** A page of this machine, when a browser says where the request comes from. */
const LOCAL_ORIGIN = /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/**
 * Headers that proxies, load balancers and CDNs add to what they relay (the
 * standard ones, the de-facto X-Forwarded-* family, and the vendors' own).
 */
const PROXY_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'true-client-ip',
  'client-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-proxyuser-ip',
  'fastly-client-ip',
  'fly-client-ip',
  'x-azure-clientip',
  'x-appengine-user-ip',
]);
const PROXY_HEADER_PREFIXES = ['x-forwarded-', 'x-original-', 'cf-', 'x-envoy-', 'x-amzn-'];

function relayedByAProxy(request: FastifyRequest): boolean {
  return Object.keys(request.headers).some(
    (name) =>
      PROXY_HEADERS.has(name) || PROXY_HEADER_PREFIXES.some((prefix) => name.startsWith(prefix)),
  );
}

/**
 * The guard of the development tools (`access: 'this-machine'`): only a
 * browser or script on this machine reaches them. The connection comes from
 * loopback, the Host names this machine (localhost, 127.0.0.1 or [::1], with
 * any port: a rebound DNS name does not), a browser's Origin, when sent, is a
 * page of this machine, and no proxy relayed it (a proxy on the same machine
 * would otherwise make every visitor look local). Everyone else gets 404, as
 * if the tools did not exist.
 */
export async function onlyFromThisMachine(request: FastifyRequest): Promise<void> {
  const origin = request.headers.origin;
  const local =
    LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? '') &&
    hostNamesThisMachine(request.headers.host) &&
    (origin === undefined || LOCAL_ORIGIN.test(origin)) &&
    !relayedByAProxy(request);
  if (!local) {
    const path = request.url.split('?')[0] ?? request.url;
    throw notFound(`There is no ${request.method} ${path}.`);
  }
}
