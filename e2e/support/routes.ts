import { resolveManifest, type ResolvedRoute } from '@club/platform/routes/route-manifest-format';
import MARKETING_ROUTES from '../../mf-marketing/src/routes/route-manifest';
import MEMBER_AREA_ROUTES from '../../mf-member-area/src/routes/route-manifest';
import EVENTS_ROUTES from '../../mf-events/src/routes/route-manifest';
import NEWS_ADMIN_ROUTES from '../../mf-news-admin/src/routes/route-manifest';
import ONBOARDING_ROUTES from '../../mf-onboarding/src/routes/route-manifest';
import { SHELL_ROUTES } from '../../shell/src/routes/shell-routes';

/** Every page of the site, from the route manifests each app owns and is built with. */
export const SITE_ROUTES: readonly ResolvedRoute[] = [
  SHELL_ROUTES,
  MARKETING_ROUTES,
  ONBOARDING_ROUTES,
  MEMBER_AREA_ROUTES,
  NEWS_ADMIN_ROUTES,
  EVENTS_ROUTES,
].flatMap(resolveManifest);

/** The demo account whose company has an active membership. */
export const MEMBER_EMAIL = 'member@demo.club';

/** The demo administrator. */
export const ADMIN_EMAIL = 'admin@demo.club';
