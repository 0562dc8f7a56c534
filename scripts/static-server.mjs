/**
 * A small production-like static server for a built app: the shell (a
 * single-page app with /config.json) or a remote (cross-origin manifest,
 * entry and chunks). Used by `pnpm start` and by the e2e specs, which stop
 * and start a remote's server to prove the site survives it.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import sirv from 'sirv';
import { redactText } from './log-redaction.mjs';
import {
  BARE_ANSWER_HEADERS,
  htmlAnswerHeaders,
  languageRedirect,
  requestTarget,
} from './page-response.mjs';
import { FILE_SECURITY_HEADERS, transportSecurityHeaders } from './site-headers.mjs';

/**
 * Caching: files under /static/ carry a content hash in their names, so a
 * browser may keep them for a year without asking again. Every other file
 * keeps its name from one release to the next (pages, config.json, the
 * federation and route manifests, remoteEntry.js, the favicon, the service
 * worker /sw.js and the web app manifest), so browsers
 * revalidate it on every use and a release shows at the next page load.
 */
export function cacheControl(pathname) {
  return pathname.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {{ root: string, port: number, spa?: boolean, allowedOrigins?: string[], host?: string,
 *           config?: object, pageHeaders?: Record<string, string>, behindTls?: boolean,
 *           knownPath?: (pathname: string) => Promise<boolean>,
 *           prerenderedPage?: (pathname: string, search: URLSearchParams) =>
 *             Promise<string | undefined> }} options
 *   `allowedOrigins`: for a remote, the site origins that may fetch its files (CORS).
 *   `pageHeaders`: headers of HTML pages (the Content-Security-Policy and friends), sent
 *   with every HTML answer whatever its path (scripts/page-response.mjs).
 *   `behindTls`: browsers reach this server over HTTPS (BEHIND_TLS=1): every answer carries
 *   Strict-Transport-Security. Never in development on http://localhost.
 *   `config`: when given, served as /config.json instead of the built file.
 *   `knownPath`: for a single-page app, whether a path is a page of the site; other
 *   paths get the app with HTTP 404, so crawlers and monitors see a real 404.
 *   `prerenderedPage`: for a single-page app, index.html with the page already in
 *   it (scripts/prerendered-pages.mjs), sent compressed; undefined sends index.html.
 * @returns {Promise<{ close: () => Promise<void>, url: string }>}
 */
export function startStaticServer({ port, host = '127.0.0.1', ...options }) {
  const server = createServer(createStaticHandler(options));
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        // Port 0 picks a free port: the URL names the one it got.
        url: `http://localhost:${typeof address === 'object' && address ? address.port : port}`,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * The request handler of startStaticServer, for a host that serves several
 * apps on one port (scripts/site-host.mjs). Options as startStaticServer's,
 * without `port` and `host`.
 * @param {Omit<Parameters<typeof startStaticServer>[0], 'port' | 'host'>} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createStaticHandler({
  root,
  spa = false,
  allowedOrigins = [],
  config,
  pageHeaders = {},
  behindTls = false,
  knownPath,
  prerenderedPage,
}) {
  const transportHeaders = transportSecurityHeaders(behindTls);
  // The build writes a Brotli and a gzip copy of every text file; sirv sends
  // the best one the browser accepts, with its Content-Encoding.
  const serve = sirv(root, {
    // Files are looked up when asked for, so a folder rebuilt while it is served
    // answers with its new files or a 404 instead of a list taken at start.
    dev: true,
    // Exact file names only: HTML goes out through sendPage, with the page headers.
    extensions: [],
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
      // sirv has just set `Vary: Accept-Encoding`; a remote's files vary by Origin too.
      if (allowedOrigins.length > 0) res.setHeader('Vary', 'Origin, Accept-Encoding');
    },
  });

  const notFound = (res) => res.writeHead(404, BARE_ANSWER_HEADERS).end('Not found');

  /**
   * A file that cannot be sent (a rebuild took it away) ends its answer, not the server. The
   * message names the file the request asked for: it is logged as every process logs a URL.
   */
  const fail = (res, error) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`static server (${root}): ${redactText(message)}`);
    if (res.headersSent) res.destroy();
    else res.writeHead(500, BARE_ANSWER_HEADERS).end('Server error');
  };

  /**
   * Every HTML answer of this server goes out here, with the page headers whatever
   * its path and status, compressed as the browser accepts (Brotli at a fast
   * level: a page may be made anew for each request).
   */
  function sendPage(req, res, status, html) {
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const vary = res.getHeader('Vary');
    const headers = {
      ...htmlAnswerHeaders(pageHeaders),
      Vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
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
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** An HTML file of the build, or undefined when there is none (or it went away in a rebuild). */
  const htmlFile = (pathname) => {
    try {
      return readFileSync(join(root, pathname));
    } catch {
      return undefined;
    }
  };

  /** A page of the app: the shell's index.html (the page prerendered in it when it can). */
  async function answerPage(req, res, pathname) {
    if (!spa) {
      // A remote has one page of its own, its standalone index.html.
      const index = pathname === '/' ? htmlFile('/index.html') : undefined;
      if (index) sendPage(req, res, 200, index);
      else notFound(res);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://site');
    // A visitor who chose another language gets the page in it (the language switch's cookie).
    const redirect = languageRedirect(pathname, url.search, req.headers.cookie, {
      secure: behindTls,
    });
    if (redirect) {
      res
        .writeHead(302, {
          ...BARE_ANSWER_HEADERS,
          Location: redirect.location,
          Vary: 'Cookie',
          ...(redirect.setCookie ? { 'Set-Cookie': redirect.setCookie } : {}),
        })
        .end();
      return;
    }
    const known = knownPath ? await knownPath(pathname) : true;
    const search = url.searchParams;
    const prerendered = known && prerenderedPage ? await prerenderedPage(pathname, search) : '';
    const html = prerendered || htmlFile('/index.html');
    if (html) sendPage(req, res, known ? 200 : 404, html);
    else notFound(res);
  }

  function answerFile(req, res, pathname) {
    if (config && pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(config));
      return;
    }
    if (/\.html?$/i.test(pathname)) {
      const html = htmlFile(pathname);
      if (html) sendPage(req, res, 200, html);
      else notFound(res);
      return;
    }
    serve(req, res, () => notFound(res));
  }

  return (req, res) => {
    for (const [name, value] of Object.entries(transportHeaders)) res.setHeader(name, value);
    // sirv pipes each file from disk: one that went away meanwhile ends this answer only.
    res.on('pipe', (source) => source.once('error', (error) => fail(res, error)));
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
    const target = requestTarget((req.url ?? '/').split('?')[0] ?? '/');
    try {
      if (target.kind === 'refused') notFound(res);
      else if (target.kind === 'file') answerFile(req, res, target.pathname);
      else answerPage(req, res, target.pathname).catch((error) => fail(res, error));
    } catch (error) {
      fail(res, error);
    }
  };
}
