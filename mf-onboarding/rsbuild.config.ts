import { createAppConfig } from '@club/shared/build/create-app-config';

export default createAppConfig({
  name: 'onboarding',
  port: 3002,
  cssPrefix: 'onb',
  title: 'Onboarding pages (standalone)',
  exposes: {
    './MembershipPage': './src/features/membership/membership-page.tsx',
  },
});
