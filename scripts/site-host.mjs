/**
 * One host of the site as production runs it behind the edge (nginx): the
 * shell and the five remotes from their built `dist` folders on ONE port, the
 * shell at `/` (pages prerendered, config.json) and each remote under
 * `/remotes/<name>/`. Its config.json points browsers at the edge: the remotes
 * at `<public-url>/remotes/<name>/mf-manifest.json` and the API at
 * `<public-url>/api`. `pnpm topology up` runs two of these; the compose file
 * runs one per container.
 *
 *   [BEHIND_TLS=1] node scripts/site-host.mjs --port 9310 --public-url https://localhost:9300 [--host 127.0.0.1]
 *
 * BEHIND_TLS=1 (browsers reach the site over HTTPS; the public URL must be https://)
 * adds Strict-Transport-Security to every answer; unset or 0 sends none.
 *
 * The host reads the remotes' prerendered pages and route manifests from
 * itself (`selfUrl`), since it serves the remotes too: it needs no route to
 * the edge's public address (inside a container there is none).
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { createKnownPaths } from './known-paths.mjs';
import { createPrerenderedPages } from './prerendered-pages.mjs';
import { SITE_APPS } from './site-apps.mjs';
import {
  parseBehindTls,
  pageHintHeaders,
  pageSecurityHeaders,
  transportSecurityHeaders,
} from './site-headers.mjs';
import { createStaticHandler } from './static-server.mjs';
import { BARE_ANSWER_HEADERS } from './page-response.mjs';

/** Where a remote's files are, seen from the browser: the edge's `/remotes/<name>/`. */
export const remotePrefix = (name) => `/remotes/${name}/`;

/** config.json for a site behind the edge at `publicUrl`. */
export function edgeConfig(publicUrl) {
  const origin = new URL(publicUrl).origin;
  const remotes = Object.fromEntries(
    SITE_APPS.filter((app) => !app.spa).map((app) => [
      app.name,
      `${origin}${remotePrefix(app.name)}mf-manifest.json`,
    ]),
  );
  return { apiUrl: `${origin}/api`, remotes };
}

/**
 * @param {{ publicUrl: string, selfUrl: string, trustedOrigins?: string[], behindTls?: boolean }} options
 *   `selfUrl`: this host's own address (http://127.0.0.1:<port>).
 *   `behindTls`: browsers reach the site over HTTPS (BEHIND_TLS=1): every answer carries HSTS.
 * @returns {import('node:http').RequestListener}
 */
export function createSiteHandler({ publicUrl, selfUrl, trustedOrigins = [], behindTls = false }) {
  const config = edgeConfig(publicUrl);
  const remoteUrls = Object.values(config.remotes);
  const ownRemotes = edgeConfig(selfUrl).remotes;
  const pageHeaders = {
    ...pageSecurityHeaders({ apiUrl: config.apiUrl, remoteUrls, trustedOrigins }),
    ...pageHintHeaders({ apiUrl: config.apiUrl, remoteUrls }),
  };
  const siteOrigin = new URL(publicUrl).origin;
  const handlers = new Map();
  let shell;
  for (const app of SITE_APPS) {
    if (!existsSync(app.root)) throw new Error(`${app.name} is not built. Run: pnpm build`);
    if (app.spa) {
      shell = createStaticHandler({
        root: app.root,
        spa: true,
        behindTls,
        config,
        pageHeaders,
        knownPath: createKnownPaths({
          shellRoot: app.root,
          remoteManifestUrls: Object.values(ownRemotes),
        }),
        prerenderedPage: createPrerenderedPages({
          shellRoot: app.root,
          remotes: config.remotes,
          fetchRemotes: ownRemotes,
          siteOrigin,
        }),
      });
    } else {
      handlers.set(
        app.name,
        createStaticHandler({
          root: app.root,
          pageHeaders,
          allowedOrigins: [siteOrigin],
          behindTls,
        }),
      );
    }
  }
  return (req, res) => {
    const url = req.url ?? '/';
    const match = /^\/remotes\/([a-z_]+)(\/.*)?$/.exec(url);
    const remote = match && handlers.get(match[1] ?? '');
    if (!remote) return shell(req, res);
    if (!match[2]) {
      const headers = { ...BARE_ANSWER_HEADERS, ...transportSecurityHeaders(behindTls) };
      return res.writeHead(404, headers).end('Not found');
    }
    // The remote's server sees its own paths, as on its own origin.
    req.url = match[2];
    return remote(req, res);
  };
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      'public-url': { type: 'string' },
    },
  });
  if (!values.port || !values['public-url']) {
    console.error('usage: node scripts/site-host.mjs --port <port> --public-url <edge URL>');
    process.exit(1);
  }
  let tls;
  try {
    tls = parseBehindTls(process.env.BEHIND_TLS, values['public-url']);
  } catch (error) {
    console.error(`site host: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const handler = createSiteHandler({
    publicUrl: values['public-url'],
    behindTls: tls,
    // Listening on every interface, it reaches itself on loopback.
    selfUrl: `http://${values.host === '0.0.0.0' ? '127.0.0.1' : values.host}:${values.port}`,
    trustedOrigins: (process.env.SITE_TRUSTED_ORIGINS ?? '').split(',').filter(Boolean),
  });
  const server = createServer(handler);
  // Keep-alive from the edge: longer than nginx's upstream keepalive, so nginx closes first.
  server.keepAliveTimeout = 75_000;
  server.listen(Number(values.port), values.host, () => {
    console.info(`site host on http://${values.host}:${values.port} for ${values['public-url']}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
