import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiRoot = fileURLToPath(new URL('../', import.meta.url));

describe("the API processes' log output", () => {
  const folder = mkdtempSync(join(tmpdir(), 'club-log-output-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('has a line logged just before SIGKILL in its file', async () => {
    const file = join(folder, 'worker.log');
    const fd = openSync(file, 'a');
    // One process (tsx's loader, not its CLI, which would run the script in a child of its own).
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/helpers/log-then-kill.ts', 'm-41'],
      {
        cwd: apiRoot,
        stdio: ['ignore', fd, 'inherit'],
      },
    );
    closeSync(fd);
    const [, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    expect(signal).toBe('SIGKILL');
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg?: string; marker?: string });
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'worker started', marker: 'm-41' }),
    );
  }, 30_000);
});
