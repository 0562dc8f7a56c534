import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

const sharedRoot = fileURLToPath(new URL('./shared/', import.meta.url));
const sharedExports = (
  JSON.parse(readFileSync(new URL('./shared/package.json', import.meta.url), 'utf8')) as {
    exports: Record<string, string>;
  }
).exports;

/**
 * Resolves `@club/shared/...` through the package's export map, also from
 * inside the shared package itself (a package importing itself by name).
 */
function sharedPackageResolver(): Plugin {
  return {
    name: 'club-shared-resolver',
    enforce: 'pre',
    resolveId(source) {
      if (!source.startsWith('@club/shared/')) return null;
      const target = sharedExports[`.${source.slice('@club/shared'.length)}`];
      return target ? `${sharedRoot}${target.slice(2)}` : null;
    },
  };
}

const appProject = (name: string) => ({
  extends: true as const,
  // Inside each app `@/` is its src folder (as in its Rsbuild config and tsconfig).
  resolve: { alias: { '@': fileURLToPath(new URL(`./${name}/src`, import.meta.url)) } },
  test: {
    name,
    root: `./${name}`,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  },
});

const apiRoot = fileURLToPath(new URL('./api/', import.meta.url));

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
    globalSetup: [`${apiRoot}test/setup/global-setup.ts`],
    setupFiles: [`${apiRoot}test/setup/per-test.ts`],
    pool: 'forks' as const,
    isolate: false,
    testTimeout: 15_000,
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

export default defineConfig({
  plugins: [sharedPackageResolver()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: [fileURLToPath(new URL('./shared/test/setup-dom.ts', import.meta.url))],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    projects: [
      appProject('shared'),
      appProject('shell'),
      appProject('mf-marketing'),
      appProject('mf-onboarding'),
      appProject('mf-member-area'),
      appProject('mf-news-admin'),
      apiProject,
      apiLogAuditProject,
    ],
  },
});
