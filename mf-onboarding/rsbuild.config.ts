import { createAppConfig } from '@club/shared/build/create-app-config';
import { sitePort } from '../scripts/site-apps.mjs';

export default createAppConfig({
  name: 'onboarding',
  port: sitePort('onboarding'),
  cssPrefix: 'onb',
  title: 'Onboarding pages (standalone)',
  exposes: {
    './MembershipPage': './src/features/membership/membership-page.tsx',
  },
});
