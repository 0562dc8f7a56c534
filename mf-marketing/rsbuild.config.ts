import { createAppConfig } from '@club/shared/build/create-app-config';
import { MARKETING_ROUTES } from '@club/shared/routes/marketing-routes';

export default createAppConfig({
  name: 'marketing',
  port: 3001,
  cssPrefix: 'mkt',
  title: 'Marketing pages (standalone)',
  appRoot: import.meta.dirname,
  routes: MARKETING_ROUTES,
});
