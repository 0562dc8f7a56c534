/**
 * A small production-like static server for a built app: the shell (a
 * single-page app with /config.json) or a remote (cross-origin manifest,
 * entry and chunks). Used by `pnpm start` and by the e2e specs, which stop
 * and start a remote's server to prove the site survives it.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import sirv from 'sirv';
import { FILE_SECURITY_HEADERS } from './site-headers.mjs';

/**
 * Caching: files under /static/ carry a content hash in their names, so a
 * browser may keep them for a year without asking again. Every other file
 * keeps its name from one release to the next (pages, config.json, the
 * federation and route manifests, remoteEntry.js, the favicon), so browsers
 * revalidate it on every use and a release shows at the next page load.
 */
export function cacheControl(pathname) {
  return pathname.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The path of a request URL, decoded when it can be (a malformed %-escape is kept as sent). */
function requestPath(url = '/') {
  const raw = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * An HTML page made for this request, compressed as the browser accepts
 * (Brotli at a fast level: it is made anew for each request).
 */
function sendHtml(req, res, html) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  let body = Buffer.from(html);
  if (/\bbr\b/.test(accepted)) {
    body = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    headers['Content-Encoding'] = 'br';
  } else if (/\bgzip\b/.test(accepted)) {
    body = gzipSync(body, { level: 6 });
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * @param {{ root: string, port: number, spa?: boolean, allowedOrigins?: string[], host?: string,
 *           config?: object, pageHeaders?: Record<string, string>,
 *           knownPath?: (pathname: string) => Promise<boolean>,
 *           prerenderedPage?: (pathname: string, search: URLSearchParams) =>
 *             Promise<string | undefined> }} options
 *   `allowedOrigins`: for a remote, the site origins that may fetch its files (CORS).
 *   `pageHeaders`: headers of HTML pages (the Content-Security-Policy and friends).
 *   `config`: when given, served as /config.json instead of the built file.
 *   `knownPath`: for a single-page app, whether a path is a page of the site; other
 *   paths get the app with HTTP 404, so crawlers and monitors see a real 404.
 *   `prerenderedPage`: for a single-page app, index.html with the page already in
 *   it (scripts/prerendered-pages.mjs), sent compressed; undefined sends index.html.
 * @returns {Promise<{ close: () => Promise<void>, url: string }>}
 */
export function startStaticServer({
  root,
  port,
  spa = false,
  allowedOrigins = [],
  host = '127.0.0.1',
  config,
  pageHeaders = {},
  knownPath,
  prerenderedPage,
}) {
  const isPage = (pathname) => pathname === '/' || pathname.endsWith('.html') || !extname(pathname);
  // The build writes a Brotli and a gzip copy of every text file; sirv sends
  // the best one the browser accepts, with its Content-Encoding.
  const serve = sirv(root, {
    single: spa,
    etag: true,
    dev: false,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
      // sirv has just set `Vary: Accept-Encoding`; a remote's files vary by Origin too.
      if (allowedOrigins.length > 0) res.setHeader('Vary', 'Origin, Accept-Encoding');
    },
  });
  const notFound = (_req, res) => {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  };
  const sockets = new Set();
  const server = createServer((req, res) => {
    const pathname = requestPath(req.url);
    // Remotes are fetched by the site's pages only: other origins get no CORS grant.
    const requestOrigin = req.headers.origin;
    if (allowedOrigins.length > 0) {
      res.setHeader('Vary', 'Origin');
      if (requestOrigin && allowedOrigins.includes(requestOrigin)) {
        res.setHeader('Access-Control-Allow-Origin', requestOrigin);
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
    }
    for (const [name, value] of Object.entries(FILE_SECURITY_HEADERS)) res.setHeader(name, value);
    if (isPage(pathname)) {
      for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
    }
    if (config && pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(config));
      return;
    }
    if (spa && knownPath && !extname(pathname)) {
      knownPath(pathname).then(async (known) => {
        const search = new URL(req.url ?? '/', 'http://site').searchParams;
        const html = known && prerenderedPage ? await prerenderedPage(pathname, search) : undefined;
        if (html) sendHtml(req, res, html);
        else if (known) serve(req, res, notFound);
        else {
          res.writeHead(404, {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-cache',
          });
          res.end(readFileSync(join(root, 'index.html')));
        }
      }, notFound);
      return;
    }
    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({
        url: `http://localhost:${port}`,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
