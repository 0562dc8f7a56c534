/** Where the site under test lives (see scripts/site-apps.mjs). */
export const PORT_BASE = Number(process.env.SITE_PORT_BASE ?? 3000);
export const SITE_URL = `http://localhost:${PORT_BASE}`;
export const API_URL = `http://localhost:${process.env.API_PORT ?? PORT_BASE + 1000}`;
