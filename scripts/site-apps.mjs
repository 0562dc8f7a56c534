/**
 * The apps of the composed site, where they are built and where they are
 * served. Ports follow SITE_PORT_BASE (default 3000): the shell on the base,
 * the remotes on base+1 to base+5, the API on API_PORT (default base+1000).
 * A second checkout can run its own site beside the first with another base.
 * Read by `pnpm start` (serve.mjs) and by `pnpm dev` (each app's
 * rsbuild.config.ts, and dev-api.mjs); typed for TypeScript in site-apps.d.mts.
 */
import { fileURLToPath } from 'node:url';

const root = (folder) => fileURLToPath(new URL(`../${folder}/`, import.meta.url));

export const PORT_BASE = Number(process.env.SITE_PORT_BASE ?? 3000);
export const API_PORT = Number(process.env.API_PORT ?? PORT_BASE + 1000);

export const SITE_APPS = [
  { name: 'shell', root: `${root('shell')}dist/`, port: PORT_BASE, spa: true },
  { name: 'marketing', root: `${root('mf-marketing')}dist/`, port: PORT_BASE + 1 },
  { name: 'onboarding', root: `${root('mf-onboarding')}dist/`, port: PORT_BASE + 2 },
  { name: 'member_area', root: `${root('mf-member-area')}dist/`, port: PORT_BASE + 3 },
  { name: 'news_admin', root: `${root('mf-news-admin')}dist/`, port: PORT_BASE + 4 },
  { name: 'events', root: `${root('mf-events')}dist/`, port: PORT_BASE + 5 },
];

/** The port of one app of the site (`shell`, `marketing`, ..., as named in SITE_APPS). */
export function sitePort(name) {
  const app = SITE_APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`No site app is called ${name}`);
  return app.port;
}

/** Where the shell is served: the one origin the API lets call it. */
export const SITE_ORIGIN = `http://localhost:${PORT_BASE}`;

/** The shell's config.json for these ports: what an environment's config.json would say. */
export function localConfig() {
  const remotes = Object.fromEntries(
    SITE_APPS.filter((app) => app.name !== 'shell').map((app) => [
      app.name,
      `http://localhost:${app.port}/mf-manifest.json`,
    ]),
  );
  return { apiUrl: `http://localhost:${API_PORT}`, remotes };
}
