/**
 * fetch for the topology's tools (`pnpm topology status`, the bench, the edge's
 * test): HTTPS trusts the given CA, the topology's own by default
 * (.topology/tls/ca.pem), and only it; no certificate check is switched off.
 * Plain HTTP, to a process's own port, goes as usual.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Agent, fetch } from 'undici';
import { edgeCertificateFiles } from './edge-certificate.mjs';
import { paths } from './layout.mjs';

/**
 * A fetch whose HTTPS requests trust the CA in `caFile` (read at the first one).
 * Like fetch, it fails only by rejecting: without the CA file (a topology never
 * started) an HTTPS request rejects, saying so, so that a caller asking whether
 * the edge is up learns "no" instead of crashing.
 * @param {string} caFile
 * @returns {typeof fetch}
 */
export function fetchTrusting(caFile) {
  /** @type {Agent | undefined} */
  let agent;
  return async (url, init = {}) => {
    if (new URL(String(url)).protocol !== 'https:') return fetch(url, init);
    if (!agent) {
      if (!existsSync(caFile)) {
        throw new Error(
          `No certificate authority at ${caFile}: the topology has not been started here (pnpm topology up)`,
        );
      }
      agent = new Agent({ connect: { ca: readFileSync(caFile) } });
    }
    return fetch(url, { ...init, dispatcher: agent });
  };
}

/** fetch for the topology on this machine: its edge's HTTPS trusts the topology's CA. */
export const topologyFetch = fetchTrusting(edgeCertificateFiles(paths.tls).ca);
