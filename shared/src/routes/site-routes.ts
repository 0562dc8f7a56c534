import { MARKETING_ROUTES } from '@club/shared/routes/marketing-routes';
import { MEMBER_AREA_ROUTES } from '@club/shared/routes/member-area-routes';
import { NEWS_ADMIN_ROUTES } from '@club/shared/routes/news-admin-routes';
import { ONBOARDING_ROUTES } from '@club/shared/routes/onboarding-routes';
import {
  pathParamName,
  type PageRoute,
  type RouteManifest,
} from '@club/shared/routes/route-manifest-format';
import { SHELL_ROUTES } from '@club/shared/routes/shell-routes';

/** Every app's manifest, as this build knows them. */
export const SITE_ROUTE_MANIFESTS = [
  SHELL_ROUTES,
  MARKETING_ROUTES,
  ONBOARDING_ROUTES,
  MEMBER_AREA_ROUTES,
  NEWS_ADMIN_ROUTES,
] as const satisfies readonly RouteManifest[];

type SitePages = (typeof SHELL_ROUTES)['pages'] &
  (typeof MARKETING_ROUTES)['pages'] &
  (typeof ONBOARDING_ROUTES)['pages'] &
  (typeof MEMBER_AREA_ROUTES)['pages'] &
  (typeof NEWS_ADMIN_ROUTES)['pages'];

/** A page's link: no argument, the one allowed variant, or any value of a free parameter. */
type PathBuilder<P> = P extends { variants: infer V }
  ? (value: keyof V & string) => string
  : P extends { path: `${string}:${string}` }
    ? (value: string) => string
    : () => string;

export type SitePaths = { readonly [K in keyof SitePages]: PathBuilder<SitePages[K]> };

function pathBuilder(page: PageRoute): (value?: string) => string {
  const param = pathParamName(page.path);
  if (!param) return () => page.path;
  return (value = '') => page.path.replace(`:${param}`, encodeURIComponent(value));
}

/**
 * The one way to build a link to a page of the site: `paths.membership()`,
 * `paths.city('pune')`. Page keys are unique across the whole site.
 */
export const paths = Object.fromEntries(
  SITE_ROUTE_MANIFESTS.flatMap((manifest) =>
    Object.entries(manifest.pages as Record<string, PageRoute>).map(([key, page]) => [
      key,
      pathBuilder(page),
    ]),
  ),
) as unknown as SitePaths;
