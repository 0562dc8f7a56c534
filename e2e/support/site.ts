import { fileURLToPath } from 'node:url';

/**
 * Where the site under test lives (see scripts/site-apps.mjs and support/test.ts).
 *
 * Every Playwright worker serves a site of its own, with its own fresh API
 * data, because the specs sign the same demo accounts in and change their data.
 * SITE_PORT_BASE (default 3000) is the run's base; worker n (TEST_PARALLEL_INDEX,
 * set by Playwright in each worker process before any spec is loaded) uses
 * base + n × WORKER_PORT_STRIDE for its shell, the next four ports for the
 * remotes, and that + 1000 for the API. Outside a worker (the config in the
 * runner process) this is worker 0's site.
 */
export const RUN_PORT_BASE = Number(process.env.SITE_PORT_BASE ?? 3000);
export const WORKER_PORT_STRIDE = 200;
/** Worker n's ports stay clear of the others' (base + 1000 would be worker 5's shell). */
export const MAX_WORKERS = 5;
export const WORKER_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const PORT_BASE = RUN_PORT_BASE + WORKER_INDEX * WORKER_PORT_STRIDE;
export const SITE_URL = `http://localhost:${PORT_BASE}`;
export const API_PORT = PORT_BASE + 1000;
export const API_URL = `http://localhost:${API_PORT}`;

/**
 * Ports of the extra servers some specs start (a remote they stop and start, a
 * remote built with a newer shared package, APIs with their own settings).
 * The site's Content-Security-Policy trusts their origins too
 * (SITE_TRUSTED_ORIGINS, set by support/test.ts), as it would a staging CDN.
 */
export const SPEC_PORTS = {
  controllableRemote: PORT_BASE + 103,
  sharedVariantRemote: PORT_BASE + 105,
  /** Nothing ever listens here: a remote whose server is gone. */
  neverServed: PORT_BASE + 107,
  /** A remote redeployed and rolled back under one URL (offline-and-install.spec.ts). */
  redeployedRemote: PORT_BASE + 109,
  /** The events remote built with a newer shared package (versioned-sharing.spec.ts). */
  sharedVariantEvents: PORT_BASE + 111,
  restartedApi: PORT_BASE + 1005,
  lifecycleApi: PORT_BASE + 1006,
  oneToOneApi: PORT_BASE + 1008,
  /** The visitor journey's API, whose development clock it moves (visitors.spec.ts). */
  visitorsApi: PORT_BASE + 1009,
  shortTokenApi: PORT_BASE + 1100,
};

export const SPEC_ORIGINS = Object.values(SPEC_PORTS).map((port) => `http://localhost:${port}`);

/**
 * The time budget of a test that loads many pages in turn: 60 s (the default
 * test timeout, for signing in and the rest) and 8 s a page (a page load waits
 * for the app to take over, which took 5 to 9 s at a load of 10 on the shared
 * 2-core CI machine), so the budget grows with the site instead of one fixed
 * figure that the route list outgrows on a busy machine. Each page still has
 * to pass its own expects within their timeout.
 */
export function pagesBudget(pages: number): number {
  return 60_000 + pages * 8_000;
}

/** A folder of this worker's own under e2e/.data/ (an API's embedded database). */
export function workerDataDir(name: string): string {
  return fileURLToPath(new URL(`../.data/worker-${WORKER_INDEX}/${name}`, import.meta.url));
}

/** Ports Chromium refuses to load from (its list of unsafe ports, the ones near ours). */
const UNSAFE_PORTS = new Set([6000, 6665, 6666, 6667, 6668, 6669, 10080]);

/** Throws when this worker's site would need a port Chromium refuses or another worker's port. */
export function checkWorkerPorts(): void {
  if (WORKER_INDEX >= MAX_WORKERS) {
    throw new Error(`e2e runs at most ${MAX_WORKERS} workers (their ports would overlap)`);
  }
  const ports = [
    PORT_BASE,
    PORT_BASE + 1,
    PORT_BASE + 2,
    PORT_BASE + 3,
    PORT_BASE + 4,
    PORT_BASE + 5,
    API_PORT,
  ];
  const unsafe = [...ports, ...Object.values(SPEC_PORTS)].filter((port) => UNSAFE_PORTS.has(port));
  if (unsafe.length > 0) {
    throw new Error(
      `SITE_PORT_BASE=${RUN_PORT_BASE} gives worker ${WORKER_INDEX} ports Chromium refuses ` +
        `(${unsafe.join(', ')}): pick another base`,
    );
  }
}
