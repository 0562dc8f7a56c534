import { createAppConfig } from '@club/build/create-app-config';
import { ONBOARDING_ROUTES } from './src/routes/route-manifest';
import { sitePort } from '../scripts/site-apps.mjs';

export default createAppConfig({
  name: 'onboarding',
  port: sitePort('onboarding'),
  cssPrefix: 'onb',
  title: 'Onboarding pages (standalone)',
  appRoot: import.meta.dirname,
  routes: ONBOARDING_ROUTES,
});
