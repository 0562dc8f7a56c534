/**
 * fetch for the topology's tools (`pnpm topology status`, the bench, the edge's
 * test): HTTPS trusts the given CA, the topology's own by default
 * (.topology/tls/ca.pem), and only it; no certificate check is switched off.
 * Plain HTTP, to a process's own port, goes as usual.
 */
import { readFileSync } from 'node:fs';
import { Agent, fetch } from 'undici';
import { edgeCertificateFiles } from './edge-certificate.mjs';
import { paths } from './layout.mjs';

/**
 * A fetch whose HTTPS requests trust the CA in `caFile` (read at the first one).
 * @param {string} caFile
 * @returns {typeof fetch}
 */
export function fetchTrusting(caFile) {
  /** @type {Agent | undefined} */
  let agent;
  return (url, init = {}) => {
    if (new URL(String(url)).protocol !== 'https:') return fetch(url, init);
    agent ??= new Agent({ connect: { ca: readFileSync(caFile) } });
    return fetch(url, { ...init, dispatcher: agent });
  };
}

/** fetch for the topology on this machine: its edge's HTTPS trusts the topology's CA. */
export const topologyFetch = fetchTrusting(edgeCertificateFiles(paths.tls).ca);
