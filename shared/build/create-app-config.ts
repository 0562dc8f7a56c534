/**
 * One Rsbuild + Module Federation configuration for every app of the site.
 *
 * Each app (the shell and the five remotes) calls `createAppConfig` from its own
 * `rsbuild.config.ts`, so the rules that keep the federation healthy live in one
 * place: which modules are page-wide singletons and which are shared by
 * version, `loaded-first` sharing, `assetPrefix: 'auto'` for remotes, CORS
 * headers for manifests, prefixed CSS Module class names so two remotes can
 * never collide, and the exposed modules and published route manifest that
 * follow from the app's route manifest.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  defineConfig,
  type Rspack,
  type rspack as rspackApi,
  type RsbuildConfig,
  type RsbuildPlugin,
} from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginNoDevCode } from './dev-code-plugin';
import { CATALOGUE_RULE } from './catalogue-rule';
import { pluginPrerender } from './prerender-plugin';
import { pluginServiceWorker } from './service-worker-plugin';
import {
  exposedModuleName,
  publishedManifest,
  ROUTE_MANIFEST_FILE,
  routeMetaFile,
  TRANSLATED_META_LOCALES,
  type RouteManifest,
  type TranslatedMetaLocale,
  type TranslatedPageMeta,
} from '@club/platform/routes/route-manifest-format';
import { readTranslatedMeta } from './route-meta';
export { sharedPackageModules } from './shared-packages';
export { readTranslatedMeta } from './route-meta';
import {
  packageOfModule,
  readSharedPackage,
  sharedPackageModules,
  type BrowserPackage,
} from './shared-packages';

type ShareConfig = {
  singleton: boolean;
  requiredVersion: string | false;
  version?: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
};

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
  'matchRoutes',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
];

/**
 * The parts of React Query the site uses, kept for the same reason and in the
 * same way as ROUTER_EXPORTS (the rest of the library stays out of the page).
 * Add a name here before using a new export anywhere.
 */
export const QUERY_EXPORTS = [
  'QueryClient',
  'QueryClientProvider',
  'infiniteQueryOptions',
  'keepPreviousData',
  'queryOptions',
  'useInfiniteQuery',
  'useMutation',
  'useQuery',
  'useQueryClient',
];

/**
 * The shared modules that hold page-wide state: the run-time config, the API
 * client (one token refresh at a time), the session store and its actions,
 * the remote loader (one cache, one registered loader), all in
 * `@club/platform`, and the UI kit's i18n runtime (one active language, every
 * app's messages). A second copy of any of them would split the page into
 * parts that cannot see each other's state, so they are singletons. Every
 * other shared module is shared by version.
 */
export const SHARED_SINGLETON_MODULES = [
  '@club/platform/config/runtime-config',
  '@club/platform/api/api-client',
  '@club/platform/session/session-store',
  '@club/platform/session/session-actions',
  '@club/platform/federation/remote-loader',
  // One language and one set of messages per page, whichever app added them.
  '@club/ui/i18n',
];

/**
 * Knobs for one test only: the e2e suite builds a remote as if a shared
 * package had moved on (a higher version, a changed module, another output
 * folder) to prove that such a remote keeps its own copy
 * (e2e/tools/build-shared-variant.mjs).
 */
const variantBuild = {
  /** `{"@club/ui": "1.1.0"}`: the version this build shares a package at. */
  sharedVersions: JSON.parse(process.env.CLUB_SHARED_VERSIONS || '{}') as Record<string, string>,
  /** `{"@club/ui/button": "/abs/path/to/changed-button.tsx"}` */
  sharedAliases: JSON.parse(process.env.CLUB_SHARED_ALIASES || '{}') as Record<string, string>,
  distDir: process.env.CLUB_DIST_DIR,
};

/** The version this build shares a package at. */
function sharedVersion(name: BrowserPackage): string {
  return variantBuild.sharedVersions[name] || readSharedPackage(name).version;
}

/**
 * How every app shares its dependencies. React, the router, zustand and React
 * Query keep state in module scope (contexts, stores), so they exist once per
 * page. The shared packages' modules are shared with their package's version
 * and require at least that version: a remote built against a newer
 * compatible release of a package uses its own copies of that package where
 * the shell's are older, and an older remote reuses the newer copy already on
 * the page. Each package is versioned on its own, so a new UI kit release
 * leaves the contract and platform copies shared.
 */
export function federationShared(): Record<string, ShareConfig> {
  const shared: Record<string, ShareConfig> = {
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
    '@tanstack/react-query': {
      singleton: true,
      requiredVersion: '^5.0.0',
      ...(process.env.NODE_ENV === 'production'
        ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: QUERY_EXPORTS } }
        : {}),
    },
  };
  for (const moduleId of sharedPackageModules()) {
    const version = sharedVersion(packageOfModule(moduleId));
    shared[moduleId] = {
      singleton: SHARED_SINGLETON_MODULES.includes(moduleId),
      requiredVersion: `^${version}`,
      version,
    };
  }
  return shared;
}

/**
 * In production the shell only provides the modules of its own packages: its
 * code imports them directly instead of asking the share scope for each one
 * at boot (about a hundred negotiations, and a table of them in its entry
 * script). The remotes still take the shell's copies
 * (shell/src/features/federation/shell-copies-first-plugin.ts). The page-wide
 * singletons stay consumed by the shell too, so the share scope knows its
 * copy as loaded and a remote built against a newer version still gets the
 * one instance. Development keeps the plain setup, like `externalRuntime`.
 */
const shellProvidesOnly = () => process.env.NODE_ENV === 'production';
const isProvidedOnly = (moduleId: string) =>
  moduleId.startsWith('@club/') && !SHARED_SINGLETON_MODULES.includes(moduleId);

/** What the shell takes from the share scope: the libraries and the page-wide singletons. */
export function hostConsumed(shared: Record<string, ShareConfig>): Record<string, ShareConfig> {
  return Object.fromEntries(
    Object.entries(shared).filter(([moduleId]) => !isProvidedOnly(moduleId)),
  );
}

/** The rest of the shell's own packages, provided to the remotes without the shell consuming them. */
export function hostProvided(shared: Record<string, ShareConfig>) {
  return Object.fromEntries(
    Object.entries(shared)
      .filter(([moduleId]) => isProvidedOnly(moduleId))
      .map(([moduleId, config]) => [
        moduleId,
        {
          shareKey: moduleId,
          version: config.version ?? (false as const),
          singleton: config.singleton,
          requiredVersion: config.requiredVersion,
          eager: false,
        },
      ]),
  );
}

/** The components (`.tsx`), or the plain modules (`.ts`), under a folder (tests left out). */
function listSourceFiles(folder: string, extension: '.ts' | '.tsx'): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension) && !/\.(?:test|d)\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

/**
 * The exposed modules of a remote, from its route manifest: `./CityPage` is
 * the one file `city-page.tsx` under `src/features/`, and a page's data
 * module `./CityPageData` the one file `city-page-data.ts`. Adding a page is
 * a manifest entry and that component; nothing else to register.
 */
export function exposesFromManifest(
  manifest: RouteManifest,
  appRoot: string,
): Record<string, string> {
  const featuresFolder = join(appRoot, 'src', 'features');
  const components = listSourceFiles(featuresFolder, '.tsx');
  const dataModules = new Set(
    Object.values(manifest.pages).flatMap((page) => (page.data ? [page.data] : [])),
  );
  const plainModules = dataModules.size > 0 ? listSourceFiles(featuresFolder, '.ts') : [];
  const modules = new Set([
    ...Object.values(manifest.pages).map((page) => page.module),
    ...dataModules,
    ...Object.values(manifest.parts ?? {}).map((part) => part.module),
  ]);
  return Object.fromEntries(
    [...modules].map((module) => {
      const files = dataModules.has(module) ? plainModules : components;
      const matches = files.filter((file) => exposedModuleName(basename(file)) === module);
      if (matches.length !== 1) {
        throw new Error(
          `${manifest.owner}: ${module} needs exactly one matching file under src/features/ ` +
            `(found ${matches.length}); e.g. ./CityPage is city-page.tsx, ./CityPageData city-page-data.ts`,
        );
      }
      return [module, `./${relative(appRoot, matches[0] as string)}`];
    }),
  );
}

/**
 * Writes the route manifest the app was built with next to its federation manifest, and
 * its pages' titles and descriptions in each other language (`route-meta.hi.json`, ...):
 * the shell fetches those only on a page in that language.
 */
function pluginPublishRoutes(manifest: RouteManifest, appRoot: string): RsbuildPlugin {
  return {
    name: 'club:publish-routes',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        const json = JSON.stringify(publishedManifest(manifest), null, 2);
        compilation.emitAsset(ROUTE_MANIFEST_FILE, new sources.RawSource(json));
        const translated = readTranslatedMeta(appRoot);
        for (const locale of TRANSLATED_META_LOCALES) {
          const meta = JSON.stringify(translated[locale]);
          compilation.emitAsset(routeMetaFile(locale), new sources.RawSource(meta));
        }
      });
    },
  };
}

/** Files worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every text file of
 * the build, at the highest levels, so servers send them as they are instead
 * of compressing each response (or, as a plain static server does, not at
 * all). A copy that is not smaller than the file is not written.
 */
function pluginPrecompress(): RsbuildPlugin {
  const toBrotli = promisify(brotliCompress);
  const toGzip = promisify(gzip);
  return {
    name: 'club:precompress',
    setup(api) {
      api.onAfterBuild(async () => {
        const root = api.context.distPath;
        const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
          COMPRESSIBLE.test(file),
        );
        await Promise.all(
          files.map(async (file) => {
            const path = join(root, file);
            const content = await readFile(path);
            const [brotli, gzipped] = await Promise.all([
              toBrotli(content, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              toGzip(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
            ]);
            if (brotli.length < content.length) await writeFile(`${path}.br`, brotli);
            if (gzipped.length < content.length) await writeFile(`${path}.gz`, gzipped);
          }),
        );
      });
    },
  };
}

/**
 * What every page needs before its first paint, in the shell's build: React,
 * the router, React Query, zustand, the shared modules of the layout, the
 * routes and the remote mount, the UI kit's and platform's English messages,
 * and the icon library's base (its icons stay with the code that draws them).
 * Each would otherwise be a small chunk of its own (a shared module is provided
 * alone), and a phone on HTTP/1.1 fetches them six at a time; two chunks
 * instead load in one round. A module the shell's boot imports must be here:
 * otherwise it is built into the boot code and again into the chunk that
 * provides it to the remotes, and the first remote to ask for it downloads it
 * a second time. Everything else (forms, contracts, the API client) keeps its
 * own chunks, loaded when needed.
 */
const BOOT_LIBRARIES =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|react-router-dom|zustand|@lingui[\\/]core|@tanstack[\\/](?:query-core|react-query))[\\/]/;
const BOOT_SHARED_MODULES =
  /[\\/]shared[\\/](?:platform[\\/]src[\\/](?:platform-messages|locales[\\/]en\.json|routes[\\/](?!route-manifest\.ts)|config[\\/]runtime-config|events[\\/]site-events|federation[\\/]remote-(?:loader|mount)|session[\\/](?:session-store|access-guard))|contract[\\/]src[\\/](?:copy[\\/]club|user-rules|format[\\/]currency|site-pages|locales)|ui[\\/]src[\\/](?:i18n|ui-messages|locales[\\/]en\.json|button|spinner|visually-hidden|page-state|breakpoints|skeleton|carousel|slide-controls|theme|icon-base|deferred-part))|[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?:createLucideIcon|Icon|context|defaultAttributes|shared[\\/])/;

function bootChunkGroups() {
  return {
    bootLibraries: {
      name: 'boot-libraries',
      chunks: 'async' as const,
      enforce: true,
      priority: 40,
      test: BOOT_LIBRARIES,
    },
    bootShared: {
      name: 'boot-shared',
      chunks: 'async' as const,
      enforce: true,
      priority: 40,
      test: BOOT_SHARED_MODULES,
    },
  };
}

/**
 * What a page that talks to the API needs, in the shell's build: the schema
 * library, the API client (on `fetch`), the session's actions and the contract
 * modules every request uses (public pages too: /members, the sign-in form).
 * And what only signed-in pages use: the member area's, the back office's and
 * the events' contract modules and the payment requests. A module a public
 * page uses stays out of the second (the events page's ticket prices, the
 * directory's counts, a guest's invitation), and so does one that the first
 * imports (the profile's membership, the ticket's payment order): either
 * would bring the whole chunk to a visitor. Each shared module
 * is otherwise a chunk of its own: a member's page asked for about forty, one
 * script element, request and evaluation each, in a row on a phone's busy
 * main thread. Neither group is preloaded: a visitor's first screen without
 * data never loads them.
 */
const DATA_LIBRARIES =
  /[\\/](?:node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]|shared[\\/](?:platform[\\/]src[\\/](?:api[\\/](?:api-client|api-error|http|query-keys)|session[\\/]session-actions)|contract[\\/]src[\\/](?:common|endpoint|hidden-characters|auth|user|membership|payment|reference|companies))\.ts$)/;
const MEMBER_DATA_MODULES =
  /[\\/]shared[\\/](?:platform[\\/]src[\\/]payments[\\/][a-z-]+|contract[\\/]src[\\/](?:first-steps|invoices|leads|sessions|privacy-rights|uploads|admin-[a-z]+|audit|gst-returns|one-to-ones|payments[\\/][a-z-]+))\.ts$/;

/**
 * Small contract modules that public pages and members' pages both import (the phone format's
 * country codes, the API's error messages, the GSTIN rules, the reference lists). In no group, each
 * was what remained of several shared modules' own chunks once the groups above had taken the rest,
 * a copy in each: the phone format in eighteen one-module chunks, of which a member's page loaded
 * seven. Each is one chunk of its own.
 */
const ONE_CHUNK_EACH = {
  'phone-format': 'format[\\\\/]phone',
  'contract-messages': 'copy[\\\\/]messages',
  gstin: 'gstin',
  'reference-data': 'reference-data',
} as const;

interface NamedChunkGroup {
  name: string;
  chunks: 'async';
  enforce: true;
  priority: number;
  test: RegExp;
}

function oneChunkEachGroups(): Record<keyof typeof ONE_CHUNK_EACH, NamedChunkGroup> {
  return Object.fromEntries(
    Object.entries(ONE_CHUNK_EACH).map(([name, file]) => [
      name,
      {
        name,
        chunks: 'async',
        enforce: true,
        priority: 30,
        test: new RegExp(`[\\\\/]shared[\\\\/]contract[\\\\/]src[\\\\/]${file}\\.ts$`),
      },
    ]),
  ) as Record<keyof typeof ONE_CHUNK_EACH, NamedChunkGroup>;
}

export function dataChunkGroups() {
  return {
    ...oneChunkEachGroups(),
    dataLibraries: {
      name: 'data-libraries',
      chunks: 'async' as const,
      enforce: true,
      priority: 30,
      test: DATA_LIBRARIES,
    },
    memberData: {
      name: 'member-data',
      chunks: 'async' as const,
      enforce: true,
      priority: 30,
      test: MEMBER_DATA_MODULES,
    },
  };
}

/** The site's text face, Latin letters (theme.css); the other subsets load when a page uses them. */
const BOOT_FONT = /(?:^|\/)plus-jakarta-sans-latin-wght-normal\.[0-9a-f]+\.woff2$/;

/**
 * The shell's page asks for its boot chunks (and `boot-app`, the shell's own
 * boot code, named so in src/index.ts) and config.json while the HTML is
 * still being read, instead of after its entry script has run: they then
 * arrive alongside the entry. The chunk loader and the boot's `fetch` use the
 * preloaded responses.
 */
function pluginPreloadBoot(): RsbuildPlugin {
  return {
    name: 'club:preload-boot',
    setup(api) {
      api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, assetPrefix }) => {
        const preloads = [...Object.values(bootChunkGroups()).map(({ name }) => name), 'boot-app']
          .flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])])
          .filter((file) => /\.(?:js|css)$/.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: file.endsWith('.css') ? 'style' : 'script',
              href: `${assetPrefix}${file}`,
            },
          }));
        const config = {
          tag: 'link',
          attrs: { rel: 'preload', as: 'fetch', href: '/config.json', crossorigin: 'anonymous' },
        };
        // The text face (its Latin part): with it at hand before the first paint,
        // the text is drawn once in its own face instead of in a fallback first.
        const fonts = Object.keys(compilation.assets)
          .filter((file) => BOOT_FONT.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `${assetPrefix}${file}`,
              crossorigin: 'anonymous',
            },
          }));
        return { headTags: [config, ...fonts, ...preloads, ...headTags], bodyTags };
      });
    },
  };
}

/**
 * One federation runtime on the page. With `externalRuntime` a remote takes
 * the runtime core from the shell, but its entry would still carry its own
 * copy of the bundler runtime's functions, the SDK they use and the error
 * messages (about 10 KB gzip per remote). These are plain functions, so the
 * shell publishes its own on `globalThis` and remotes refer to them instead.
 * Only the small part that holds a bundle's own state (`index.cjs` of the
 * bundler runtime, the runtime's instance) stays in each entry.
 */
const FEDERATION_PARTS_GLOBAL = '_CLUB_FEDERATION_PARTS';
const BUNDLER_RUNTIME_PARTS = [
  'attachShareScopeMap',
  'remotes',
  'consumes',
  'initializeSharing',
  'installInitialConsumes',
  'initContainerEntry',
  'init',
  'getSharedFallbackGetter',
];

/** Where the federation runtime's bundler runtime and error messages are, as the build uses them. */
function federationRuntimeFiles(): { bundlerDist: string; errorCodes: string } {
  const enhanced = createRequire(import.meta.url).resolve('@module-federation/enhanced');
  const tools = createRequire(enhanced).resolve('@module-federation/runtime-tools');
  const bundlerPackage = createRequire(tools).resolve(
    '@module-federation/webpack-bundler-runtime/package.json',
  );
  const runtime = createRequire(bundlerPackage).resolve('@module-federation/runtime');
  return {
    bundlerDist: join(dirname(bundlerPackage), 'dist'),
    errorCodes: createRequire(runtime).resolve('@module-federation/error-codes'),
  };
}

/** The shell's module that publishes its federation parts, run before its entry. */
function writeFederationPartsModule(appRoot: string): string {
  const { bundlerDist, errorCodes } = federationRuntimeFiles();
  const folder = join(appRoot, 'node_modules', '.cache', 'club');
  const path = join(folder, 'federation-parts.mjs');
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path,
    [
      '// Written by shared/build/create-app-config.ts: the federation runtime parts remotes use.',
      ...BUNDLER_RUNTIME_PARTS.map(
        (part) => `import * as ${part} from ${JSON.stringify(join(bundlerDist, `${part}.cjs`))};`,
      ),
      `import * as errorCodes from ${JSON.stringify(errorCodes)};`,
      `globalThis.${FEDERATION_PARTS_GLOBAL} = { ${[...BUNDLER_RUNTIME_PARTS, 'errorCodes'].join(', ')} };`,
      '',
    ].join('\n'),
  );
  return path;
}

/** A remote's externals: the shell's published federation parts. */
function federationPartsExternal() {
  const { bundlerDist } = federationRuntimeFiles();
  return (
    { request, context }: { request?: string; context?: string },
    callback: (error?: Error, result?: string, type?: 'var') => void,
  ) => {
    const part =
      request === '@module-federation/error-codes'
        ? 'errorCodes'
        : context === bundlerDist && request
          ? BUNDLER_RUNTIME_PARTS.find((name) => request === `./${name}.cjs`)
          : undefined;
    if (part) callback(undefined, `globalThis.${FEDERATION_PARTS_GLOBAL}.${part}`, 'var');
    else callback();
  };
}

/**
 * A remote's icons (lucide-react's `icons/*.mjs`) import the icon factory
 * relatively, so federation cannot share it by name; this sends that import
 * to `@club/ui/icon-base`, which is shared, and the shell's copy is used
 * (about 1.5 KB gzip less on every remote page).
 */
function iconBaseFromShell(rspack: typeof rspackApi) {
  return new rspack.NormalModuleReplacementPlugin(/^\.\.\/createLucideIcon\.mjs$/, (resource) => {
    if (/lucide-react[\\/]dist[\\/]esm[\\/]icons$/.test(resource.context ?? '')) {
      resource.request = '@club/ui/icon-base';
    }
  });
}

/**
 * The key of a remote's federation manifest (in its `metaData`) that names,
 * for each exposed module, the shared modules it needs
 * (`{ "./MyAccountPage": ["@club/ui/modal", ...] }`). The shell's runtime
 * reads it when it has fetched the manifest and starts loading those modules
 * alongside the remote's entry and the exposed module's chunks, instead of
 * one round later, when the exposed module's chunks have run and ask for them
 * (shell/src/features/federation/expose-shares-preload.ts, which reads this key).
 */
export const EXPOSE_SHARES_KEY = 'exposeShares';

/** The chunk group of an exposed module: `./MyAccountPage` is `__federation_expose_MyAccountPage`. */
const EXPOSE_CHUNK_GROUP = /^__federation_expose_(.+)$/;
/** `consume shared module (default) @club/ui/modal@1.2.0 (strict) (fallback: ...)` */
const CONSUMED_SHARE = /^consume[ -]shared module \([^)]*\) (@?[^@\s]+)@/;

/**
 * The shared modules each exposed module's own chunks consume, the ones the
 * runtime loads with them (a shared module only a lazy part of the page uses
 * is left out, as the page would load it later too).
 */
export function exposeSharesOf(compilation: Rspack.Compilation): Record<string, string[]> {
  const shares: Record<string, string[]> = {};
  for (const [groupName, group] of compilation.namedChunkGroups) {
    const expose = EXPOSE_CHUNK_GROUP.exec(groupName)?.[1];
    if (!expose) continue;
    const names = new Set<string>();
    for (const chunk of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        const name = CONSUMED_SHARE.exec(module.identifier())?.[1];
        if (name) names.add(name);
      }
    }
    shares[`./${expose}`] = [...names].sort();
  }
  return shares;
}

export interface AppConfigOptions {
  /** Federation name: `shell`, `marketing`, `onboarding`, `member_area`, `news_admin`, `events`. */
  name: string;
  /** Port of `rsbuild dev` and `rsbuild preview`. */
  port: number;
  /** Short prefix for CSS Module class names, unique per app. */
  cssPrefix: string;
  /** Page title of the app's own HTML page (the standalone harness for remotes). */
  title: string;
  /** The app's folder (`import.meta.dirname` of its rsbuild.config.ts). */
  appRoot: string;
  /** A remote's pages and embedded parts; its exposed modules follow from it. */
  routes?: RouteManifest;
  /** The shell serves a single-page app: unknown paths fall back to index.html. */
  isHost?: boolean;
  /** Federation runtime plugins (file paths), active before any remote loads. */
  runtimePlugins?: string[];
  /** Extra files to publish next to the build (the shell's list of known paths). */
  publish?: Record<string, unknown>;
  /**
   * The shell: prerender the app at every public page of these manifests
   * (`app` and `loading` as `file#export`; `app` renders the whole app at a
   * `path` prop, a remote's page left as a slot). Remotes prerender their
   * public pages without being asked.
   */
  prerender?: {
    siteRoutes: readonly RouteManifest[];
    translatedMeta?: Readonly<Record<TranslatedMetaLocale, TranslatedPageMeta>>;
    app: string;
    loading: string;
  };
  /** The shell: its service worker's source, bundled as /sw.js in production builds. */
  serviceWorker?: string;
}

function pluginPublishFiles(files: Record<string, unknown>): RsbuildPlugin {
  return {
    name: 'club:publish-files',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        for (const [file, content] of Object.entries(files)) {
          compilation.emitAsset(file, new sources.RawSource(JSON.stringify(content, null, 2)));
        }
      });
    },
  };
}

export function createAppConfig(options: AppConfigOptions): RsbuildConfig {
  const {
    name,
    port,
    cssPrefix,
    title,
    appRoot,
    routes,
    isHost = false,
    runtimePlugins = [],
    publish = {},
    prerender,
    serviceWorker,
  } = options;
  const exposes = routes ? exposesFromManifest(routes, appRoot) : undefined;
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        ...(exposes
          ? {
              exposes,
              filename: 'remoteEntry.js',
              manifest: {
                additionalData: ({ stats, compilation }) => {
                  // The federation plugin types it as webpack's; under Rsbuild it is Rspack's.
                  const shares = exposeSharesOf(compilation as unknown as Rspack.Compilation);
                  return { ...stats, metaData: { ...stats.metaData, [EXPOSE_SHARES_KEY]: shares } };
                },
              },
            }
          : {}),
        // The shell learns remote URLs from config.json at run time.
        remotes: {},
        shared:
          isHost && shellProvidesOnly() ? hostConsumed(federationShared()) : federationShared(),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        experiments: {
          // The site only runs in browsers: the runtime leaves out its Node script loader.
          optimization: { target: 'web' },
          // In production the shell provides the federation runtime once and the
          // remotes use it, instead of each remote entry carrying its own copy.
          // In development each remote keeps its own, so it can run standalone.
          ...(process.env.NODE_ENV === 'production'
            ? isHost
              ? { provideExternalRuntime: true }
              : { externalRuntime: true }
            : {}),
        },
        dts: false,
        dev: { disableDynamicRemoteTypeHints: true },
      }),
      ...(routes ? [pluginPublishRoutes(routes, appRoot)] : []),
      pluginPublishFiles(publish),
      ...(isHost && process.env.NODE_ENV === 'production' ? [pluginPreloadBoot()] : []),
      // Written after the browser build (it reads its manifest), before compression.
      ...(process.env.NODE_ENV === 'production' && !variantBuild.distDir
        ? routes && exposes
          ? [pluginPrerender({ appRoot, cssPrefix }, { kind: 'remote', routes, exposes })]
          : prerender
            ? [pluginPrerender({ appRoot, cssPrefix }, { kind: 'shell', ...prerender })]
            : []
        : []),
      ...(serviceWorker && process.env.NODE_ENV === 'production' && !variantBuild.distDir
        ? [pluginServiceWorker({ source: serviceWorker })]
        : []),
      ...(process.env.NODE_ENV === 'production' ? [pluginNoDevCode()] : []),
      pluginPrecompress(),
    ],
    source: {
      entry: { index: './src/index.ts' },
      ...(isHost && process.env.NODE_ENV === 'production'
        ? { preEntry: [writeFederationPartsModule(appRoot)] }
        : {}),
    },
    resolve: {
      alias: {
        '@': join(appRoot, 'src'),
        ...(process.env.NODE_ENV === 'production'
          ? {
              cookie$: fileURLToPath(new URL('./browser-cookie-stubs.ts', import.meta.url)),
              'set-cookie-parser$': fileURLToPath(
                new URL('./browser-cookie-stubs.ts', import.meta.url),
              ),
            }
          : {}),
        ...Object.fromEntries(
          Object.entries(variantBuild.sharedAliases).map(([id, file]) => [`${id}$`, file]),
        ),
      },
    },
    html: {
      title,
      template: isHost ? './index.html' : undefined,
      meta: {
        viewport: 'width=device-width, initial-scale=1',
      },
    },
    output: {
      ...(variantBuild.distDir
        ? { distPath: { root: variantBuild.distDir }, cleanDistPath: true }
        : {}),
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
    tools: {
      rspack: (config, { rspack }) => {
        config.module = {
          ...config.module,
          rules: [...(config.module?.rules ?? []), CATALOGUE_RULE],
        };
        if (process.env.NODE_ENV !== 'production') return;
        if (!isHost) {
          config.plugins = [...(config.plugins ?? []), iconBaseFromShell(rspack)];
          const externals = config.externals;
          config.externals = [
            ...(Array.isArray(externals) ? externals : externals ? [externals] : []),
            federationPartsExternal(),
          ];
          return;
        }
        if (shellProvidesOnly()) {
          config.plugins = [
            ...(config.plugins ?? []),
            new rspack.sharing.ProvideSharedPlugin({
              provides: hostProvided(federationShared()),
              shareScope: 'default',
              enhanced: true,
            }),
          ];
        }
        const splitChunks = config.optimization?.splitChunks;
        if (splitChunks && typeof splitChunks === 'object') {
          splitChunks.cacheGroups = {
            ...splitChunks.cacheGroups,
            ...bootChunkGroups(),
            ...dataChunkGroups(),
          };
          // The entry stays one script: it is the federation runtime and the boot.
          splitChunks.chunks = 'async';
        }
      },
    },
  });
}
