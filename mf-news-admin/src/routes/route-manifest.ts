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
    adminGst: {
      path: '/admin/gst',
      module: './AdminGstPage',
      access: 'admin',
      title: 'GST returns',
      description: 'Back office: GSTR-1 data of a month, as CSV and as the GST portal JSON.',
    },
  },
  parts: {
    newsManager: { module: SITE_PARTS.newsManager.module, access: 'admin' },
  },
});

export default NEWS_ADMIN_ROUTES;
