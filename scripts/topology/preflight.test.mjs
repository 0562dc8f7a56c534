/**
 * `pnpm topology up` checks before it starts anything: with nginx missing (or
 * a port taken) it names what to install or free, exits non-zero and leaves
 * no process, pid file or state behind.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const TOPOLOGY = fileURLToPath(new URL('../topology.mjs', import.meta.url));
/** A base of its own (SITE_PORT_BASE when the runner gives one), away from a running topology's 9300. */
const PORT_BASE = Number(process.env.SITE_PORT_BASE ?? 22300) + 100;

const folders = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function up(env) {
  const stateDir = mkdtempSync(join(tmpdir(), 'topology-preflight-'));
  folders.push(stateDir);
  rmSync(stateDir, { recursive: true });
  const result = spawnSync(process.execPath, [TOPOLOGY, 'up'], {
    env: {
      ...process.env,
      TOPOLOGY_STATE_DIR: stateDir,
      TOPOLOGY_PORT_BASE: String(PORT_BASE),
      ...env,
    },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { ...result, stateDir };
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
function listening(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      server.close(() => resolve(false)),
    );
  });
}

describe('topology up, before it starts anything', () => {
  it('without nginx: names the install command, exits non-zero, starts nothing', async () => {
    const result = up({ TOPOLOGY_NGINX: '/nonexistent/sbin/nginx' });

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('nothing was started');
    expect(result.stderr).toContain(
      'nginx not found (/nonexistent/sbin/nginx): apt-get update && apt-get install -y nginx',
    );
    // No state, so no pid file: nothing was started and nothing is left for `down`.
    expect(existsSync(result.stateDir)).toBe(false);
    expect(result.stdout).not.toMatch(/^· /m);
    // The layout's ports (edge, site hosts, API processes, s3): nobody listens.
    for (const offset of [0, 1, 10, 11, 20, 21, 22, 30]) {
      expect(await listening(PORT_BASE + offset), `port +${offset}`).toBe(false);
    }
  });

  it('names a port another program holds, with the process that needed it', async () => {
    const holder = createServer();
    await new Promise((resolve) => holder.listen(PORT_BASE + 21, '127.0.0.1', () => resolve()));
    try {
      const result = up({});
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`port ${PORT_BASE + 21} (api-2) is in use`);
      expect(existsSync(result.stateDir)).toBe(false);
    } finally {
      await new Promise((resolve) => holder.close(() => resolve()));
    }
  });
});
