import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

const SHARED_PACKAGES = ['contract', 'platform', 'ui', 'build', 'test-fixtures'];

/** `@club/ui/button` → the file its package's export map names. */
const sharedModuleFiles = new Map(
  SHARED_PACKAGES.flatMap((folder) => {
    const packageRoot = fileURLToPath(new URL(`./shared/${folder}/`, import.meta.url));
    const { name, exports } = JSON.parse(readFileSync(`${packageRoot}package.json`, 'utf8')) as {
      name: string;
      exports: Record<string, string>;
    };
    return Object.entries(exports).map(
      ([key, file]) => [`${name}${key.slice(1)}`, `${packageRoot}${file.slice(2)}`] as const,
    );
  }),
);

/**
 * Resolves the shared packages' modules through their export maps, also from
 * inside a package itself (a package importing itself by name).
 */
function sharedPackageResolver(): Plugin {
  return {
    name: 'club-shared-resolver',
    enforce: 'pre',
    resolveId(source) {
      return sharedModuleFiles.get(source) ?? null;
    },
  };
}

const appProject = (name: string, globalSetup: string[] = []) => ({
  extends: true as const,
  // Inside each app `@/` is its src folder (as in its Rsbuild config and tsconfig).
  resolve: { alias: { '@': fileURLToPath(new URL(`./${name}/src`, import.meta.url)) } },
  test: {
    name,
    root: `./${name}`,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', '*.test.ts'],
    globalSetup,
  },
});

const apiRoot = fileURLToPath(new URL('./api/', import.meta.url));

/**
 * API test files whose subject is not the database (configuration, HTTP
 * framing, logs, adapters, probes of the HTTP surface, the embedded database's
 * own folder and backup): the database only holds their fixtures. The second
 * pass on a PostgreSQL server (`API_TESTS=database`, see scripts/test-unit.mjs)
 * leaves them out.
 */
const NOT_ABOUT_THE_DATABASE = [
  'adapters',
  'backup-restore',
  'body-parsing',
  'calendar',
  'code-budgets',
  'compose-file',
  'config',
  'data-folder',
  'exchange-rates',
  'fuzz',
  'http',
  'india-dates',
  'log-output',
  'logging',
  'metrics',
  'probe-findings',
  'production-bundle',
  'production-start',
  's3-storage',
  'tracing',
  'worker-heartbeat',
  'whatsapp-adapters',
].map((name) => `test/${name}.test.ts`);

/**
 * Index tests fill tables with 10^5 rows and read the planner's choice, which is
 * the same engine's in PGlite and PostgreSQL: with a server to run them on,
 * they run there only (minutes in PGlite's WebAssembly, seconds natively).
 */
const SERVER_ONLY_WHEN_THERE_IS_ONE = [
  'leads-indexes',
  'companies-indexes',
  'admin-inbox-indexes',
].map((name) => `test/${name}.test.ts`);

/**
 * Which API test files a pass leaves out (API_TESTS, set by scripts/test-unit.mjs):
 * `embedded` is the PGlite pass followed by a server pass, `database` the server pass.
 */
const API_TEST_EXCLUDES: Record<string, string[]> = {
  embedded: SERVER_ONLY_WHEN_THERE_IS_ONE,
  database: NOT_ABOUT_THE_DATABASE,
};

/**
 * The API's tests run in Node against one database per worker (PGlite, or a
 * PostgreSQL server with TEST_DATABASE_URL), so files share their worker's
 * module state (`isolate: false`) instead of starting a database each.
 */
const apiProject = {
  plugins: [sharedPackageResolver()],
  test: {
    name: 'api',
    root: apiRoot,
    environment: 'node' as const,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: API_TEST_EXCLUDES[process.env.API_TESTS ?? 'all'] ?? [],
    globalSetup: [`${apiRoot}test/setup/global-setup.ts`],
    setupFiles: [`${apiRoot}test/setup/per-test.ts`],
    pool: 'forks' as const,
    isolate: false,
    // The first test a worker runs also migrates its database (10 to 13 s alone on a 2-core
    // machine): under CI's load 15 s was not always enough for it.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

/**
 * After every other project: reads the logs the API tests wrote and checks
 * that no code, nonce, token or cookie a test saw is in them.
 */
const apiLogAuditProject = {
  plugins: [sharedPackageResolver()],
  test: {
    name: 'api-log-audit',
    root: apiRoot,
    environment: 'node' as const,
    include: ['test-audit/**/*.test.ts'],
    globalSetup: [`${apiRoot}test/setup/global-setup.ts`],
    sequence: { groupOrder: 1 },
  },
};

/**
 * The Node scripts' tests (the site host's headers, the edge's nginx with TLS),
 * in Node: they start real servers on free ports.
 */
const scriptsProject = {
  test: {
    name: 'scripts',
    root: fileURLToPath(new URL('./scripts/', import.meta.url)),
    environment: 'node' as const,
    include: ['**/*.test.mjs'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

/** The page benchmark's pure parts (budgets, medians, the report), in Node. */
const benchToolsProject = {
  test: {
    name: 'e2e-tools',
    root: fileURLToPath(new URL('./e2e/tools/', import.meta.url)),
    environment: 'node' as const,
    include: ['**/*.test.mjs'],
  },
};

export default defineConfig({
  plugins: [sharedPackageResolver()],
  test: {
    // One worker per core and one more: Vitest's default leaves a core idle, and the API's tests
    // spend much of their time waiting on the database server.
    maxWorkers: availableParallelism() + 1,
    environment: 'jsdom',
    globals: true,
    // findBy/waitFor wait up to 5 s (setup-dom.ts); a test makes several such waits, and on a
    // busy 2-core machine the default 5 s per test was spent before the first one ended.
    testTimeout: 20_000,
    setupFiles: [fileURLToPath(new URL('./shared/test-fixtures/setup-dom.ts', import.meta.url))],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    projects: [
      appProject('shared/contract'),
      appProject('shared/platform'),
      appProject('shared/ui'),
      appProject('shared/build'),
      // The shell's copies of the remotes' route manifests are generated, not committed.
      appProject('shell', [
        fileURLToPath(new URL('./scripts/route-manifests-global-setup.ts', import.meta.url)),
      ]),
      appProject('mf-marketing'),
      appProject('mf-onboarding'),
      appProject('mf-member-area'),
      appProject('mf-news-admin'),
      appProject('mf-events'),
      apiProject,
      apiLogAuditProject,
      scriptsProject,
      benchToolsProject,
    ],
  },
});
