import { SITE_PARTS } from '@club/contract/site-pages';
import { defineRouteManifest } from '@club/platform/routes/route-manifest-format';

/** The news admin remote has no page of its own: its news manager is mounted on the home page. */
export const NEWS_ADMIN_ROUTES = defineRouteManifest({
  owner: 'news_admin',
  pages: {},
  parts: {
    newsManager: { module: SITE_PARTS.newsManager.module, access: 'admin' },
  },
});

export default NEWS_ADMIN_ROUTES;
