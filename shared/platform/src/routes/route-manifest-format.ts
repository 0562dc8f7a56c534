/**
 * A route manifest is the plain-data list of the pages one app owns. Each
 * remote owns its manifest (`src/routes/route-manifest.ts` in the remote);
 * from it come the remote's exposed modules and harness pages, the shell's
 * routes, the access guard, the page title and description, and the e2e route
 * list. Each remote publishes the manifest it was built with as
 * `route-manifest.json` next to its `mf-manifest.json`, so a remote deployed
 * alone can add or change its pages without a shell release; the shell keeps a
 * copy of each only as its built-in fallback for the first paint. The
 * addresses other apps link to are in `@club/contract/site-pages`.
 *
 * This module is the format and the rules that follow from it, with no
 * validation library: the shell needs it before its first paint. The schema
 * that checks a manifest fetched from elsewhere is
 * `@club/platform/routes/route-manifest`, loaded only when one needs checking.
 */
import {
  fillPath,
  pathBuilders,
  pathParamName,
  type PathBuilders,
} from '@club/contract/site-pages';
import type { UserProfile } from '@club/contract/user';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@club/contract/locales';
import type { QueryClient } from '@tanstack/react-query';

/** The apps that own pages. The shell owns a few pages itself (sign-in). */
export const PAGE_OWNERS = [
  'shell',
  'marketing',
  'onboarding',
  'member_area',
  'news_admin',
  'events',
] as const;
export type PageOwner = (typeof PAGE_OWNERS)[number];

/**
 * Who may see a page: everyone, any signed-in user, a user whose company has
 * an active membership, or an admin. The shell enforces it in the browser; the
 * API enforces the same rules on its data.
 */
export const ROUTE_ACCESS = ['public', 'signed-in', 'member', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** What the browser shows for a page: its title (before "| club name") and meta description. */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * One page. `path` uses react-router's syntax and may hold one parameter
 * (`/city/:city`). With `variants`, only the listed values exist (any other is
 * a 404) and each has its own title and description; without, any value
 * matches and the page's own title and description apply. The parameter
 * reaches the page component as a prop of the same name, next to `props`.
 */
export interface PageRoute {
  path: string;
  /** The exposed module, `./CityPage`. */
  module: string;
  access: RouteAccess;
  title?: string | undefined;
  description?: string | undefined;
  variants?: Record<string, PageMeta> | undefined;
  props?: Record<string, string> | undefined;
  /** False for pages without the site footer (sign-in). */
  footer?: boolean | undefined;
  /**
   * The exposed module that starts the page's requests (`./MyLeadsPageData`,
   * default export a `PageDataLoader`). The shell fetches it beside the page's
   * module and runs it as soon as the session allows the page, so the page's
   * data is on its way while its code still loads; the page's own queries then
   * find it in the page's one query client.
   */
  data?: string | undefined;
  /**
   * When the prerendered page's own code starts. By default with the page: the app hydrates
   * it at once. `'on-use'` for a page whose first screen is text, pictures and links (or
   * buttons that only open something): its HTML stays as the server sent it, links work,
   * and its module is fetched and hydrated only when the visitor heads for it (a touch, a
   * pointer over a button, a key, focus inside the page, an element of the page marked
   * `data-hydrate-when-visible` or one of its deferred parts coming into view); a button
   * tapped meanwhile is pressed again once the page has taken over. The page's HTML must
   * work as it is meanwhile (moving content by its style sheet, data shown only once loaded).
   * A page with a form or API data in its first screen keeps the default. Only the first page
   * of a visit is affected: pages opened in the app load their code as usual.
   */
  hydration?: PageHydration | undefined;
}

/** When a prerendered page's code starts (PageRoute's `hydration`). */
export const PAGE_HYDRATION = ['on-use'] as const;
export type PageHydration = (typeof PAGE_HYDRATION)[number];

/** What a page's data module is given: the page's query client, its props, the signed-in user. */
export interface PageDataContext {
  queryClient: QueryClient;
  /** The page's props as it receives them (fixed props and its path parameter). */
  props: Readonly<Record<string, string>>;
  /** The user the session allows the page to (the module is only run for such a session). */
  profile: UserProfile;
}

/**
 * The default export of a page's data module: starts (prefetches) the queries
 * the page asks for first, with the same keys and fetchers. It never throws
 * for a failed request; the page shows that failure as usual.
 */
export type PageDataLoader = (context: PageDataContext) => Promise<unknown>;

/**
 * Modules of a remote that other apps mount inside their own pages (the news
 * manager on the home page), with the access they need.
 */
export interface EmbeddedPart {
  module: string;
  access: RouteAccess;
}

export interface RouteManifest {
  owner: PageOwner;
  pages: Record<string, PageRoute>;
  parts?: Record<string, EmbeddedPart> | undefined;
  /**
   * In a published manifest: a regular expression for each path the pages
   * answer, for servers that cannot run the router (404 for any other path).
   */
  patterns?: string[] | undefined;
}

/** The file each remote publishes beside its `mf-manifest.json`. */
export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

/** Where a remote's published route manifest is, given its federation manifest URL. */
export function routeManifestUrl(federationManifestUrl: string): string {
  return new URL(ROUTE_MANIFEST_FILE, federationManifestUrl).href;
}

/**
 * The pages' titles and descriptions in one language other than English, by route id
 * (`marketing/about`, `marketing/city/pune`, as `resolveManifest` names routes). Each app
 * keeps them beside its manifest (`src/routes/meta/hi.json`, `gu.json`), a remote
 * publishes them beside its route manifest (`routeMetaFile`), and the shell's build
 * writes them into the prerendered pages of that language.
 */
export type TranslatedPageMeta = Readonly<Record<string, PageMeta>>;

/** The languages whose titles and descriptions an app translates (English is the manifest's). */
export type TranslatedMetaLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;
export const TRANSLATED_META_LOCALES: readonly TranslatedMetaLocale[] = LOCALES.filter(
  (locale): locale is TranslatedMetaLocale => locale !== DEFAULT_LOCALE,
);

/** The file a remote publishes beside its route manifest with its pages' meta in `locale`. */
export function routeMetaFile(locale: TranslatedMetaLocale): string {
  return `route-meta.${locale}.json`;
}

/** Where a remote's page meta in `locale` is, given its federation manifest URL. */
export function routeMetaUrl(federationManifestUrl: string, locale: TranslatedMetaLocale): string {
  return new URL(routeMetaFile(locale), federationManifestUrl).href;
}

/**
 * The ids of the routes whose meta a translation must give: every page of the manifest a
 * visitor or member sees (the back office, `admin`, is English only).
 */
export function translatableRouteIds(manifest: RouteManifest): string[] {
  return resolveManifest(manifest)
    .filter((route) => route.access !== 'admin')
    .map((route) => route.id);
}

/** Keeps the literal types of a manifest (for path builders) while checking its shape. */
export function defineRouteManifest<const M extends RouteManifest>(manifest: M): M {
  return manifest;
}

/** A page with its parameter's value filled in, ready to match a concrete path. */
export interface ResolvedRoute {
  /** `marketing/city` */
  id: string;
  owner: PageOwner;
  /** The path as react-router matches it: concrete for variants, with `:param` otherwise. */
  path: string;
  module: string;
  access: RouteAccess;
  /** Title and description; for a page with a free parameter, the page's own. */
  meta: PageMeta;
  /** Fixed props plus the variant's parameter value. */
  props: Readonly<Record<string, string>>;
  footer: boolean;
  /** The page's data module, when it has one (PageRoute's `data`). */
  data?: string | undefined;
  /** When its prerendered HTML is hydrated (PageRoute's `hydration`); with the page by default. */
  hydration?: PageHydration | undefined;
}

/**
 * Every page of a manifest as routes: one per variant, so `/city/:city` with
 * six cities becomes six concrete paths and `/city/atlantis` matches nothing.
 */
export function resolveManifest(manifest: RouteManifest): ResolvedRoute[] {
  return Object.entries(manifest.pages).flatMap(([key, page]) => {
    const base = {
      owner: manifest.owner,
      module: page.module,
      access: page.access,
      footer: page.footer ?? true,
      ...(page.data ? { data: page.data } : {}),
      ...(page.hydration ? { hydration: page.hydration } : {}),
    };
    const param = pathParamName(page.path);
    if (page.variants && param) {
      return Object.entries(page.variants).map(([value, meta]) => ({
        ...base,
        id: `${manifest.owner}/${key}/${value}`,
        path: fillPath(page.path, value),
        meta,
        props: { ...page.props, [param]: value },
      }));
    }
    // An empty description is one not known yet (the shell's built-in copies leave them out).
    if (!page.title || page.description === undefined) {
      throw new Error(`Page ${manifest.owner}/${key} needs a title and a description`);
    }
    return [
      {
        ...base,
        id: `${manifest.owner}/${key}`,
        path: page.path,
        meta: { title: page.title, description: page.description },
        props: { ...page.props },
      },
    ];
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A regular expression source matching the same paths as react-router would
 * for a resolved route (a trailing slash allowed), for servers that cannot run
 * the router: the static server answers 404 for paths no route matches.
 */
export function routePathPattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return `^/${segments.join('/')}${segments.length ? '/?' : ''}$`;
}

/** Every path pattern of a manifest's pages, as `routePathPattern` writes them. */
export function manifestPathPatterns(manifest: RouteManifest): string[] {
  return resolveManifest(manifest).map((route) => routePathPattern(route.path));
}

/** The manifest as a remote publishes it: its pages plus their path patterns. */
export function publishedManifest(manifest: RouteManifest): RouteManifest {
  return { ...manifest, patterns: manifestPathPatterns(manifest) };
}

/**
 * The exposed module a component file stands for: `city-page.tsx` is
 * `./CityPage`. Remotes expose, and their harnesses load, pages by this rule.
 */
export function exposedModuleName(fileName: string): string {
  const stem = fileName.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  return `./${stem
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;
}

/**
 * Link builders for an app's own pages, from its manifest
 * (`manifestPaths(MEMBER_AREA_ROUTES).myAccount()`): for the pages that only
 * their own app links to. Links to pages of other apps use
 * `paths` of `@club/contract/site-pages`.
 */
export function manifestPaths<const M extends RouteManifest>(
  manifest: M,
): PathBuilders<{ [K in keyof M['pages']]: M['pages'][K]['path'] }> {
  return pathBuilders(
    Object.fromEntries(Object.entries(manifest.pages).map(([key, page]) => [key, page.path])),
  ) as unknown as PathBuilders<{ [K in keyof M['pages']]: M['pages'][K]['path'] }>;
}
