/**
 * One Rsbuild + Module Federation configuration for every app of the site.
 *
 * Each app (the shell and the four remotes) calls `createAppConfig` from its own
 * `rsbuild.config.ts`, so the rules that keep the federation healthy live in one
 * place: the same singletons everywhere, `loaded-first` sharing, `assetPrefix:
 * 'auto'` for remotes, CORS headers for manifests, prefixed CSS Module class
 * names so two remotes can never collide.
 */
import { readFileSync } from 'node:fs';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

type SharedConfig = Record<
  string,
  {
    singleton: true;
    requiredVersion: string | false;
    version?: string;
    treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
  }
>;

/**
 * The parts of react-router-dom the site uses. Shared modules cannot be
 * tree-shaken by each app on its own, so every app provides the same trimmed
 * build: one router on the page, without the data-router and server code.
 * Add a name here before using a new export anywhere.
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
];

interface SharedPackageJson {
  version: string;
  exports: Record<string, string>;
}

const sharedPackage = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as SharedPackageJson;

/** Every browser module of `@club/shared`, one share key per public entry. */
export function sharedPackageModules(): string[] {
  return Object.keys(sharedPackage.exports)
    .filter((key) => !key.startsWith('./build/') && !key.endsWith('.css'))
    .map((key) => `@club/shared${key.slice(1)}`);
}

/**
 * Libraries that must exist once on the page. React, the router, zustand and
 * React Query keep state in module scope (contexts, stores), so a second copy
 * would split the page into islands that cannot see each other's state.
 */
export function federationShared(): SharedConfig {
  const shared: SharedConfig = {
    react: { singleton: true, requiredVersion: '^19.0.0' },
    'react/': { singleton: true, requiredVersion: '^19.0.0' },
    'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
    'react-dom/': { singleton: true, requiredVersion: '^19.0.0' },
    'react-router-dom': {
      singleton: true,
      requiredVersion: '^7.0.0',
      ...(process.env.NODE_ENV === 'production'
        ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: ROUTER_EXPORTS } }
        : {}),
    },
    zustand: { singleton: true, requiredVersion: '^5.0.0' },
    '@tanstack/react-query': { singleton: true, requiredVersion: '^5.0.0' },
  };
  for (const moduleId of sharedPackageModules()) {
    shared[moduleId] = {
      singleton: true,
      requiredVersion: `^${sharedPackage.version}`,
      version: sharedPackage.version,
    };
  }
  return shared;
}

export interface AppConfigOptions {
  /** Federation name: `shell`, `marketing`, `onboarding`, `member_area`, `news_admin`. */
  name: string;
  /** Port of `rsbuild dev` and `rsbuild preview`. */
  port: number;
  /** Short prefix for CSS Module class names, unique per app. */
  cssPrefix: string;
  /** Page title of the app's own HTML page (the standalone harness for remotes). */
  title: string;
  /** Modules a remote exposes to the shell. Absent for the shell. */
  exposes?: Record<string, string>;
  /** The shell serves a single-page app: unknown paths fall back to index.html. */
  isHost?: boolean;
  /** Federation runtime plugins (file paths), active before any remote loads. */
  runtimePlugins?: string[];
}

export function createAppConfig(options: AppConfigOptions): RsbuildConfig {
  const { name, port, cssPrefix, title, exposes, isHost = false, runtimePlugins = [] } = options;
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        ...(exposes ? { exposes, filename: 'remoteEntry.js' } : {}),
        // The shell learns remote URLs from config.json at run time.
        remotes: {},
        shared: federationShared(),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        // In production the shell provides the federation runtime once and the
        // remotes use it, instead of each remote entry carrying its own copy.
        // In development each remote keeps its own, so it can run standalone.
        ...(process.env.NODE_ENV === 'production'
          ? { experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true } }
          : {}),
        dts: false,
        dev: { disableDynamicRemoteTypeHints: true },
      }),
    ],
    source: {
      entry: { index: './src/index.ts' },
    },
    html: {
      title,
      template: isHost ? './index.html' : undefined,
      meta: {
        viewport: 'width=device-width, initial-scale=1',
      },
    },
    output: {
      assetPrefix: isHost ? '/' : 'auto',
      cssModules: {
        localIdentName: `${cssPrefix}_[local]_[hash:base64:5]`,
        namedExport: false,
      },
      legalComments: 'none',
    },
    dev: {
      assetPrefix: isHost ? '/' : 'auto',
      // Lazy compilation turns federated chunks into stubs that other origins cannot load.
      lazyCompilation: false,
    },
    server: {
      port,
      strictPort: true,
      host: 'localhost',
      historyApiFallback: isHost,
      // Remotes are fetched cross-origin by the shell: manifest, entry and chunks.
      cors: isHost ? false : { origin: '*' },
    },
    performance: {
      chunkSplit: { strategy: 'split-by-experience' },
    },
  });
}
