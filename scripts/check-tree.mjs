/**
 * Fails when the repository holds scratch files (`tmp-*`): tools that stay get a real name;
 * or when a remote's page is not in the feature folder its URL names (below).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
}).split('\n');
const scratch = files.filter((file) => /(^|\/)tmp[-_.]/.test(file));
if (scratch.length > 0) {
  console.error(`Scratch files do not belong in the repository:\n  ${scratch.join('\n  ')}`);
  process.exit(1);
}

/**
 * Fails when a remote's page lives in a feature folder not named after the
 * first segment of its URL (`/my-compass` → `src/features/my-compass/`), read
 * from the route manifests (`shared/src/routes/<app>-routes.ts` for
 * `mf-<app>`). `/` is the home page (`home`); a page whose URL starts with a
 * parameter (`/:policy`) may live in any folder; a page module that serves
 * several URLs lives in the folder of one of their first segments.
 */
const pageFolderErrors = [];
const pascalToKebab = (name) => name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();
for (const app of files.filter((file) => /^mf-[^/]+\/package\.json$/.test(file))) {
  const folder = app.slice(0, -'/package.json'.length);
  const manifestFile = `shared/src/routes/${folder.slice(3)}-routes.ts`;
  if (!files.includes(manifestFile)) continue;
  const segmentsOf = new Map();
  const manifest = readFileSync(manifestFile, 'utf8');
  for (const [, path, module] of manifest.matchAll(
    /\bpath:\s*'([^']+)',\s*module:\s*'\.\/([A-Za-z]+)'/g,
  )) {
    const first = path.split('/')[1] ?? '';
    const segment = first === '' ? 'home' : first;
    if (!segmentsOf.has(module)) segmentsOf.set(module, new Set());
    segmentsOf.get(module).add(segment);
  }
  for (const [module, segments] of segmentsOf) {
    const page = pascalToKebab(module);
    const pageFiles = files.filter((file) =>
      new RegExp(`^${folder}/src/features/[^/]+/(?:.*/)?${page}\\.tsx?$`).test(file),
    );
    if (pageFiles.length === 0) continue; // create-app-config reports a missing page module
    for (const file of pageFiles) {
      const feature = file.slice(`${folder}/src/features/`.length).split('/')[0];
      if ([...segments].some((segment) => segment.startsWith(':') || segment === feature)) continue;
      pageFolderErrors.push(
        `${file}: serves /${[...segments].join(', /')}..., so its folder is src/features/${[...segments][0]}/`,
      );
    }
  }
}
if (pageFolderErrors.length > 0) {
  console.error(
    `A page's feature folder is named after its URL's first segment:\n  ${pageFolderErrors.join('\n  ')}`,
  );
  process.exit(1);
}
