import '@club/shared/ui/theme.css';
import {
  renderStandaloneHarness,
  type HarnessPage,
} from '@club/shared/federation/standalone-harness';

/** The remote's pages on their own, for `pnpm --filter @club/mf-onboarding dev`. */
const pages: HarnessPage[] = [
  {
    path: '/connect/membership',
    label: 'Membership',
    load: () => import('../features/membership/membership-page'),
  },
];

renderStandaloneHarness('onboarding', pages);
