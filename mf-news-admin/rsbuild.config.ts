import { createAppConfig } from '@club/shared/build/create-app-config';
import { sitePort } from '../scripts/site-apps.mjs';

export default createAppConfig({
  name: 'news_admin',
  port: sitePort('news_admin'),
  cssPrefix: 'news',
  title: 'News admin (standalone)',
  exposes: {
    './NewsManager': './src/features/news-manager/news-manager.tsx',
  },
});
