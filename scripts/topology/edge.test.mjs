/**
 * The edge as it runs: Debian's nginx (its own prefix in a temporary folder)
 * with the configuration scripts/topology/nginx-config.mjs renders and the
 * certificate edge-certificate.mjs makes, in front of a small Node server that
 * stands in for the site hosts and the API processes.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTrusting } from './edge-client.mjs';
import { ensureEdgeCertificate } from './edge-certificate.mjs';
import { startNginxIn, stopPid } from './services.mjs';
import { freePort, nginxMissing } from './test-support.mjs';

const HSTS = 'max-age=31536000; includeSubDomains';

const missing = nginxMissing;

/**
 * The site hosts and the API processes in one: it echoes the path it was asked
 * for and sends an HSTS header of its own (the edge must send one, its own);
 * `/unavailable` drops the connection, as a process that dies mid-request.
 */
function startUpstream() {
  const server = createServer((req, res) => {
    if (req.url === '/unavailable') return req.socket.destroy();
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Strict-Transport-Security': 'max-age=60',
    });
    res.end(JSON.stringify({ path: req.url }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

describe.skipIf(missing)(`the edge (nginx)${missing ? `: skipped, ${missing}` : ''}`, () => {
  const folder = mkdtempSync(join(tmpdir(), 'club-edge-'));
  const stateDir = join(folder, 'nginx');
  /** @type {{ server: import('node:http').Server, port: number }} */
  let upstream;
  /** @type {number | undefined} */
  let nginx;
  let https = '';
  let http = '';
  /** @type {ReturnType<typeof fetchTrusting>} */
  let edgeFetch;
  /** @type {ReturnType<typeof ensureEdgeCertificate>} */
  let tls;

  beforeAll(async () => {
    upstream = await startUpstream();
    tls = ensureEdgeCertificate(join(folder, 'tls'));
    edgeFetch = fetchTrusting(tls.ca);
    // nginx's workers run as another user when the test runs as root: they read the files.
    chmodSync(folder, 0o755);
    const built = join(folder, 'shell-dist');
    mkdirSync(join(built, 'static'), { recursive: true });
    writeFileSync(join(built, 'static', 'app.0123abcd.js'), 'console.info("app");\n');
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    https = `https://localhost:${httpsPort}`;
    http = `http://localhost:${httpPort}`;
    mkdirSync(stateDir, { recursive: true });
    nginx = startNginxIn(stateDir, {
      listen: `127.0.0.1:${httpsPort}`,
      httpListen: `127.0.0.1:${httpPort}`,
      publicUrl: https,
      certificate: tls.certificate,
      certificateKey: tls.key,
      sites: [`127.0.0.1:${upstream.port}`],
      apis: [`127.0.0.1:${upstream.port}`],
      staticRoots: { '/': built },
    });
  });

  afterAll(async () => {
    if (nginx) await stopPid(nginx);
    await new Promise((resolve) => upstream?.server.close(() => resolve(undefined)));
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers pages, the API and its own files over HTTPS, each with one HSTS header', async () => {
    for (const path of ['/members?sort=new', '/config.json', '/static/app.0123abcd.js']) {
      const response = await edgeFetch(`${https}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('strict-transport-security'), path).toBe(HSTS);
    }
    const api = await edgeFetch(`${https}/api/news?limit=1`);
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual({ path: '/news?limit=1' });
    expect(api.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('has browsers ask again every time for the names a release keeps, the service worker above all', async () => {
    // A stale /sw.js would keep a phone on an old release; a stale config on old remotes.
    for (const path of ['/sw.js', '/manifest.webmanifest', '/config.json', '/remoteEntry.js']) {
      const response = await edgeFetch(`${https}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it("sends HSTS on error answers too: the API's 503 when no process answers, a missing file", async () => {
    const unavailable = await edgeFetch(`${https}/api/unavailable`);
    expect(unavailable.status).toBe(503);
    expect(await unavailable.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    expect(unavailable.headers.get('strict-transport-security')).toBe(HSTS);

    const missingFile = await edgeFetch(`${https}/static/gone.ffff0000.js`);
    expect(missingFile.status).toBe(404);
    expect(missingFile.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('redirects plain HTTP to the HTTPS site with path and query, and sends no HSTS there', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await edgeFetch(`${http}/signin?next=%2Fleads&tab=2`, {
        method,
        redirect: 'manual',
      });
      expect(response.status, method).toBe(308);
      expect(response.headers.get('location')).toBe(`${https}/signin?next=%2Fleads&tab=2`);
      expect(response.headers.has('strict-transport-security')).toBe(false);
    }
  });

  it('speaks TLS 1.3 with HTTP/2 to a browser that offers them, and refuses TLS 1.1', async () => {
    const port = Number(new URL(https).port);
    const handshake = (options) =>
      new Promise((resolve) => {
        const socket = connect({ host: '127.0.0.1', port, servername: 'localhost', ...options });
        socket.once('secureConnect', () => {
          resolve({ protocol: socket.getProtocol(), alpn: socket.alpnProtocol });
          socket.destroy();
        });
        socket.once('error', (error) => resolve({ error: error.message }));
      });
    expect(
      await handshake({ ca: readFileSync(tls.ca), ALPNProtocols: ['h2', 'http/1.1'] }),
    ).toEqual({ protocol: 'TLSv1.3', alpn: 'h2' });
    // The client allows TLS 1.1 (and its weak signatures): the server refuses it with an alert.
    const old = await handshake({
      rejectUnauthorized: false,
      minVersion: 'TLSv1',
      maxVersion: 'TLSv1.1',
      ciphers: 'DEFAULT@SECLEVEL=0',
    });
    expect(old).toEqual({ error: expect.stringMatching(/alert protocol version/) });
  });

  it('keeps one-time tokens and signatures out of the access log', async () => {
    const secrets = {
      export: `${https}/api/privacy/exports/EXPORT-TOKEN-7f3a`,
      upload: `${https}/api/uploads/local/leads/a.png?contentType=image%2Fpng&signature=UPLOAD-SIG-91c2&expires=9`,
      presigned: `${https}/static/app.0123abcd.js?X-Amz-Credential=k&X-Amz-Signature=AMZ-SIG-44d0`,
      newsletter: `${https}/newsletter/confirm?token=NEWSLETTER-TOKEN-5b8e`,
      plainHttp: `${http}/api/privacy/exports/PLAIN-HTTP-TOKEN-0c1d`,
    };
    for (const url of Object.values(secrets)) {
      await edgeFetch(url, { redirect: 'manual' }).then((response) => response.arrayBuffer());
    }
    await edgeFetch(`${https}/static/app.0123abcd.js`, {
      headers: { referer: `${https}/newsletter/unsubscribe?token=REFERER-TOKEN-a9e4` },
    }).then((response) => response.arrayBuffer());
    await edgeFetch(`${https}/api/news?limit=1`).then((response) => response.arrayBuffer());

    // nginx writes its buffered log lines when it stops.
    if (nginx) await stopPid(nginx);
    nginx = undefined;
    const log = readFileSync(join(stateDir, 'access.log'), 'utf8');
    for (const secret of [
      'EXPORT-TOKEN',
      'UPLOAD-SIG',
      'AMZ-SIG',
      'NEWSLETTER-TOKEN',
      'PLAIN-HTTP-TOKEN',
      'REFERER-TOKEN',
    ]) {
      expect(log).not.toContain(secret);
    }
    // The requests are there, redacted, and other queries are logged as they came.
    expect(log).toContain('"GET /api/privacy/exports/[redacted] HTTP/1.1" 200');
    expect(log).toContain('"GET /newsletter/confirm?[redacted] HTTP/1.1" 200');
    expect(log).toContain('"GET /api/news?limit=1 HTTP/1.1" 200');
    expect(log).toMatch(/"GET \/static\/app\.0123abcd\.js HTTP\/1\.1" 200 \d+ "\[redacted\]"/);
  });
});
