/** Where the site under test lives (see scripts/site-apps.mjs). */
export const PORT_BASE = Number(process.env.SITE_PORT_BASE ?? 3000);
export const SITE_URL = `http://localhost:${PORT_BASE}`;
export const API_URL = `http://localhost:${process.env.API_PORT ?? PORT_BASE + 1000}`;

/**
 * Ports of the extra servers some specs start (a remote they stop and start, a
 * remote built with a newer shared package, APIs with their own settings).
 * The site's Content-Security-Policy trusts their origins too
 * (SITE_TRUSTED_ORIGINS in playwright.config.ts), as it would a staging CDN.
 */
export const SPEC_PORTS = {
  controllableRemote: PORT_BASE + 103,
  sharedVariantRemote: PORT_BASE + 105,
  /** Nothing ever listens here: a remote whose server is gone. */
  neverServed: PORT_BASE + 107,
  restartedApi: PORT_BASE + 1005,
  lifecycleApi: PORT_BASE + 1006,
  shortTokenApi: PORT_BASE + 1100,
};

export const SPEC_ORIGINS = Object.values(SPEC_PORTS).map((port) => `http://localhost:${port}`);
