import { createAppConfig } from '@club/shared/build/create-app-config';
import { ONBOARDING_ROUTES } from '@club/shared/routes/onboarding-routes';

export default createAppConfig({
  name: 'onboarding',
  port: 3002,
  cssPrefix: 'onb',
  title: 'Onboarding pages (standalone)',
  appRoot: import.meta.dirname,
  routes: ONBOARDING_ROUTES,
});
