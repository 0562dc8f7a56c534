import { SITE_PARTS } from '@club/contract/site-pages';
import { defineRouteManifest } from '@club/platform/routes/route-manifest-format';

/**
 * The admins' remote: the back office's pages under /admin, and the news
 * manager the home page mounts.
 */
export const NEWS_ADMIN_ROUTES = defineRouteManifest({
  owner: 'news_admin',
  pages: {
    adminPayments: {
      path: '/admin/payments',
      module: './AdminPaymentsPage',
      access: 'admin',
      title: 'Payments and invoices',
      description: 'Back office: every payment with its state, invoice and refund.',
    },
  },
  parts: {
    newsManager: { module: SITE_PARTS.newsManager.module, access: 'admin' },
  },
});

export default NEWS_ADMIN_ROUTES;
