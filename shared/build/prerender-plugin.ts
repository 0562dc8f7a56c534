/**
 * Prerendered public pages: the HTML an anonymous visitor first sees, written
 * at build time, so that a phone paints the page before any JavaScript has
 * arrived (the shell's static server puts it into index.html).
 *
 * Each app renders what it owns, so a remote deployed alone brings its own
 * HTML along:
 * - a remote writes `prerender/<page>.json` for each public page of its route
 *   manifest: the page's HTML, its style sheets, and the shared-package
 *   modules whose styles it uses;
 * - the shell writes `prerender/pages.json`: for every public page of the
 *   site, the whole app's HTML at that path with a slot for a remote's page
 *   (a page of the shell's own is complete), its title, which remote owns it,
 *   and the `useId` of the slot: a remote renders its page at the same place
 *   of the tree (`AtPagePosition`) and writes the id it got there, and the
 *   server composes only HTML whose ids will match when the app hydrates it.
 *
 * After the app's browser build, a second, Node-only build bundles the app's
 * components with `prerender-render.tsx`; it is run once to write the files.
 * Class names are those of the browser build (same CSS Module naming). The
 * page's shared-package components run from the shell's copy on the page, so
 * their classes get the shell's prefix.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRsbuild, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { CLUB_NAME } from '@club/contract/copy/club';
import { LOCALES, LOCALE_TAGS, pathInLocale, type Locale } from '@club/contract/locales';
import {
  resolveManifest,
  type ResolvedRoute,
  type RouteManifest,
  type TranslatedMetaLocale,
  type TranslatedPageMeta,
} from '@club/platform/routes/route-manifest-format';
import {
  PAGE_SLOT_MARKUP,
  PRERENDER_FOLDER,
  PRERENDER_INDEX_FILE,
  SHARED_STYLES_FILE,
  isPrerenderable,
  prerenderFileName,
  shellPageChunkName,
  type PrerenderedFragment,
  type PrerenderedLayout,
} from './prerender-files.mjs';
import { CATALOGUE_RULE } from './catalogue-rule';
import { sharedStyleModules } from './shared-packages';
import { sharedStyleFiles } from './shared-style-files';

/** The shell's CSS Module prefix: shared-package components on the page are the shell's. */
export const SHELL_CSS_PREFIX = 'sh';

const RENDER_MODULE = join(import.meta.dirname, 'prerender-render.tsx');

export type PrerenderOptions =
  | {
      kind: 'remote';
      /** The remote's pages, and its exposed modules (module name → file relative to appRoot). */
      routes: RouteManifest;
      exposes: Record<string, string>;
    }
  | {
      kind: 'shell';
      /** Every page of the site. */
      siteRoutes: readonly RouteManifest[];
      /** Their titles and descriptions in the other languages, by route id (English if none). */
      translatedMeta?: Readonly<Record<TranslatedMetaLocale, TranslatedPageMeta>>;
      /**
       * The whole app at a `path` prop and the loading state, as `file#export`
       * relative to appRoot. The app's file also exports `takePageId()`: the
       * `useId` of the slot it left for a remote's page in the last render.
       */
      app: string;
      loading: string;
    };

interface AppInfo {
  appRoot: string;
  cssPrefix: string;
}

const importPath = (file: string) => JSON.stringify(file.replace(/\\/g, '/'));

/** Bundles `entrySource` for Node with the app's settings; returns the module's exports. */
async function buildRenderer<T>({ appRoot, cssPrefix }: AppInfo, entrySource: string): Promise<T> {
  const folder = join(appRoot, 'node_modules', '.cache', 'club', 'prerender');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const entry = join(folder, 'entry.tsx');
  writeFileSync(entry, entrySource);
  const rsbuild = await createRsbuild({
    cwd: appRoot,
    config: {
      plugins: [pluginReact()],
      source: { entry: { renderer: entry } },
      resolve: { alias: { '@': join(appRoot, 'src') } },
      output: {
        target: 'node',
        distPath: { root: join(folder, 'dist') },
        filenameHash: false,
        minify: false,
        cssModules: { localIdentName: `${cssPrefix}_[local]_[hash:base64:5]`, namedExport: false },
      },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      tools: {
        rspack: (rspackConfig) => {
          rspackConfig.module = {
            ...rspackConfig.module,
            rules: [...(rspackConfig.module?.rules ?? []), CATALOGUE_RULE],
          };
        },
      },
      logLevel: 'warn',
    },
  });
  // `close()` releases the compiler the build leaves open (also outside watch mode); a compiler
  // left open inside the outer build's process can abort that process when it exits.
  const result = await rsbuild.build();
  await result.close();
  const bundle = readdirSync(join(folder, 'dist'), { recursive: true, encoding: 'utf8' }).find(
    (file) => /(^|[\\/])renderer\.(c|m)?js$/.test(file),
  );
  if (!bundle) throw new Error('The prerender build wrote no renderer');
  return (await import(pathToFileURL(join(folder, 'dist', bundle)).href)) as T;
}

/** Every class name in the HTML's `class` attributes, renamed by `rename`. */
function renameClasses(html: string, rename: (name: string) => string): string {
  return html.replace(
    / class="([^"]*)"/g,
    (_match, names: string) => ` class="${names.split(' ').map(rename).join(' ')}"`,
  );
}

interface RemoteRenderer {
  renderPage: (
    page: unknown,
    path: string,
    props: Record<string, string>,
    locale: Locale,
  ) => Promise<string>;
  pageId: () => Promise<string>;
  pages: Record<string, { default: unknown }>;
  sharedStyles: Record<string, Record<string, string>>;
}

/** Entry lines that import every shared module's styles, exported as `sharedStyles`. */
function sharedStylesSource(): string[] {
  const styles = sharedStyleModules();
  const styleIds = Object.keys(styles);
  return [
    ...styleIds.map(
      (id, index) => `import style${index} from ${importPath(styles[id] as string)};`,
    ),
    `export const sharedStyles = { ${styleIds.map((id, index) => `${JSON.stringify(id)}: style${index}`).join(', ')} };`,
  ];
}

/** A class of a shared module's styles → that module. */
function sharedClassMap(sharedStyles: Record<string, Record<string, string>>): Map<string, string> {
  const sharedClass = new Map<string, string>();
  for (const [id, classes] of Object.entries(sharedStyles)) {
    for (const name of Object.values(classes)) {
      for (const single of name.split(' ')) sharedClass.set(single, id);
    }
  }
  return sharedClass;
}

async function prerenderRemote(
  app: AppInfo,
  distPath: string,
  routes: RouteManifest,
  exposes: Record<string, string>,
  log: (message: string) => void,
): Promise<void> {
  const pages = resolveManifest(routes).filter(isPrerenderable);
  const modules = [...new Set(pages.map((page) => page.module))];
  const entrySource = [
    `export { renderPage, pageId } from ${importPath(RENDER_MODULE)};`,
    ...modules.map(
      (module, index) =>
        `import * as page${index} from ${importPath(join(app.appRoot, exposes[module] ?? ''))};`,
    ),
    ...sharedStylesSource(),
    `export const pages = { ${modules.map((module, index) => `${JSON.stringify(module)}: page${index}`).join(', ')} };`,
    '',
  ].join('\n');
  const renderer = await buildRenderer<RemoteRenderer>(app, entrySource);

  const sharedClass = sharedClassMap(renderer.sharedStyles);
  const manifest = JSON.parse(readFileSync(join(distPath, 'mf-manifest.json'), 'utf8')) as {
    exposes: { path: string; assets: { css: { sync: string[] } } }[];
  };
  const ownPrefix = `${app.cssPrefix}_`;
  const pageId = await renderer.pageId();

  mkdirSync(join(distPath, PRERENDER_FOLDER), { recursive: true });
  // Each page in every language: `/about`, `/hi/about`, `/gu/about`.
  const localised = pages.flatMap((page) =>
    LOCALES.map((locale) => ({ page, locale, path: pathInLocale(page.path, locale) })),
  );
  for (const { page, locale, path } of localised) {
    try {
      const html = await renderer.renderPage(
        renderer.pages[page.module]?.default,
        path,
        page.props as Record<string, string>,
        locale,
      );
      const used = new Set<string>();
      const renamed = renameClasses(html, (name) => {
        const id = sharedClass.get(name);
        if (!id) return name;
        used.add(id);
        return `${SHELL_CSS_PREFIX}_${name.slice(ownPrefix.length)}`;
      });
      const fragment: PrerenderedFragment = {
        path,
        html: renamed,
        css: manifest.exposes.find((expose) => expose.path === page.module)?.assets.css.sync ?? [],
        shared: [...used].sort(),
        pageId,
        ...(page.hydration ? { hydration: page.hydration } : {}),
      };
      writeFileSync(join(distPath, prerenderFileName(path)), JSON.stringify(fragment));
    } catch (error) {
      // The page still works: it is drawn by JavaScript, as pages without HTML are.
      log(`prerender: ${path} left out (${error instanceof Error ? error.message : error})`);
    }
  }
}

interface ShellRenderer {
  renderApp: (app: unknown, path: string, locale: Locale) => Promise<string>;
  renderPart: (part: unknown, path: string) => Promise<string>;
  App: unknown;
  takePageId: () => string | undefined;
  Loading: unknown;
  sharedStyles: Record<string, Record<string, string>>;
}

/** The shared modules whose styles the HTML's classes use. */
function sharedModulesUsed(html: string, sharedClass: Map<string, string>): string[] {
  const used = new Set<string>();
  renameClasses(html, (name) => {
    const id = sharedClass.get(name);
    if (id) used.add(id);
    return name;
  });
  return [...used].sort();
}

/** The files of each named chunk of the browser build. */
type NamedChunkFiles = (name: string) => readonly string[] | undefined;

/**
 * The style sheets of a page of the shell's own, from the chunk its `import()`
 * names (`shellPageChunkName`); without them its prerendered HTML would be
 * drawn unstyled, then shift when the chunk's styles arrive.
 */
function shellPageStyleSheets(chunkFiles: NamedChunkFiles, module: string): string[] {
  const name = shellPageChunkName(module);
  const files = chunkFiles(name);
  if (!files)
    throw new Error(`The shell's page ${module} is not imported as a chunk named "${name}"`);
  return files.filter((file) => file.endsWith('.css'));
}

/**
 * The style sheets of a language's script font (`script-font-<language>`, the chunk the
 * shell's script-fonts.ts imports): linked in the HTML of the language's pages, the font is
 * fetched with the page instead of after the boot, so it replaces the system's face sooner.
 */
function scriptFontStyleSheets(chunkFiles: NamedChunkFiles, locale: Locale): string[] {
  if (locale === 'en') return [];
  const files = chunkFiles(`script-font-${locale}`);
  if (!files) throw new Error(`No chunk named "script-font-${locale}" holds the script's font`);
  return files.filter((file) => file.endsWith('.css'));
}

/** The woff2 files the script font's sheets name, as the browser asks for them. */
export function fontFilesOf(styleSheets: readonly string[]): string[] {
  const files = styleSheets.flatMap((css) =>
    [...css.matchAll(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)].map(
      (match) => match[1] as string,
    ),
  );
  return [...new Set(files)];
}

async function prerenderShell(
  app: AppInfo,
  distPath: string,
  siteRoutes: readonly RouteManifest[],
  translatedMeta: Readonly<Record<TranslatedMetaLocale, TranslatedPageMeta>> | undefined,
  appEntry: string,
  loading: string,
  chunkFiles: NamedChunkFiles,
): Promise<void> {
  const [appFile, appExport] = appEntry.split('#') as [string, string];
  const [loadingFile, loadingExport] = loading.split('#') as [string, string];
  const entrySource = [
    `export { renderApp, renderPart } from ${importPath(RENDER_MODULE)};`,
    `export { ${appExport} as App, takePageId } from ${importPath(join(app.appRoot, appFile))};`,
    `export { ${loadingExport} as Loading } from ${importPath(join(app.appRoot, loadingFile))};`,
    ...sharedStylesSource(),
    '',
  ].join('\n');
  const renderer = await buildRenderer<ShellRenderer>(app, entrySource);
  const sharedClass = sharedClassMap(renderer.sharedStyles);
  const pages: Record<string, PrerenderedLayout> = {};
  const routes: ResolvedRoute[] = siteRoutes.flatMap(resolveManifest).filter(isPrerenderable);
  const localised = routes.flatMap((route) =>
    LOCALES.map((locale) => ({ route, locale, path: pathInLocale(route.path, locale) })),
  );
  for (const { route, locale, path } of localised) {
    const html = await renderer.renderApp(renderer.App, path, locale);
    const pageId = renderer.takePageId();
    const meta = (locale !== 'en' && translatedMeta?.[locale][route.id]) || route.meta;
    const ownPage = route.owner === 'shell';
    if (!ownPage && (!html.includes(PAGE_SLOT_MARKUP) || !pageId))
      throw new Error(`The app at ${path} left no slot for its page`);
    pages[path] = {
      owner: route.owner,
      module: route.module,
      file: ownPage ? '' : prerenderFileName(path),
      lang: LOCALE_TAGS[locale],
      // The same page in every language, for the `hreflang` links of its head.
      alternates: Object.fromEntries(
        LOCALES.map((other) => [LOCALE_TAGS[other], pathInLocale(route.path, other)]),
      ),
      title: `${meta.title} | ${CLUB_NAME}`,
      description: meta.description,
      fonts: scriptFontStyleSheets(chunkFiles, locale),
      fontFiles: fontFilesOf(
        scriptFontStyleSheets(chunkFiles, locale).map((sheet) =>
          readFileSync(join(distPath, sheet), 'utf8'),
        ),
      ),
      layout: html,
      ...(ownPage
        ? {
            css: shellPageStyleSheets(chunkFiles, route.module),
            shared: sharedModulesUsed(html, sharedClass),
          }
        : { pageId }),
      loading: await renderer.renderPart(renderer.Loading, path),
    };
  }
  mkdirSync(join(distPath, PRERENDER_FOLDER), { recursive: true });
  writeFileSync(join(distPath, PRERENDER_INDEX_FILE), JSON.stringify(pages));
  writeFileSync(
    join(distPath, SHARED_STYLES_FILE),
    JSON.stringify(sharedStyleFiles(distPath, renderer.sharedStyles)),
  );
}

/** Writes the app's prerendered pages after its browser build. */
export function pluginPrerender(app: AppInfo, options: PrerenderOptions): RsbuildPlugin {
  return {
    name: 'club:prerender',
    setup(api) {
      api.onAfterBuild(async ({ isFirstCompile, stats }) => {
        if (!isFirstCompile) return;
        const distPath = api.context.distPath;
        if (!existsSync(join(distPath, 'mf-manifest.json'))) return;
        const log = (message: string) => api.logger.warn(message);
        if (options.kind === 'remote') {
          await prerenderRemote(app, distPath, options.routes, options.exposes, log);
        } else {
          const compilation = stats && 'compilation' in stats ? stats.compilation : undefined;
          const chunkFiles: NamedChunkFiles = (name) => {
            const chunk = compilation?.namedChunks.get(name);
            return chunk ? [...chunk.files] : undefined;
          };
          await prerenderShell(
            app,
            distPath,
            options.siteRoutes,
            options.translatedMeta,
            options.app,
            options.loading,
            chunkFiles,
          );
        }
        log(`prerender: wrote ${relative(app.appRoot, join(distPath, PRERENDER_FOLDER))}`);
      });
    },
  };
}
