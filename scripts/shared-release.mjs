/**
 * Every change to what `@club/shared` ships needs a new version, because the
 * apps share its modules by version: a remote deployed with changed shared
 * code but the old version number would silently run the shell's copy.
 * `shared/release.json` records the version and a fingerprint of the shipped
 * files (sources and exports, tests left out).
 *
 *   node scripts/shared-release.mjs check          fails when shared changed without a bump (pnpm lint)
 *   node scripts/shared-release.mjs bump <level>   patch | minor | major: bumps and records
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedRoot = fileURLToPath(new URL('../shared/', import.meta.url));
const packageFile = join(sharedRoot, 'package.json');
const releaseFile = join(sharedRoot, 'release.json');

const isShipped = (file) => !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts.map');

export function sharedFingerprint() {
  const hash = createHash('sha256');
  const { version: _version, ...manifest } = JSON.parse(readFileSync(packageFile, 'utf8'));
  hash.update(JSON.stringify(manifest));
  const files = readdirSync(join(sharedRoot, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(isShipped)
    .sort();
  for (const file of files) {
    hash.update(relative(sharedRoot, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
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

function record(version) {
  writeFileSync(
    releaseFile,
    `${JSON.stringify({ version, fingerprint: sharedFingerprint() }, null, 2)}\n`,
  );
}

const [command, level] = process.argv.slice(2);
const pkg = readJson(packageFile);
if (command === 'bump') {
  pkg.version = bumped(pkg.version, level);
  writeFileSync(packageFile, `${JSON.stringify(pkg, null, 2)}\n`);
  record(pkg.version);
  console.info(`@club/shared is now ${pkg.version}`);
} else if (command === 'check') {
  const release = readJson(releaseFile);
  const fingerprint = sharedFingerprint();
  if (release.version !== pkg.version) {
    console.error(
      `shared/package.json says ${pkg.version} but shared/release.json records ${release.version}: ` +
        'use `node scripts/shared-release.mjs bump <level>` to change the version.',
    );
    process.exit(1);
  }
  if (release.fingerprint !== fingerprint) {
    console.error(
      `@club/shared changed since ${release.version} was recorded. Apps share it by version, so ` +
        'bump it: `node scripts/shared-release.mjs bump patch|minor|major` (see README, ' +
        '"Changing @club/shared").',
    );
    process.exit(1);
  }
  console.info(`@club/shared ${pkg.version}: version matches its contents`);
} else {
  console.error('Usage: node scripts/shared-release.mjs check | bump <patch|minor|major>');
  process.exit(2);
}
