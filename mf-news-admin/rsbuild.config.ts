import { createAppConfig } from '@club/build/create-app-config';
import { NEWS_ADMIN_ROUTES } from './src/routes/route-manifest';
import { sitePort } from '../scripts/site-apps.mjs';

export default createAppConfig({
  name: 'news_admin',
  port: sitePort('news_admin'),
  cssPrefix: 'news',
  title: 'News admin (standalone)',
  appRoot: import.meta.dirname,
  routes: NEWS_ADMIN_ROUTES,
});
