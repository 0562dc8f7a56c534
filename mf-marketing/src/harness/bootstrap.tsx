import '@club/shared/ui/theme.css';
import { renderStandaloneHarness } from '@club/shared/federation/standalone-harness';
import { MARKETING_ROUTES } from '@club/shared/routes/marketing-routes';

/** The remote's pages on their own, for `pnpm --filter @club/mf-marketing dev`. */
renderStandaloneHarness(
  MARKETING_ROUTES,
  import.meta.webpackContext('../features', {
    recursive: true,
    regExp: /-page\.tsx$/,
    mode: 'lazy',
  }),
);
