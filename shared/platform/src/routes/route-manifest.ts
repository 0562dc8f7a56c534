import * as z from 'zod/mini';
import {
  ROUTE_ACCESS,
  PAGE_HYDRATION,
  PAGE_OWNERS,
  type EmbeddedPart,
  type PageMeta,
  type PageRoute,
  type RouteManifest,
} from '@club/platform/routes/route-manifest-format';

/**
 * The schema of a route manifest, for one that comes from elsewhere (a
 * remote's published `route-manifest.json`) and the tests. The format itself
 * and the rules that follow from it are in `route-manifest-format`, which
 * this module re-exports for the code that imports them from here.
 */
export * from '@club/platform/routes/route-manifest-format';

/** What the browser shows for a page: its title (before "| club name") and meta description. */
export const pageMetaSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(120)),
  description: z.string().check(z.minLength(1), z.maxLength(300)),
});

const exposedModuleSchema = z.string().check(z.regex(/^\.\/[A-Z][A-Za-z0-9]*$/));

/**
 * One page. `path` uses react-router's syntax and may hold one parameter
 * (`/city/:city`). With `variants`, only the listed values exist (any other is
 * a 404) and each has its own title and description; without, any value
 * matches and the page's own title and description apply. The parameter
 * reaches the page component as a prop of the same name, next to `props`.
 */
export const pageRouteSchema = z.object({
  path: z
    .string()
    .check(z.regex(/^\/([a-z0-9-]+|:[a-z][A-Za-z0-9]*)?(\/([a-z0-9-]+|:[a-z][A-Za-z0-9]*))*$/)),
  module: exposedModuleSchema,
  access: z.enum(ROUTE_ACCESS),
  title: z.optional(pageMetaSchema.shape.title),
  description: z.optional(pageMetaSchema.shape.description),
  variants: z.optional(z.record(z.string().check(z.regex(/^[a-z0-9-]+$/)), pageMetaSchema)),
  props: z.optional(z.record(z.string(), z.string())),
  /** False for pages without the site footer (sign-in). */
  footer: z.optional(z.boolean()),
  /** The page's data module (`./MyLeadsPageData`), which starts its requests. */
  data: z.optional(exposedModuleSchema),
  /** `'on-use'`: the prerendered page's code starts when the visitor heads for the page. */
  hydration: z.optional(z.enum(PAGE_HYDRATION)),
});

/**
 * Modules of a remote that other apps mount inside their own pages (the news
 * manager on the home page), with the access they need.
 */
export const embeddedPartSchema = z.object({
  module: exposedModuleSchema,
  access: z.enum(ROUTE_ACCESS),
});

export const routeManifestSchema = z.object({
  owner: z.enum(PAGE_OWNERS),
  pages: z.record(z.string(), pageRouteSchema),
  parts: z.optional(z.record(z.string(), embeddedPartSchema)),
  /**
   * In a published manifest: a regular expression for each path the pages
   * answer, for servers that cannot run the router (404 for any other path).
   */
  patterns: z.optional(z.array(z.string())),
});

/** Mutual assignability: the schema and the format describe the same shapes. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemasMatchFormat: [
  Same<z.infer<typeof pageMetaSchema>, PageMeta>,
  Same<z.infer<typeof pageRouteSchema>, PageRoute>,
  Same<z.infer<typeof embeddedPartSchema>, EmbeddedPart>,
  Same<z.infer<typeof routeManifestSchema>, RouteManifest>,
] = [true, true, true, true];
void schemasMatchFormat;
