/**
 * Serves the built site as in production: the shell on :3000, each remote on
 * its own origin (:3001 to :3005) and the API on :4000, or from SITE_PORT_BASE.
 * `pnpm start` builds first, then runs this. The shell's /config.json is
 * generated for these ports.
 *
 *   node scripts/serve.mjs [--skip <name>,...] [--api-data <dir>] [--fresh] [--until-stdin-ends]
 *
 * --skip        apps not to serve (shell, marketing, onboarding, member_area, news_admin, events, api)
 * --api-data    the API's embedded database folder (default api/.data)
 * --fresh       start the API from an empty database, demo data seeded again
 * --until-stdin-ends  stop when standard input closes (the e2e fixture's pipe: no
 *               site outlives the Playwright worker that started it)
 * Other environment variables (ACCESS_TOKEN_TTL_SECONDS, ADMIN_EMAILS, ...) reach the API.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startApi } from './api-process.mjs';
import { createKnownPaths } from './known-paths.mjs';
import { createPrerenderedPages } from './prerendered-pages.mjs';
import { API_PORT, localConfig, SITE_APPS, SITE_ORIGIN } from './site-apps.mjs';
import { pageHintHeaders, pageSecurityHeaders } from './site-headers.mjs';
import { startStaticServer } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    skip: { type: 'string', default: '' },
    'api-data': {
      type: 'string',
      default: fileURLToPath(new URL('../api/.data', import.meta.url)),
    },
    fresh: { type: 'boolean', default: false },
    'until-stdin-ends': { type: 'boolean', default: false },
  },
});
const skipped = new Set(values.skip.split(',').filter(Boolean));

const servers = [];
let stopping = null;
function shutdown(code = 0) {
  stopping ??= Promise.all(servers.map((server) => server.close())).then(() => process.exit(code));
  return stopping;
}
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());
if (values['until-stdin-ends']) {
  process.stdin.on('end', () => shutdown());
  process.stdin.on('error', () => shutdown());
  process.stdin.resume();
}

try {
  if (!skipped.has('api')) {
    servers.push(
      await startApi({
        port: API_PORT,
        siteOrigins: [SITE_ORIGIN],
        dataDir: resolve(values['api-data']),
        fresh: values.fresh,
      }),
    );
    console.info(`${'api'.padEnd(12)} http://localhost:${API_PORT}  (mailbox: /dev/mailbox)`);
  }
  const siteConfig = localConfig();
  const pageHeaders = {
    ...pageSecurityHeaders({
      apiUrl: siteConfig.apiUrl,
      remoteUrls: Object.values(siteConfig.remotes),
      trustedOrigins: (process.env.SITE_TRUSTED_ORIGINS ?? '').split(',').filter(Boolean),
      // The development API this script starts runs the test payment provider, which serves
      // its checkout script (scripts/api-process.mjs).
      testCheckout: !skipped.has('api') && process.env.NODE_ENV !== 'production',
    }),
    ...pageHintHeaders({
      apiUrl: siteConfig.apiUrl,
      remoteUrls: Object.values(siteConfig.remotes),
    }),
  };
  for (const app of SITE_APPS) {
    if (skipped.has(app.name)) continue;
    if (!existsSync(app.root)) throw new Error(`${app.name} is not built. Run: pnpm build`);
    const config = app.spa ? siteConfig : undefined;
    const knownPath = config
      ? createKnownPaths({ shellRoot: app.root, remoteManifestUrls: Object.values(config.remotes) })
      : undefined;
    const prerenderedPage = config
      ? createPrerenderedPages({
          shellRoot: app.root,
          remotes: config.remotes,
          siteOrigin: SITE_ORIGIN,
        })
      : undefined;
    const allowedOrigins = app.spa ? [] : [SITE_ORIGIN];
    servers.push(
      await startStaticServer({
        ...app,
        config,
        knownPath,
        prerenderedPage,
        pageHeaders,
        allowedOrigins,
      }),
    );
    console.info(`${app.name.padEnd(12)} http://localhost:${app.port}`);
  }
  console.info(`\nThe site is ready at http://localhost:${SITE_APPS[0].port}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
