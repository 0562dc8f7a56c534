/**
 * A production start with settings missing: the API and the worker list every
 * missing setting in one message and exit non-zero before anything runs (no
 * database opened or migrated, nothing listening, nothing written).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './helpers/api-process';

const apiRoot = fileURLToPath(new URL('../', import.meta.url));
const tsxCli = createRequire(apiRoot).resolve('tsx/cli');

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Runs `entry` (tsx) with only `env` (and PATH), until it exits. */
async function run(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [tsxCli, entry], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output };
}

/** A production environment complete but for the mail and SMS gateways. */
async function productionWithoutSenders() {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-api-production-start-'));
  folders.push(dataDir);
  return {
    dataDir,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      JWT_SECRET: 'production-start-jwt-secret-long-enough-0123456789',
      OTP_SECRET: 'production-start-otp-secret-long-enough-0123456789',
      PUBLIC_URL: 'https://club.example/api',
      SITE_ORIGINS: 'https://club.example',
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_key',
      RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
      INVOICE_SUPPLIER_GSTIN: '24AAHCB4321K1ZV',
    },
  };
}

// Each case starts tsx and loads the API's modules: seconds on a busy machine.
const PROCESS_TIMEOUT_MS = 60_000;

describe('a production start with settings missing', () => {
  for (const entry of ['src/main.ts', 'src/worker.ts']) {
    it(
      `${entry}: lists every missing setting and exits before anything runs`,
      async () => {
        const { dataDir, env } = await productionWithoutSenders();
        const { code, output } = await run(entry, env);

        expect(code).toBe(1);
        expect(output).toContain('Invalid configuration (NODE_ENV=production)');
        expect(output).toContain('SMTP_URL: must be set in production');
        expect(output).toContain('SMS_WEBHOOK_URL: must be set in production');
        // The embedded database was never opened (nor migrated), no secret generated.
        expect(readdirSync(dataDir)).toEqual([]);
        // A plain message for the operator, no stack trace.
        expect(output).not.toMatch(/^\s+at /m);
      },
      PROCESS_TIMEOUT_MS,
    );
  }

  it(
    'names every required setting at once when only NODE_ENV is given',
    async () => {
      const { code, output } = await run('src/main.ts', { NODE_ENV: 'production' });
      expect(code).toBe(1);
      for (const name of [
        'JWT_SECRET',
        'OTP_SECRET',
        'PUBLIC_URL',
        'SITE_ORIGINS',
        'SMTP_URL',
        'SMS_WEBHOOK_URL',
        'RAZORPAY_KEY_ID',
        'INVOICE_SUPPLIER_GSTIN',
        'DATA_DIR',
      ]) {
        expect(output).toContain(`${name}: must be set in production`);
      }
      expect(output).toContain('PAYMENTS=test cannot be used in production');
    },
    PROCESS_TIMEOUT_MS,
  );
});
