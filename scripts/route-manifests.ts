/**
 * Each remote owns its route manifest (`mf-<app>/src/routes/route-manifest.ts`)
 * and publishes it with every build. The shell keeps a copy of each, only as
 * the built-in fallback it paints with before (or without) a remote's own:
 * `shell/src/routes/remote-route-manifests.ts` without the pages' descriptions
 * (the boot does without them) and `remote-route-descriptions.ts` with them
 * (the build puts them back), both written by this script.
 *
 *   pnpm routes:copy     writes the shell's copies from the remotes' manifests
 *   pnpm routes:check    (in pnpm lint) fails when a copy differs from its remote's
 *                        manifest, or when a page's folder is not named after its URL
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { format, resolveConfig } from 'prettier';
import type { RouteManifest } from '../shared/platform/src/routes/route-manifest-format';
import { REMOTE_ROUTE_DESCRIPTIONS } from '../shell/src/routes/remote-route-descriptions';
import { REMOTE_ROUTE_MANIFESTS } from '../shell/src/routes/remote-route-manifests';
import {
  manifestDescriptions,
  withDescriptions,
  withoutDescriptions,
} from '../shell/src/routes/route-descriptions';

const REMOTES = ['mf-marketing', 'mf-onboarding', 'mf-member-area', 'mf-news-admin'] as const;
const COPY_FILE = new URL('../shell/src/routes/remote-route-manifests.ts', import.meta.url);
const DESCRIPTIONS_FILE = new URL(
  '../shell/src/routes/remote-route-descriptions.ts',
  import.meta.url,
);

async function remoteManifests(): Promise<{ folder: string; manifest: RouteManifest }[]> {
  return Promise.all(
    REMOTES.map(async (folder) => {
      const module = (await import(`../${folder}/src/routes/route-manifest.ts`)) as {
        default: RouteManifest;
      };
      return { folder, manifest: module.default };
    }),
  );
}

async function writeFormatted(file: URL, source: string): Promise<void> {
  const path = file.pathname;
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(source, { ...options, filepath: path }));
}

const GENERATED =
  "// Written by `pnpm routes:copy` (scripts/route-manifests.ts) from each remote's\n" +
  '// src/routes/route-manifest.ts; `pnpm lint` fails when a copy is out of date.';

async function writeCopies(): Promise<void> {
  const manifests = await remoteManifests();
  const copies = [
    GENERATED,
    "import { defineRouteManifest } from '@club/platform/routes/route-manifest-format';",
    '',
    '/**',
    " * The shell's built-in copies of the remotes' route manifests: the pages it",
    ' * paints with before a remote publishes its own, and keeps when a remote is down.',
    ' * Their descriptions are left empty (see ./route-descriptions.ts).',
    ' */',
    `export const REMOTE_ROUTE_MANIFESTS = [${manifests
      .map(
        ({ manifest }) => `defineRouteManifest(${JSON.stringify(withoutDescriptions(manifest))})`,
      )
      .join(', ')}] as const;`,
    '',
  ].join('\n');
  const descriptions = [
    GENERATED,
    "import type { RouteDescriptions } from './route-descriptions';",
    '',
    "/** The descriptions of the remotes' pages by route id, for the build and the tests. */",
    `export const REMOTE_ROUTE_DESCRIPTIONS: RouteDescriptions = ${JSON.stringify(
      Object.assign({}, ...manifests.map(({ manifest }) => manifestDescriptions(manifest))),
    )};`,
    '',
  ].join('\n');
  await writeFormatted(COPY_FILE, copies);
  await writeFormatted(DESCRIPTIONS_FILE, descriptions);
  console.info(`Wrote ${manifests.length} remote route manifests to shell/src/routes/`);
}

/** The copies that differ from their remote's manifest. */
async function staleCopies(): Promise<string[]> {
  const manifests = await remoteManifests();
  const problems: string[] = [];
  for (const { folder, manifest } of manifests) {
    const copy = REMOTE_ROUTE_MANIFESTS.find((entry) => entry.owner === manifest.owner);
    const described = copy ? withDescriptions(copy, REMOTE_ROUTE_DESCRIPTIONS) : null;
    if (
      !isDeepStrictEqual(JSON.parse(JSON.stringify(described)), manifest) ||
      !isDeepStrictEqual(JSON.parse(JSON.stringify(copy ?? null)), withoutDescriptions(manifest))
    ) {
      problems.push(
        `The shell's copy of ${folder}'s route manifest is out of date: run \`pnpm routes:copy\`.`,
      );
    }
  }
  const owners = new Set(manifests.map(({ manifest }) => manifest.owner));
  for (const copy of REMOTE_ROUTE_MANIFESTS) {
    if (!owners.has(copy.owner))
      problems.push(`The shell copies a manifest no remote owns: ${copy.owner}`);
  }
  return problems;
}

const pascalToKebab = (name: string) => name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();

/**
 * A remote's page lives in the feature folder named after the first segment of
 * its URL (`/my-compass` → `src/features/my-compass/`). `/` is the home page
 * (`home`); a page whose URL starts with a parameter (`/:policy`) may live in
 * any folder; a page module that serves several URLs lives in the folder of
 * one of their first segments.
 */
async function misplacedPages(): Promise<string[]> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  }).split('\n');
  const problems: string[] = [];
  for (const { folder, manifest } of await remoteManifests()) {
    const segmentsOf = new Map<string, Set<string>>();
    for (const page of Object.values(manifest.pages)) {
      const first = page.path.split('/')[1] ?? '';
      const module = page.module.replace(/^\.\//, '');
      if (!segmentsOf.has(module)) segmentsOf.set(module, new Set());
      segmentsOf.get(module)?.add(first === '' ? 'home' : first);
    }
    for (const [module, segments] of segmentsOf) {
      const page = pascalToKebab(module);
      const pattern = new RegExp(`^${folder}/src/features/[^/]+/(?:.*/)?${page}\\.tsx?$`);
      for (const file of files.filter((name) => pattern.test(name))) {
        const feature = file.slice(`${folder}/src/features/`.length).split('/')[0] ?? '';
        if ([...segments].some((segment) => segment.startsWith(':') || segment === feature)) {
          continue;
        }
        problems.push(
          `${file}: serves /${[...segments].join(', /')}..., so its folder is src/features/${[...segments][0]}/`,
        );
      }
    }
  }
  return problems;
}

const command = process.argv[2];
if (command === 'copy') {
  await writeCopies();
} else if (command === 'check') {
  const problems = [...(await staleCopies()), ...(await misplacedPages())];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.info("Route manifests: the shell's copies are current, page folders follow URLs");
} else {
  console.error('Usage: tsx scripts/route-manifests.ts copy | check');
  process.exit(2);
}
