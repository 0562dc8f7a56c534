/**
 * Renders the edge's nginx.conf from deploy/nginx/nginx.conf.template: nginx in
 * front of the site hosts and the API processes (TLS with HSTS, plain HTTP
 * redirected to it, load balancing, caching headers, compression, retries of
 * idempotent requests, the API's error shape when no API process answers, an
 * access log without one-time tokens). Used by `pnpm topology up` and by the
 * compose file of the deployment.
 *
 *   node scripts/topology/nginx-config.mjs --listen <port | host:port>
 *     --http-listen <port | host:port> --public-url https://host[:port]
 *     --certificate fullchain.pem --certificate-key privkey.pem
 *     --sites host:port,host:port --apis host:port,... [--out file]
 *     [--state-dir dir] [--static /=shell/dist,/remotes/marketing/=mf-marketing/dist,...]
 *     [--brotli auto|on|off] [--modules-path /usr/lib/nginx/modules] [--nginx-version 1.22.1]
 *     [--resolver 127.0.0.11]
 *
 * --listen       the HTTPS listener (TLS, HTTP/2), where the site is.
 * --http-listen  the plain-HTTP listener: it only redirects to --public-url.
 * --public-url   the site's HTTPS origin, as browsers reach it (the redirects' target).
 * --certificate, --certificate-key  PEM files: the certificate chain (the site's own
 *              first) and its key; a real one in a deployment, the topology's own
 *              (edge-certificate.mjs) on this machine.
 * --nginx-version  the version that will run the file (default: a current one);
 *              HTTP/2 is switched on with `http2 on` from 1.25.1, on the listen line before.
 * --state-dir  pid file, logs and temporary files under this folder (the topology's
 *              .topology/nginx); without it: pid in /tmp, logs to stderr/stdout (a container).
 * --static     serve the builds' hashed files (<prefix>static/) from disk, with their
 *              prebuilt .br (brotli_static, when the module is there) and .gz copies;
 *              without it they are proxied to the site hosts like everything else.
 * --brotli     load ngx_http_brotli_static_module: `auto` when its .so is in --modules-path.
 * --resolver   the DNS server that names the upstreams (Docker's is 127.0.0.11): each
 *              of --sites and --apis is then one name, looked up again at most every
 *              10 s, so containers that are replaced or scaled get traffic without a
 *              reload, and nginx starts before they exist. Without it the upstreams are
 *              fixed addresses, resolved once at start (the topology on this machine).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { STRICT_TRANSPORT_SECURITY } from '../site-headers.mjs';

const TEMPLATE = fileURLToPath(new URL('../../deploy/nginx/nginx.conf.template', import.meta.url));
const BROTLI_MODULE = 'ngx_http_brotli_static_module.so';
/** The first nginx with the `http2` directive (and a warning for `listen ... http2`). */
const HTTP2_DIRECTIVE_SINCE = [1, 25, 1];
/** The version assumed when none is given: the compose file's nginx image. */
const CURRENT_NGINX = '1.27.0';

/**
 * HSTS as the site hosts send it, instead of theirs: in the HTTPS server and again
 * in every location with add_header or proxy_hide_header of its own (they inherit none).
 * @param {string} indent
 */
const hstsLines = (indent) =>
  [
    'proxy_hide_header Strict-Transport-Security;',
    `add_header Strict-Transport-Security '${STRICT_TRANSPORT_SECURITY}' always;`,
  ]
    .map((line) => `${indent}${line}`)
    .join('\n');

/** `9300` or `0.0.0.0:9300` or `[::1]:9300`; an upstream needs a host too. */
function hostPort(text, { needsHost }) {
  const value = text.trim();
  if (/^\d+$/.test(value)) {
    if (needsHost) throw new Error(`${value}: give host:port`);
    return value;
  }
  if (!/^(\[[0-9a-f:]+\]|[\w.-]+):\d+$/i.test(value)) throw new Error(`${value}: not host:port`);
  return value;
}

const list = (text, name) => {
  const items = (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) throw new Error(`--${name} needs at least one host:port`);
  return items.map((item) => hostPort(item, { needsHost: true }));
};

/** One location per app: `prefix` is where the app is served (`/`, `/remotes/marketing/`). */
function staticLocation(prefix, dir, brotli) {
  return [
    `    location ^~ ${prefix}static/ {`,
    `      alias ${join(resolve(dir), 'static')}/;`,
    brotli ? '      brotli_static on;' : '',
    '      gzip_static on;',
    "      add_header Cache-Control 'public, max-age=31536000, immutable' always;",
    "      add_header X-Content-Type-Options 'nosniff' always;",
    hstsLines('      '),
    '    }',
  ]
    .filter(Boolean)
    .join('\n');
}

const proxiedStatic = (sitesTarget) =>
  [
    '    location ~ ^(/remotes/[a-z_]+)?/static/ {',
    '      proxy_hide_header Cache-Control;',
    "      add_header Cache-Control 'public, max-age=31536000, immutable' always;",
    hstsLines('      '),
    `      proxy_pass ${sitesTarget};`,
    '    }',
  ].join('\n');

/** How long nginx keeps an upstream name's addresses before it asks the resolver again. */
const RESOLVER_VALID = '10s';

/**
 * The upstreams and how the locations reach them. With fixed addresses: upstream
 * blocks with keepalive connections. With a resolver: a name in a variable, which
 * nginx resolves while it runs (an upstream block's names are resolved once, at
 * start, and a replaced container's new address is never seen); the API's /api
 * prefix is then taken off by a rewrite, since proxy_pass with a variable does not.
 */
function upstreamValues({ sites, apis, resolver }) {
  if (resolver) {
    if (sites.length !== 1 || apis.length !== 1) {
      throw new Error('--resolver takes one name each for --sites and --apis (DNS lists them all)');
    }
    return {
      upstreams: [
        `  resolver ${resolver} valid=${RESOLVER_VALID} ipv6=off;`,
        '  resolver_timeout 2s;',
      ].join('\n'),
      upstream_names: [
        '',
        `    set $club_sites_upstream ${sites[0]};`,
        `    set $club_api_upstream ${apis[0]};`,
      ].join('\n'),
      api_pass: [
        '      rewrite ^/api(/.*)$ $1 break;',
        '      proxy_pass http://$club_api_upstream;',
      ].join('\n'),
      sites_target: 'http://$club_sites_upstream',
    };
  }
  return {
    upstreams: [
      '  upstream club_sites {',
      // A site host that failed once is left alone for 5 s.
      ...sites.map((site) => `    server ${site} max_fails=1 fail_timeout=5s;`),
      '    keepalive 32;',
      '  }',
      '',
      '  upstream club_api {',
      // API processes are never marked failed: their 503 means the database is away, which is
      // true of all of them, and marking them would keep answering 503 for fail_timeout after
      // it is back. A dead process refuses the connection at once, so the next one is tried.
      ...apis.map((api) => `    server ${api} max_fails=0;`),
      '    keepalive 64;',
      '  }',
    ].join('\n'),
    upstream_names: '',
    api_pass: '      proxy_pass http://club_api/;',
    sites_target: 'http://club_sites',
  };
}

/** `1.22.1` → [1, 22, 1]; true when it is `since` or later. */
function versionAtLeast(version, since) {
  const parts = version.split('.').map(Number);
  for (let index = 0; index < since.length; index += 1) {
    const part = parts[index] ?? 0;
    if (part !== since[index]) return part > since[index];
  }
  return true;
}

/**
 * The version of an installed nginx (`nginx -v` writes `nginx version: nginx/1.22.1`).
 * @param {string} binary
 * @returns {string}
 */
export function installedNginxVersion(binary) {
  const { stderr } = spawnSync(binary, ['-v'], { encoding: 'utf8' });
  const version = /nginx\/(\d+\.\d+\.\d+)/.exec(stderr ?? '')?.[1];
  if (!version) throw new Error(`${binary} -v: no version in "${stderr}"`);
  return version;
}

/** The HTTPS listener's lines: HTTP/2 the way this nginx version spells it. */
function tlsListen(listen, nginxVersion) {
  return versionAtLeast(nginxVersion, HTTP2_DIRECTIVE_SINCE)
    ? `    listen ${listen} ssl;\n    http2 on;`
    : `    listen ${listen} ssl http2;`;
}

/** The site's HTTPS origin (no path), where plain HTTP is redirected. */
function httpsOrigin(publicUrl) {
  const url = new URL(publicUrl);
  if (url.protocol !== 'https:') throw new Error(`--public-url ${publicUrl}: must be https://`);
  return url.origin;
}

/**
 * @param {{ listen: string, httpListen: string, publicUrl: string, certificate: string,
 *           certificateKey: string, sites: string[], apis: string[], stateDir?: string,
 *           staticRoots?: Record<string, string>, brotli?: boolean, modulesPath?: string,
 *           nginxVersion?: string, resolver?: string }} options
 * @returns {string} the whole nginx.conf
 */
export function renderNginxConfig({
  listen,
  httpListen,
  publicUrl,
  certificate,
  certificateKey,
  sites,
  apis,
  stateDir,
  staticRoots,
  brotli = false,
  modulesPath = '/usr/lib/nginx/modules',
  nginxVersion = CURRENT_NGINX,
  resolver,
}) {
  if (!certificate || !certificateKey) throw new Error('a certificate and its key are required');
  const state = stateDir ? resolve(stateDir) : undefined;
  const upstream = upstreamValues({ sites, apis, resolver });
  const values = {
    ...upstream,
    load_modules: brotli ? `load_module ${join(modulesPath, BROTLI_MODULE)};` : '',
    pid: state ? join(state, 'nginx.pid') : '/tmp/nginx.pid',
    error_log: state ? join(state, 'error.log') : 'stderr',
    access_log: state ? join(state, 'access.log') : '/dev/stdout',
    access_log_buffering: state ? 'buffer=64k flush=1s' : '',
    mime_types: '/etc/nginx/mime.types',
    temp_paths: state
      ? ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
          .map((kind) => `${kind}_temp_path ${join(state, 'temp', kind)};`)
          .join('\n  ')
      : '',
    tls_listen: tlsListen(hostPort(listen, { needsHost: false }), nginxVersion),
    http_listen: hostPort(httpListen ?? '', { needsHost: false }),
    https_origin: httpsOrigin(publicUrl),
    certificate: resolve(certificate),
    certificate_key: resolve(certificateKey),
    server_hsts: hstsLines('    '),
    location_hsts: hstsLines('      '),
    static_locations: staticRoots
      ? Object.entries(staticRoots)
          .map(([prefix, dir]) => staticLocation(prefix, dir, brotli))
          .join('\n\n')
      : proxiedStatic(upstream.sites_target),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`the template names an unknown value ${whole}`);
    return values[name];
  });
}

/** `/=shell/dist,/remotes/marketing/=mf-marketing/dist` to { '/': 'shell/dist', ... }. */
function parseStaticRoots(text) {
  if (!text) return undefined;
  return Object.fromEntries(
    text.split(',').map((pair) => {
      const [prefix = '', dir = ''] = pair.split('=');
      if (!prefix.startsWith('/') || !prefix.endsWith('/') || !dir) {
        throw new Error(`--static ${pair}: expected /prefix/=folder`);
      }
      return [prefix, dir];
    }),
  );
}

function brotliWanted(mode, modulesPath) {
  if (mode === 'on') return true;
  if (mode === 'off') return false;
  return existsSync(join(modulesPath, BROTLI_MODULE));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string' },
      'http-listen': { type: 'string' },
      'public-url': { type: 'string' },
      certificate: { type: 'string' },
      'certificate-key': { type: 'string' },
      'nginx-version': { type: 'string', default: CURRENT_NGINX },
      sites: { type: 'string' },
      apis: { type: 'string' },
      out: { type: 'string' },
      'state-dir': { type: 'string' },
      static: { type: 'string' },
      brotli: { type: 'string', default: 'auto' },
      'modules-path': { type: 'string', default: '/usr/lib/nginx/modules' },
      resolver: { type: 'string' },
    },
  });
  try {
    for (const name of ['listen', 'http-listen', 'public-url', 'certificate', 'certificate-key']) {
      if (!values[name]) throw new Error(`--${name} is required`);
    }
    const config = renderNginxConfig({
      listen: values.listen,
      httpListen: values['http-listen'],
      publicUrl: values['public-url'],
      certificate: values.certificate,
      certificateKey: values['certificate-key'],
      nginxVersion: values['nginx-version'],
      sites: list(values.sites, 'sites'),
      apis: list(values.apis, 'apis'),
      stateDir: values['state-dir'],
      staticRoots: parseStaticRoots(values.static),
      brotli: brotliWanted(values.brotli, values['modules-path']),
      modulesPath: values['modules-path'],
      resolver: values.resolver,
    });
    if (values.out) writeFileSync(values.out, config);
    else process.stdout.write(config);
  } catch (error) {
    console.error(`nginx-config: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
