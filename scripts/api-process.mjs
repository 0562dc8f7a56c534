/**
 * Runs the built API (api/dist/main.mjs) as a child process and waits until it
 * is ready. Used by `pnpm start` and by e2e specs that need their own API
 * (for instance with a very short access-token lifetime).
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const API_ENTRY = fileURLToPath(new URL('../api/dist/main.mjs', import.meta.url));

/** How long startApi waits for /readyz by default (a fresh database is seeded first). */
export const API_START_TIMEOUT_MS = 60_000;

async function waitUntilReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not become ready at ${url} within ${timeoutMs} ms`);
}

/**
 * @param {{ port: number, siteOrigins: string[], dataDir?: string, fresh?: boolean,
 *           env?: Record<string, string>, quiet?: boolean, timeoutMs?: number }} options
 *   `fresh`: start from an empty embedded database (demo data is seeded again).
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startApi({
  port,
  siteOrigins,
  dataDir,
  fresh = false,
  env = {},
  quiet = false,
  timeoutMs = API_START_TIMEOUT_MS,
}) {
  if (!existsSync(API_ENTRY)) throw new Error('The API is not built. Run: pnpm build');
  // Another server answering there would pass the readiness check below in this API's place.
  const busy = await fetch(`http://localhost:${port}/readyz`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${port} is taken: another server answers there`);
  if (fresh && dataDir) rmSync(dataDir, { recursive: true, force: true });
  const production = process.env.NODE_ENV === 'production';
  const child = spawn(process.execPath, [API_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: production ? 'production' : 'development',
      PORT: String(port),
      // On this machine only, with the development mailbox for sign-in codes.
      HOST: '127.0.0.1',
      DEV_MAILBOX: production ? '0' : '1',
      SITE_ORIGINS: siteOrigins.join(','),
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...env,
    },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  // The API never outlives the process that started it (an e2e worker stopped mid-start, say).
  const stopWithParent = () => child.kill('SIGTERM');
  process.once('exit', stopWithParent);
  child.once('exit', () => process.off('exit', stopWithParent));
  const url = `http://localhost:${port}`;
  try {
    await waitUntilReady(url, child, timeoutMs);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
