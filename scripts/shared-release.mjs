/**
 * Every change to what a shared package ships to browsers needs a new version
 * of that package, because the apps share its modules by version: a remote
 * deployed with changed shared code but the old version number would silently
 * run the shell's copy. Each browser package (@club/contract, @club/ui,
 * @club/platform) is versioned on its own; its `release.json` records the
 * version and a fingerprint of the shipped files (sources and exports, tests
 * left out).
 *
 *   node scripts/shared-release.mjs check                     fails when a package changed without a bump (pnpm lint)
 *   node scripts/shared-release.mjs bump <package> <level>    e.g. `bump ui minor`; level: patch | minor | major
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RELEASED_PACKAGES = ['contract', 'ui', 'platform'];

const packageRoot = (folder) => fileURLToPath(new URL(`../shared/${folder}/`, import.meta.url));

const isShipped = (file) => !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts.map');

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function packageFingerprint(folder) {
  const root = packageRoot(folder);
  const hash = createHash('sha256');
  const { version: _version, ...manifest } = readJson(join(root, 'package.json'));
  hash.update(JSON.stringify(manifest));
  const files = readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(isShipped)
    .sort();
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function bumped(version, level) {
  const [major, minor, patch] = version.split('.').map(Number);
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  if (level === 'patch') return `${major}.${minor}.${patch + 1}`;
  throw new Error(
    'Give the level of the change: patch, minor (new, compatible) or major (breaking)',
  );
}

function record(folder, version) {
  writeFileSync(
    join(packageRoot(folder), 'release.json'),
    `${JSON.stringify({ version, fingerprint: packageFingerprint(folder) }, null, 2)}\n`,
  );
}

function bump(folder, level) {
  if (!RELEASED_PACKAGES.includes(folder)) {
    throw new Error(`Name a shared package: ${RELEASED_PACKAGES.join(', ')}`);
  }
  const file = join(packageRoot(folder), 'package.json');
  const pkg = readJson(file);
  pkg.version = bumped(pkg.version, level);
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  record(folder, pkg.version);
  console.info(`${pkg.name} is now ${pkg.version}`);
}

/** The problems of one package: a version that differs from its record, or changed contents. */
function checkPackage(folder) {
  const root = packageRoot(folder);
  const pkg = readJson(join(root, 'package.json'));
  const release = readJson(join(root, 'release.json'));
  if (release.version !== pkg.version) {
    return (
      `shared/${folder}/package.json says ${pkg.version} but its release.json records ` +
      `${release.version}: use \`pnpm shared:bump ${folder} <level>\` to change the version.`
    );
  }
  if (release.fingerprint !== packageFingerprint(folder)) {
    return (
      `${pkg.name} changed since ${release.version} was recorded. Apps share it by version, so ` +
      `bump it: \`pnpm shared:bump ${folder} patch|minor|major\` (see docs/architecture.md, "Changing a shared package").`
    );
  }
  console.info(`${pkg.name} ${pkg.version}: version matches its contents`);
  return undefined;
}

const [command, ...args] = process.argv.slice(2);
if (command === 'bump') {
  const [folder, level] = args;
  bump(folder, level);
} else if (command === 'record') {
  // Records the current contents at the current version (a new package's first release).
  const [folder] = args;
  record(folder, readJson(join(packageRoot(folder), 'package.json')).version);
} else if (command === 'check') {
  const problems = RELEASED_PACKAGES.map(checkPackage).filter(Boolean);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
} else {
  console.error(
    'Usage: node scripts/shared-release.mjs check | bump <contract|ui|platform> <patch|minor|major>',
  );
  process.exit(2);
}
