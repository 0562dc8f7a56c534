/**
 * Makes sure the e2e specs have a browser: run by the e2e package's `test`
 * script before Playwright, so `pnpm test` works on a fresh machine. A system
 * Chromium (CHROMIUM_PATH, else /usr/bin/chromium) is used as it is; without
 * one, Playwright's own Chromium is installed (a no-op once it is there).
 *
 *   node tools/ensure-browser.mjs [extra `playwright install` options, e.g. --dry-run]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The system Chromium the specs drive, or null when there is none. */
export function systemChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(path) ? path : null;
}

function ensureBrowser(installOptions) {
  const system = systemChromium();
  if (system) {
    console.info(`e2e: using the system Chromium at ${system}`);
    return 0;
  }
  console.info("e2e: no system Chromium found; installing Playwright's Chromium");
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
  const result = spawnSync(process.execPath, [cli, 'install', 'chromium', ...installOptions], {
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = ensureBrowser(process.argv.slice(2));
}
