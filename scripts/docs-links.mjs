/**
 * The relative links of the repository's Markdown documentation (README.md,
 * api/README.md, CHANGELOG.md and docs/): each must name a file or folder that
 * exists, so moving a page cannot leave a link behind. Run alone:
 * `node scripts/docs-links.mjs` (exits 1 and lists the broken links).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Markdown files of the documentation, as absolute paths. */
export function documentationFiles(root = REPOSITORY_ROOT) {
  const files = ['README.md', 'api/README.md', 'CHANGELOG.md'].map((file) => join(root, file));
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk(join(root, 'docs'));
  return files.filter((file) => existsSync(file));
}

/** The link targets of a Markdown text outside fenced code: `[text](target)`, without the `#part`. */
export function relativeLinks(markdown) {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^([a-z][a-z+.-]*:|#)/i.test(target))
    .map((target) => decodeURIComponent(target.split('#')[0]));
}

/** Every relative link whose target does not exist, as `file: target`. */
export function brokenLinks(files = documentationFiles(), root = REPOSITORY_ROOT) {
  return files.flatMap((file) =>
    relativeLinks(readFileSync(file, 'utf8'))
      .filter((target) => !existsSync(join(dirname(file), target)))
      .map((target) => `${relative(root, file)}: ${target}`),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const broken = brokenLinks();
  if (broken.length > 0) {
    console.error(`Links to files that do not exist:\n  ${broken.join('\n  ')}`);
    process.exit(1);
  }
  console.info('Every relative link of the documentation resolves.');
}
