/**
 * Builds the marketing remote (or another) as if `@club/ui` had a newer minor
 * release with a changed module (its button, see e2e/fixtures/shared-variant/),
 * into e2e/.variant/marketing/ (or the folder given). The versioned-sharing spec serves it in place of
 * the regular build.
 *
 *   node e2e/tools/build-shared-variant.mjs   (prints the output folder)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export const VARIANT_DIST = root('e2e/.variant/marketing');

/** The package the variant changes; the other shared packages keep their versions. */
export const VARIANT_PACKAGE = '@club/ui';

/** The version of a shared package (`@club/ui` → shared/ui/package.json). */
export function sharedPackageVersion(name) {
  return JSON.parse(
    readFileSync(root(`shared/${name.slice('@club/'.length)}/package.json`), 'utf8'),
  ).version;
}

/** The next minor version of the UI kit: compatible, and newer than the shell's. */
export function nextMinorVersion() {
  const version = sharedPackageVersion(VARIANT_PACKAGE);
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor + 1}.0`;
}

/**
 * @param {string} [distDir] where to build it: each spec that builds one gives its own folder,
 *   so that two workers never build into the folder the other one serves.
 * @param {string} [app] the remote's folder (`mf-marketing`, `mf-events`)
 * @returns {string} the folder
 */
export function buildSharedVariant(distDir = VARIANT_DIST, app = 'mf-marketing') {
  const result = spawnSync('pnpm', ['exec', 'rsbuild', 'build'], {
    cwd: root(app),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      CLUB_SHARED_VERSIONS: JSON.stringify({ [VARIANT_PACKAGE]: nextMinorVersion() }),
      CLUB_SHARED_ALIASES: JSON.stringify({
        '@club/ui/button': root('e2e/fixtures/shared-variant/button.tsx'),
      }),
      CLUB_DIST_DIR: distDir,
    },
  });
  if (result.status !== 0) throw new Error(`The shared-variant build of ${app} failed`);
  return distDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.info(buildSharedVariant());
