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
import { afterAll, describe, expect, it } from 'vitest';
import { fetchTrusting } from './edge-client.mjs';
import { ensureEdgeCertificate } from './edge-certificate.mjs';
import { KEPT_LOGS, rotateTopologyLogs } from './log-rotation.mjs';
import { startNginxIn, stopPid } from './services.mjs';
import { freePort, nginxMissing } from './test-support.mjs';

const folder = mkdtempSync(join(tmpdir(), 'club-log-rotation-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The numbers of the `line <n>` lines of `file`; throws on anything else (a hole, a torn line). */
function numbersIn(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const match = /^line (\d+)$/.exec(line);
      if (!match) throw new Error(`${file}: unexpected ${JSON.stringify(line.slice(0, 40))}`);
      return Number(match[1]);
    });
}

describe("the topology's log rotation", () => {
  it("rotates a running process's log in place, keeping three, with its lines in order", async () => {
    const logsDir = join(folder, 'logs');
    mkdirSync(logsDir, { recursive: true });
    const file = join(logsDir, 'worker-1.log');
    // As spawnDetached starts a process: its output appended to a file its parent opened.
    const fd = openSync(file, 'a');
    const writer = spawn(
      process.execPath,
      ['-e', 'let n = 0; setInterval(() => console.info(`line ${n++}`), 5);'],
      { stdio: ['ignore', fd, fd] },
    );
    closeSync(fd);
    try {
      // A few lines in the file before each rotation, however slowly the writer starts.
      const someLines = async () => {
        while (numbersIn(file).length < 5) await sleep(20);
      };
      for (let round = 0; round < KEPT_LOGS + 1; round += 1) {
        await someLines();
        const rotated = rotateTopologyLogs({ logsDir, nginxDir: join(folder, 'no-nginx') });
        expect(rotated).toEqual([file]);
      }
      await someLines();
    } finally {
      writer.kill('SIGKILL');
      await once(writer, 'exit');
    }
    expect(existsSync(`${file}.${KEPT_LOGS + 1}`)).toBe(false);
    // Oldest first: each file goes on where the one before it stopped.
    const generations = [3, 2, 1].map((generation) => numbersIn(`${file}.${generation}`));
    const current = numbersIn(file);
    for (const lines of [...generations, current]) expect(lines.length).toBeGreaterThan(3);
    const all = [...generations.flat(), ...current];
    for (let index = 1; index < all.length; index += 1) {
      // In order, none twice; a line written between a copy and its truncation may be lost.
      expect(all[index] - (all[index - 1] ?? 0)).toBeGreaterThanOrEqual(1);
      expect(all[index] - (all[index - 1] ?? 0)).toBeLessThanOrEqual(3);
    }
  });

  it.skipIf(nginxMissing)(
    'has nginx write to a fresh access log, the old one kept whole',
    async () => {
      const nginxDir = join(folder, 'nginx');
      mkdirSync(nginxDir, { recursive: true });
      const tls = ensureEdgeCertificate(join(folder, 'tls'));
      // nginx's workers run as another user when the test runs as root: they read the files.
      chmodSync(folder, 0o755);
      const [httpsPort, httpPort, nobody] = [await freePort(), await freePort(), await freePort()];
      const nginx = startNginxIn(nginxDir, {
        listen: `127.0.0.1:${httpsPort}`,
        httpListen: `127.0.0.1:${httpPort}`,
        publicUrl: `https://localhost:${httpsPort}`,
        certificate: tls.certificate,
        certificateKey: tls.key,
        sites: [`127.0.0.1:${nobody}`],
        apis: [`127.0.0.1:${nobody}`],
      });
      const edgeFetch = fetchTrusting(tls.ca);
      const ask = (path) =>
        edgeFetch(`https://localhost:${httpsPort}${path}`).then((response) =>
          response.arrayBuffer(),
        );
      try {
        await ask('/api/before-rotation');
        await sleep(1_500); // nginx flushes its buffered lines every second
        rotateTopologyLogs({ logsDir: join(folder, 'no-logs'), nginxDir, nginxPid: nginx });
        await sleep(500);
        await ask('/api/after-rotation');
      } finally {
        if (nginx) await stopPid(nginx);
      }
      const before = readFileSync(join(nginxDir, 'access.log.1'), 'utf8');
      const after = readFileSync(join(nginxDir, 'access.log'), 'utf8');
      expect(before).toContain('/api/before-rotation');
      expect(before).not.toContain('/api/after-rotation');
      expect(after).toContain('/api/after-rotation');
      expect(after).not.toContain('/api/before-rotation');
    },
  );
});
