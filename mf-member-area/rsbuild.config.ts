import { createAppConfig } from '@club/shared/build/create-app-config';
import { MEMBER_AREA_ROUTES } from '@club/shared/routes/member-area-routes';

export default createAppConfig({
  name: 'member_area',
  port: 3003,
  cssPrefix: 'mem',
  title: 'Member area pages (standalone)',
  appRoot: import.meta.dirname,
  routes: MEMBER_AREA_ROUTES,
});
