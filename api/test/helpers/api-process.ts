import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
/**
 * tsx's loader inside the process itself (`node --import tsx`), not its CLI:
 * the CLI runs the script in a child and relays a SIGTERM to it, and when the
 * child does not acknowledge within 30 ms (a loaded machine) it kills the
 * child with SIGKILL and exits 143, so a test of a clean stop would see a
 * crash that production (`node dist/worker.mjs`) never has.
 */
const tsxLoader = pathToFileURL(createRequire(apiRoot).resolve('tsx')).href;

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ApiProcess {
  url: string;
  /** Resolves when the process ends, with its exit code and what it printed on stderr. */
  exited: Promise<{ code: number | null; stderr: string }>;
  stop(): Promise<void>;
}

/**
 * The API's sources run as a process of their own (`tsx src/main.ts`), as in
 * production: for what only separate processes show (two instances sharing a
 * database, or fighting over an embedded one).
 */
export async function startApiProcess(
  env: Record<string, string>,
  options: { waitUntilReady?: boolean; timeoutMs?: number } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', tsxLoader, 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'process-test-jwt-secret-that-is-long-enough-0123',
      OTP_SECRET: 'process-test-otp-secret-that-is-long-enough-0123',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  if (options.waitUntilReady !== false) {
    const deadline = Date.now() + (options.timeoutMs ?? 60_000);
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The API exited early: ${stderr}`);
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`The API was not ready in time: ${stderr}`);
      }
      const ready = await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { url, exited, stop };
}

export interface WorkerProcess {
  /** Resolves when the process ends, with its exit code and what it printed on stderr. */
  exited: Promise<{ code: number | null; stderr: string }>;
  /** SIGTERM, then waits for it to end. */
  stop(): Promise<{ code: number | null; stderr: string }>;
}

/** The worker process's sources (`tsx src/worker.ts`), as `dist/worker.mjs` runs in production. */
export function startWorkerProcess(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', tsxLoader, 'src/worker.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'process-test-jwt-secret-that-is-long-enough-0123',
      OTP_SECRET: 'process-test-otp-secret-that-is-long-enough-0123',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
  return {
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
