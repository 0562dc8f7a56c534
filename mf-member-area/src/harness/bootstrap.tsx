import '@club/shared/ui/theme.css';
import { renderStandaloneHarness } from '@club/shared/federation/standalone-harness';
import { MEMBER_AREA_ROUTES } from '@club/shared/routes/member-area-routes';

/** The remote's pages on their own, for `pnpm --filter @club/mf-member-area dev`. */
renderStandaloneHarness(
  MEMBER_AREA_ROUTES,
  import.meta.webpackContext('../features', {
    recursive: true,
    regExp: /-page\.tsx$/,
    mode: 'lazy',
  }),
);
