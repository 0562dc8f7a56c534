import '@club/ui/theme.css';
import { renderStandaloneHarness } from '@club/platform/federation/standalone-harness';
import { EVENTS_ROUTES } from '@/routes/route-manifest';

/** The remote's pages on their own, for `pnpm --filter @club/mf-events dev`. */
renderStandaloneHarness(
  EVENTS_ROUTES,
  import.meta.webpackContext('../features', {
    recursive: true,
    regExp: /-page\.tsx$/,
    mode: 'lazy',
  }),
);
