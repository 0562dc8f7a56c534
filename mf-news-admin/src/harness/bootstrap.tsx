import '@club/shared/ui/theme.css';
import { renderStandaloneHarness } from '@club/shared/federation/standalone-harness';
import { NEWS_ADMIN_ROUTES } from '@club/shared/routes/news-admin-routes';

/** The remote's pages on their own, for `pnpm --filter @club/mf-news-admin dev`. */
renderStandaloneHarness(
  NEWS_ADMIN_ROUTES,
  import.meta.webpackContext('../features', {
    recursive: true,
    regExp: /news-manager\.tsx$/,
    mode: 'lazy',
  }),
);
