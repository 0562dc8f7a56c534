import { resolveManifest, type ResolvedRoute } from '@club/shared/routes/route-manifest-format';
import { SITE_ROUTE_MANIFESTS } from '@club/shared/routes/site-routes';

/** Every page of the site, from the route manifests the apps are built with. */
export const SITE_ROUTES: readonly ResolvedRoute[] = SITE_ROUTE_MANIFESTS.flatMap(resolveManifest);

/** The demo account whose company has an active membership. */
export const MEMBER_EMAIL = 'member@demo.club';
