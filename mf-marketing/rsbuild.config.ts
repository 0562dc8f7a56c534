import { createAppConfig } from '@club/build/create-app-config';
import { MARKETING_ROUTES } from './src/routes/route-manifest';
import { sitePort } from '../scripts/site-apps.mjs';

export default createAppConfig({
  name: 'marketing',
  port: sitePort('marketing'),
  cssPrefix: 'mkt',
  title: 'Marketing pages (standalone)',
  appRoot: import.meta.dirname,
  routes: MARKETING_ROUTES,
});
