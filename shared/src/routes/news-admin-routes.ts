import { defineRouteManifest } from '@club/shared/routes/route-manifest-format';

/** The news admin remote has no page of its own: its news manager is mounted on the home page. */
export const NEWS_ADMIN_ROUTES = defineRouteManifest({
  owner: 'news_admin',
  pages: {},
  parts: {
    newsManager: { module: './NewsManager', access: 'admin' },
  },
});
