/** What the topology's tests that run the real nginx share. */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { NGINX } from './services.mjs';

/**
 * Why the nginx tests cannot run here ('' when they can). CI installs nginx
 * (.ci/run), so there a missing nginx fails instead of skipping.
 */
export const nginxMissing = existsSync(NGINX) ? '' : `no ${NGINX} (apt-get install -y nginx)`;
if (nginxMissing && process.env.CI) {
  throw new Error(`${nginxMissing}: CI must run the edge's tests`);
}

/** A port nobody listens on now. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
