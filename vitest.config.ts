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
  test: {
    name,
    root: `./${name}`,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  },
});

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
    ],
  },
});
