import { createAppConfig } from '@club/build/create-app-config';
import { EVENTS_ROUTES } from './src/routes/route-manifest';
import { sitePort } from '../scripts/site-apps.mjs';

export default createAppConfig({
  name: 'events',
  port: sitePort('events'),
  cssPrefix: 'ev',
  title: 'Events (standalone)',
  appRoot: import.meta.dirname,
  routes: EVENTS_ROUTES,
});
