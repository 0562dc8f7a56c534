import { SITE_PARTS } from '@club/contract/site-pages';
import { defineRouteManifest } from '@club/platform/routes/route-manifest-format';

/**
 * The admins' remote: the back office under /admin, and the news manager
 * mounted on the home page.
 */
export const NEWS_ADMIN_ROUTES = defineRouteManifest({
  owner: 'news_admin',
  pages: {
    adminInquiries: {
      path: '/admin/inquiries',
      module: './AdminInquiriesPage',
      access: 'admin',
      title: 'Inquiries',
      description: 'Messages from Ask an Expert, Get Expert Help and Contact Us, and their status.',
    },
    adminNewsletter: {
      path: '/admin/newsletter',
      module: './AdminNewsletterPage',
      access: 'admin',
      title: 'Newsletter',
      description: 'India Insights subscribers: how many, and an export of the confirmed ones.',
    },
    adminAudit: {
      path: '/admin/audit',
      module: './AdminAuditPage',
      access: 'admin',
      title: 'Audit trail',
      description: 'Every action of the admins, newest first.',
    },
  },
  parts: {
    newsManager: { module: SITE_PARTS.newsManager.module, access: 'admin' },
  },
});

export default NEWS_ADMIN_ROUTES;
