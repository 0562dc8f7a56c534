/**
 * The import boundaries of the workspace, as ESLint flat-config entries
 * (eslint-plugin-import-x, resolving like TypeScript does). A function of the
 * repository root so that scripts/check-import-rules.mjs can apply the very
 * same rules to a small fixture tree and prove that they still fail.
 *
 * - Inside each app (shell/src, mf-*\/src, api/src) a feature never imports
 *   another feature: what two features need moves down (src/lib,
 *   src/components, src/hooks, the shared packages; in the API src/platform).
 * - The lower folders of an app never import upward: not from features, nor
 *   from the entry and routing files (src/index.ts, src/bootstrap.tsx,
 *   src/app, src/harness).
 * - In the API: features → platform → db, adapters, lib, http, config; the
 *   platform never imports features, the lower folders import neither, nor
 *   the Fastify plugins, the demo data or the app's top-level files.
 * - No import cycle anywhere.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const CROSS_FEATURE =
  'Features never import each other: move what both need down (src/lib, src/components, src/hooks or a shared package (@club/contract, @club/ui, @club/platform); in the API src/platform).';
const UPWARD =
  "Lower folders never import upward: not from features, nor from the app's entry or routing files.";
const PLATFORM_UPWARD =
  'The API platform never imports features: pass what it needs in (a callback or port) instead.';

const dirs = (folder) =>
  existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const files = (folder) =>
  existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
        .map((entry) => entry.name)
    : [];

/** Every feature folder imports no sibling feature folder. */
function crossFeatureZones(featuresFolder) {
  return dirs(featuresFolder).map((feature) => ({
    target: join(featuresFolder, feature),
    from: featuresFolder,
    except: [`./${feature}`],
    message: CROSS_FEATURE,
  }));
}

/**
 * Development code never reaches a browser bundle: the apps and the browser
 * packages (@club/ui, @club/platform) import no module of the development kit,
 * neither the contract's `dev-*` modules (its routes, called by no page) nor
 * the API's src/dev (the test payment checkout is served by a development API,
 * as Razorpay serves its own). `pnpm build` checks the output too.
 */
export const DEV_CODE_IMPORTS = {
  group: ['@club/contract/dev-*', '**/api/src/dev/**', '**/test-checkout*'],
  message:
    'Development code never ships to browsers: the test checkout is served by a development API (its payment order names the script), and no page calls a /dev route.',
};

/** The zones of one browser app (shell or a remote). */
function appZones(src) {
  const top = ['features', 'app', 'harness'];
  const lower = dirs(src).filter((name) => !top.includes(name));
  const upper = [
    ...top.map((name) => join(src, name)),
    ...files(src).map((name) => join(src, name)),
  ];
  return [
    ...crossFeatureZones(join(src, 'features')),
    ...lower.map((name) => ({ target: join(src, name), from: upper, message: UPWARD })),
  ];
}

/** The zones of the API. */
function apiZones(src) {
  const lower = ['db', 'adapters', 'lib', 'http', 'config'];
  const entries = files(src).map((name) => join(src, name));
  return [
    ...crossFeatureZones(join(src, 'features')),
    { target: join(src, 'platform'), from: join(src, 'features'), message: PLATFORM_UPWARD },
    ...lower.map((name) => ({
      target: join(src, name),
      from: [
        ...['features', 'platform', 'plugins', 'demo-data'].map((name) => join(src, name)),
        ...entries,
      ],
      message: UPWARD,
    })),
  ];
}

/** The workspace's apps: the shell and every remote. */
export function appFolders(root) {
  return dirs(root).filter(
    (name) => (name === 'shell' || name.startsWith('mf-')) && existsSync(join(root, name, 'src')),
  );
}

export function importBoundaries(root) {
  const apps = appFolders(root);
  const tsconfigs = [
    ...apps,
    'api',
    ...['contract', 'platform', 'ui', 'build', 'test-fixtures'].map((name) => join('shared', name)),
  ]
    .map((name) => join(root, name, 'tsconfig.json'))
    .filter((file) => existsSync(file));
  return [
    {
      files: ['**/*.{ts,tsx,mts,mjs,js}'],
      plugins: { 'import-x': importX },
      settings: {
        // TypeScript files are modules too (else no-cycle would not follow them).
        'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
        'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: tsconfigs,
            alwaysTryTypes: true,
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    ...apps.map((app) => ({
      files: [`${app}/src/**/*.{ts,tsx}`],
      rules: {
        'import-x/no-restricted-paths': ['error', { zones: appZones(join(root, app, 'src')) }],
      },
    })),
    {
      files: ['api/src/**/*.ts'],
      rules: {
        'import-x/no-restricted-paths': ['error', { zones: apiZones(join(root, 'api', 'src')) }],
      },
    },
  ];
}
