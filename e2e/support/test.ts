import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test as base, type Page } from '@playwright/test';
import {
  API_URL,
  checkWorkerPorts,
  PORT_BASE,
  SITE_URL,
  SPEC_ORIGINS,
  WORKER_INDEX,
  workerDataDir,
} from './site';

export { expect } from '@playwright/test';

/** The site one worker serves (support/site.ts has the same values as constants). */
export interface WorkerSite {
  url: string;
  apiUrl: string;
  /** The extra origins the site's Content-Security-Policy trusts (SPEC_PORTS). */
  specOrigins: string[];
}

const SERVE = fileURLToPath(new URL('../../scripts/serve.mjs', import.meta.url));
const READY = 'The site is ready at';

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/** Resolves once serve.mjs says the whole site listens; rejects if it exits first. */
function untilReady(child: ChildProcess, stderr: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(READY)) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) =>
      reject(
        new Error(
          `serve.mjs for ${SITE_URL} exited (code ${code}) before the site was up\n${stderr()}`,
        ),
      ),
    );
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const hardStop = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(hardStop);
      resolve();
    });
    // serve.mjs closes the static servers and its API child on SIGTERM.
    child.kill('SIGTERM');
  });
}

type GotoOptions = Parameters<Page['goto']>[1];

/**
 * A prerendered page is on screen before the app has taken over: until then
 * its links work as plain links, but its buttons and fields wait for the app
 * (#root[data-booting], scripts/prerendered-pages.mjs). A visitor waits for
 * the page to be ready, and so do the specs: `goto` and `reload` resolve once
 * the app has taken over, except with `waitUntil: 'commit'` (the specs of
 * what happens before, e.g. delivery.spec.ts, and pages without JavaScript).
 */
function waitForTheAppAfterLoads(page: Page): void {
  const prototype = Object.getPrototypeOf(page) as Page & { appWaitPatched?: boolean };
  if (prototype.appWaitPatched) return;
  prototype.appWaitPatched = true;
  const untilTheAppHasTakenOver = (target: Page) =>
    target.waitForFunction(
      () => !document.getElementById('root')?.hasAttribute('data-booting'),
      undefined,
      // Polled by time, not by frame: a page left in a background tab (a link that opened a
      // new one) gets no animation frames.
      { timeout: 30_000, polling: 100 },
    );
  const { goto, reload } = prototype;
  prototype.goto = async function (this: Page, url: string, options?: GotoOptions) {
    const response = await goto.call(this, url, options);
    if (options?.waitUntil !== 'commit') await untilTheAppHasTakenOver(this);
    return response;
  };
  prototype.reload = async function (this: Page, options?: Parameters<Page['reload']>[0]) {
    const response = await reload.call(this, options);
    if (options?.waitUntil !== 'commit') await untilTheAppHasTakenOver(this);
    return response;
  };
}

/**
 * The specs' `test`: every worker starts a site of its own (scripts/serve.mjs
 * on the worker's ports, from the built dist folders, with a fresh API
 * database), once, before its first spec, and stops it when the worker ends.
 * Pages open it as their baseURL.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export const test = base.extend<{}, { site: WorkerSite; appWait: null }>({
  appWait: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      waitForTheAppAfterLoads(await context.newPage());
      await context.close();
      await use(null);
    },
    { scope: 'worker', auto: true },
  ],
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      checkWorkerPorts();
      if (await answers(`${SITE_URL}/config.json`)) {
        throw new Error(
          `Something already listens on ${SITE_URL} (worker ${WORKER_INDEX}'s site): ` +
            'stop it, or pick another SITE_PORT_BASE',
        );
      }
      const { API_PORT: _apiPort, ...env } = process.env;
      let stderr = '';
      const child = spawn(
        process.execPath,
        [SERVE, '--api-data', workerDataDir('api'), '--fresh', '--until-stdin-ends'],
        {
          env: {
            ...env,
            SITE_PORT_BASE: String(PORT_BASE),
            OTP_REQUESTS_PER_IP: '1000',
            // The specs sign the same demo accounts in many times within the hour, by e-mail and SMS,
            // from browsers that did and did not sign them in before.
            OTP_REQUESTS_PER_HOUR: '100',
            OTP_REQUESTS_PER_HOUR_FROM_OTHERS: '100',
            OTP_REQUESTS_PER_HOUR_PER_NETWORK: '100',
            LOG_LEVEL: 'warn',
            SITE_TRUSTED_ORIGINS: SPEC_ORIGINS.join(','),
          },
          // stdin stays open while this worker lives: should the worker die without its
          // teardown, serve.mjs sees the pipe close and stops too.
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        process.stderr.write(`[site ${WORKER_INDEX}] ${chunk.toString()}`);
      });
      const killOnExit = () => child.kill('SIGTERM');
      process.once('exit', killOnExit);
      try {
        await untilReady(child, () => stderr);
        const config = await fetch(`${SITE_URL}/config.json`);
        if (!config.ok) throw new Error(`${SITE_URL}/config.json answered ${config.status}`);
        await use({ url: SITE_URL, apiUrl: API_URL, specOrigins: SPEC_ORIGINS });
      } finally {
        await stop(child);
        process.off('exit', killOnExit);
      }
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
});
