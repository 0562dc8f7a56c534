import { createAppConfig } from '@club/build/create-app-config';
import { MEMBER_AREA_ROUTES } from './src/routes/route-manifest';
import { sitePort } from '../scripts/site-apps.mjs';

export default createAppConfig({
  name: 'member_area',
  port: sitePort('member_area'),
  cssPrefix: 'mem',
  title: 'Member area pages (standalone)',
  appRoot: import.meta.dirname,
  routes: MEMBER_AREA_ROUTES,
});
