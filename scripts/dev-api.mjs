/**
 * The API of `pnpm dev` (the API package's `dev` script): its source under
 * `tsx watch`, on this checkout's API port and answering this checkout's shell
 * origin (see site-apps.mjs), as `pnpm start` runs the built API.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { API_PORT, SITE_ORIGIN } from './site-apps.mjs';

const apiRoot = fileURLToPath(new URL('../api/', import.meta.url));
const tsxCli = createRequire(apiRoot).resolve('tsx/cli');

const child = spawn(process.execPath, [tsxCli, 'watch', 'src/main.ts'], {
  cwd: apiRoot,
  stdio: 'inherit',
  // On this machine only, with the development mailbox for sign-in codes.
  env: {
    ...process.env,
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DEV_MAILBOX: '1',
    SITE_ORIGINS: SITE_ORIGIN,
  },
});
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
