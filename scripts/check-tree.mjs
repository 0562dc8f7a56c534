/**
 * Fails when the repository holds scratch files (`tmp-*`): tools that stay get a real name.
 * (Page folders named after URLs are checked by scripts/route-manifests.ts.)
 */
import { execFileSync } from 'node:child_process';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
}).split('\n');
const scratch = files.filter((file) => /(^|\/)tmp[-_.]/.test(file));
if (scratch.length > 0) {
  console.error(`Scratch files do not belong in the repository:\n  ${scratch.join('\n  ')}`);
  process.exit(1);
}
