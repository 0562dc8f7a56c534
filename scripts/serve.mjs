/**
 * Serves the built site as in production: the shell on :3000 and each remote
 * on its own origin (:3001 to :3004), or from SITE_PORT_BASE. `pnpm start` builds first, then
 * runs this. The shell's /config.json is generated for these ports.
 *
 *   node scripts/serve.mjs [--skip <name>,<name>]
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { localConfig, SITE_APPS } from './site-apps.mjs';
import { startStaticServer } from './static-server.mjs';

const { values } = parseArgs({ options: { skip: { type: 'string', default: '' } } });
const skipped = new Set(values.skip.split(',').filter(Boolean));

const servers = [];
for (const app of SITE_APPS) {
  if (skipped.has(app.name)) continue;
  if (!existsSync(app.root)) {
    console.error(`${app.name} is not built (${app.root} is missing). Run: pnpm build`);
    process.exit(1);
  }
  const config = app.name === 'shell' ? localConfig() : undefined;
  servers.push(await startStaticServer({ ...app, config }));
  console.info(`${app.name.padEnd(12)} http://localhost:${app.port}`);
}
console.info(`\nThe site is ready at http://localhost:${SITE_APPS[0].port}`);

async function shutdown() {
  await Promise.all(servers.map((server) => server.close()));
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
