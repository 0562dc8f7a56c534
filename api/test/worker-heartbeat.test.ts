import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_INTERVAL_MS, startHeartbeat } from '../src/worker-heartbeat';

const folders: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function heartbeatFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'club-worker-heartbeat-'));
  folders.push(folder);
  return join(folder, 'heartbeat');
}

const log = pino({ level: 'silent' });

/** Waits (in real time: only setInterval is faked) until `check` holds. */
async function until(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('timed out');
}

describe("the worker's heartbeat", () => {
  it('writes the time while the database answers, and stops writing when it does not', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const started = Date.now();
    const file = heartbeatFile();
    let databaseUp = true;
    const ping = vi.fn(() => (databaseUp ? Promise.resolve() : Promise.reject(new Error('down'))));
    const stop = startHeartbeat(file, { ping }, log);

    await until(() => existsSync(file));
    const first = readFileSync(file, 'utf8');
    expect(new Date(first.trim()).getTime()).toBeGreaterThanOrEqual(started);
    expect(new Date(first.trim()).getTime()).toBeLessThanOrEqual(Date.now());

    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    await until(() => ping.mock.calls.length === 2 && readFileSync(file, 'utf8') !== first);
    const second = readFileSync(file, 'utf8');

    // The database is away: the file keeps its last time, so its age shows the worker is stuck.
    databaseUp = false;
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    await until(() => ping.mock.calls.length === 3);
    await new Promise((resolve) => setImmediate(resolve));
    expect(readFileSync(file, 'utf8')).toBe(second);

    stop();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 3);
    expect(ping).toHaveBeenCalledTimes(3);
  });
});
