/**
 * Builds the app in the current folder with Rsbuild (each app's `pnpm build`).
 *
 * Rspack's native binding now and then aborts the process as it exits (SIGABRT, exit code
 * 134, "Aborted" and nothing else), after the build, its prerendered pages and its
 * compressed files were written; closing the prerender's inner compiler made it rarer, not
 * gone (seen again on 2026-11-30). Such an abort gets one more build from scratch, said so
 * in the output; any other failure, or a second abort, fails the build as before.
 */
import { spawnSync } from 'node:child_process';

const ABORTED = 134;

function build() {
  const run = spawnSync('rsbuild', ['build'], { stdio: 'inherit', shell: false });
  if (run.error) throw run.error;
  return run.signal === 'SIGABRT' ? ABORTED : (run.status ?? 1);
}

let status = build();
if (status === ABORTED) {
  console.warn('app-build: Rsbuild aborted as it exited; building once more from scratch');
  status = build();
}
process.exit(status);
