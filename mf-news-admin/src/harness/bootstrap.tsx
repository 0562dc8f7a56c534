import '@club/ui/theme.css';
import { renderStandaloneHarness } from '@club/platform/federation/standalone-harness';
import { NEWS_ADMIN_ROUTES } from '@/routes/route-manifest';

/** The remote's pages on their own, for `pnpm --filter @club/mf-news-admin dev`. */
renderStandaloneHarness(
  NEWS_ADMIN_ROUTES,
  import.meta.webpackContext('../features', {
    recursive: true,
    regExp: /(news-manager|-page)\.tsx$/,
    mode: 'lazy',
  }),
);
