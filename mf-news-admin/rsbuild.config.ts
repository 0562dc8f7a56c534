import { createAppConfig } from '@club/shared/build/create-app-config';

export default createAppConfig({
  name: 'news_admin',
  port: 3004,
  cssPrefix: 'news',
  title: 'News admin (standalone)',
  exposes: {
    './NewsManager': './src/features/news-manager/news-manager.tsx',
  },
});
