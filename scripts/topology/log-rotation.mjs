/**
 * `pnpm topology rotate`: each log of the topology moves to `<name>.1` (the
 * older ones to .2 and .3, the oldest dropped) and starts again empty.
 *
 * The Node processes, PostgreSQL and Redis write to a file their parent opened
 * for appending, which they cannot reopen: their logs are copied, then
 * truncated in place (appending writes then start again at the new end, so the
 * file has no hole). A line written between the copy and the truncation is
 * lost: a window of one file copy. nginx reopens its logs by name on SIGUSR1,
 * so its files are renamed first and lose nothing.
 */
import {
  copyFileSync,
  existsSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
} from 'node:fs';
import { join } from 'node:path';

/** Rotated copies kept of each log: `<name>.1` (newest) to `<name>.3`. */
export const KEPT_LOGS = 3;

/** `<file>.1` … `<file>.<kept - 1>` move one up; the oldest is dropped. */
function shiftGenerations(file, kept) {
  rmSync(`${file}.${kept}`, { force: true });
  for (let generation = kept - 1; generation >= 1; generation -= 1) {
    if (existsSync(`${file}.${generation}`)) {
      renameSync(`${file}.${generation}`, `${file}.${generation + 1}`);
    }
  }
}

/** Rotates a log its writer keeps open for appending: copied to `.1`, then emptied. */
export function rotateInPlace(file, kept = KEPT_LOGS) {
  if (!existsSync(file) || statSync(file).size === 0) return false;
  shiftGenerations(file, kept);
  copyFileSync(file, `${file}.1`);
  truncateSync(file, 0);
  return true;
}

/** Rotates a log its writer reopens by name when told: renamed to `.1`. */
export function rotateByRename(file, kept = KEPT_LOGS) {
  if (!existsSync(file) || statSync(file).size === 0) return false;
  shiftGenerations(file, kept);
  renameSync(file, `${file}.1`);
  return true;
}

/**
 * Rotates every log of the topology: the processes' logs in `logsDir`, and
 * nginx's access and error logs in `nginxDir`, which the nginx of `nginxPid`
 * (when running) then reopens. Returns the files rotated.
 * @param {{ logsDir: string, nginxDir: string, nginxPid?: number }} where
 */
export function rotateTopologyLogs({ logsDir, nginxDir, nginxPid }) {
  const rotated = [];
  if (existsSync(logsDir)) {
    for (const name of readdirSync(logsDir).filter((entry) => entry.endsWith('.log'))) {
      if (rotateInPlace(join(logsDir, name))) rotated.push(join(logsDir, name));
    }
  }
  let renamed = false;
  for (const name of ['access.log', 'error.log']) {
    if (rotateByRename(join(nginxDir, name))) {
      rotated.push(join(nginxDir, name));
      renamed = true;
    }
  }
  // nginx's master reopens the files by name and has its workers do the same.
  if (renamed && nginxPid) process.kill(nginxPid, 'SIGUSR1');
  return rotated;
}
