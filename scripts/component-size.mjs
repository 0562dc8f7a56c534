/**
 * A component reads in one screen: no `.tsx` file (tests aside) of the shell,
 * the remotes or `shared/ui` is longer than 250 lines. A longer page is split
 * into parts named after what they show. Run alone:
 * `node scripts/component-size.mjs` (exits 1 and lists the long files).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MAX_COMPONENT_LINES = 250;

/** Whether a repository path is a component file the rule covers. */
export function isComponentFile(path) {
  if (!path.endsWith('.tsx') || /\.(test|spec)\.tsx$/.test(path)) return false;
  if (path.split('/').includes('test')) return false;
  return /^(shell\/|mf-[^/]+\/|shared\/ui\/)/.test(path);
}

/** Lines of a text as `wc -l` counts them (a last line without a newline counts too). */
export function lineCount(text) {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

/** Every covered file over the limit, as `path: N lines`. */
export function longComponents(paths, read, max = MAX_COMPONENT_LINES) {
  return paths
    .filter(isComponentFile)
    .map((path) => ({ path, lines: lineCount(read(path)) }))
    .filter(({ lines }) => lines > max)
    .map(({ path, lines }) => `${path}: ${lines} lines`);
}

/** The repository's tracked and new (not ignored) files. */
export function repositoryFiles(root = REPOSITORY_ROOT) {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const long = longComponents(repositoryFiles(), (path) =>
    readFileSync(join(REPOSITORY_ROOT, path), 'utf8'),
  );
  if (long.length > 0) {
    console.error(
      `Component files over ${MAX_COMPONENT_LINES} lines (split them by what they show):\n  ${long.join('\n  ')}`,
    );
    process.exit(1);
  }
}
