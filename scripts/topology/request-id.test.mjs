/**
 * One request followed through the edge by its id: Debian's nginx with the
 * configuration nginx-config.mjs renders, in front of a real API process (its
 * sources, an embedded database), each logging to a file as in the topology.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTrusting } from './edge-client.mjs';
import { ensureEdgeCertificate } from './edge-certificate.mjs';
import { REPO_ROOT } from './layout.mjs';
import { startNginxIn, stopPid } from './services.mjs';
import { freePort, nginxMissing } from './test-support.mjs';

const missing = nginxMissing;

/** The lines of `file` that contain `text`, once there are any (or none after `timeoutMs`). */
async function linesWith(file, text, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line.includes(text))
      : [];
    if (lines.length > 0 || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(missing)(
  `a request's id from the edge to the API${missing ? `: skipped, ${missing}` : ''}`,
  () => {
    const folder = mkdtempSync(join(tmpdir(), 'club-request-id-'));
    const stateDir = join(folder, 'nginx');
    const apiLog = join(folder, 'api.log');
    /** @type {import('node:child_process').ChildProcess | undefined} */
    let api;
    /** @type {number | undefined} */
    let nginx;
    let https = '';
    /** @type {ReturnType<typeof fetchTrusting>} */
    let edgeFetch;

    beforeAll(async () => {
      const apiPort = await freePort();
      const log = openSync(apiLog, 'a');
      // One process (tsx's loader, not its CLI, which would run the API in a child of its own).
      api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: join(REPO_ROOT, 'api'),
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: String(apiPort),
          DATA_DIR: join(folder, 'api-data'),
          LOG_LEVEL: 'info',
          JWT_SECRET: 'edge-test-jwt-secret-that-is-long-enough-0123456',
          OTP_SECRET: 'edge-test-otp-secret-that-is-long-enough-0123456',
        },
        stdio: ['ignore', log, log],
      });
      closeSync(log);
      // An embedded database's first start (migrations, demo data) takes a minute on a busy machine.
      const deadline = Date.now() + 170_000;
      for (;;) {
        if (api.exitCode !== null)
          throw new Error(`the API exited: ${readFileSync(apiLog, 'utf8')}`);
        if (Date.now() > deadline) throw new Error('the API was not ready in time');
        const ready = await fetch(`http://127.0.0.1:${apiPort}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }

      const tls = ensureEdgeCertificate(join(folder, 'tls'));
      edgeFetch = fetchTrusting(tls.ca);
      // nginx's workers run as another user when the test runs as root: they read the files.
      chmodSync(folder, 0o755);
      const [httpsPort, httpPort] = [await freePort(), await freePort()];
      https = `https://localhost:${httpsPort}`;
      mkdirSync(stateDir, { recursive: true });
      nginx = startNginxIn(stateDir, {
        listen: `127.0.0.1:${httpsPort}`,
        httpListen: `127.0.0.1:${httpPort}`,
        publicUrl: https,
        certificate: tls.certificate,
        certificateKey: tls.key,
        sites: [`127.0.0.1:${apiPort}`],
        apis: [`127.0.0.1:${apiPort}`],
      });
    }, 180_000);

    afterAll(async () => {
      if (nginx) await stopPid(nginx);
      if (api && api.exitCode === null) {
        api.kill('SIGTERM');
        await once(api, 'exit');
      }
      rmSync(folder, { recursive: true, force: true });
    });

    it("is in nginx's access log with the upstream's timings, and in the API's log line of it", async () => {
      // What a client claims is not the id: nginx sends its own.
      const response = await edgeFetch(`${https}/api/news?limit=1`, {
        headers: { 'x-request-id': 'client-chosen' },
      });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      const id = response.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f]{32}$/);

      // nginx writes its buffered lines within a second (flush=1s).
      const [edgeLine] = await linesWith(join(stateDir, 'access.log'), `rid=${id}`);
      expect(edgeLine).toMatch(
        new RegExp(
          `"GET /api/news\\?limit=1 HTTP/1.1" 200 .* rid=${id} upstream=127\\.0\\.0\\.1:\\d+ upstream_time=\\d+\\.\\d{3} time=\\d+\\.\\d{3}$`,
        ),
      );

      const apiLines = (await linesWith(apiLog, id)).map((line) => JSON.parse(line));
      expect(apiLines).toContainEqual(
        expect.objectContaining({ reqId: id, msg: 'request completed', statusCode: 200 }),
      );
    });
  },
);
