import { SITE_PAGES, SITE_PARTS } from '@club/contract/site-pages';
import { defineRouteManifest, manifestPaths } from '@club/platform/routes/route-manifest-format';

/** The admins' remote: the back office under /admin, and the news manager the home page mounts. */
export const NEWS_ADMIN_ROUTES = defineRouteManifest({
  owner: 'news_admin',
  pages: {
    adminOverview: {
      path: SITE_PAGES.adminOverview,
      module: './AdminOverviewPage',
      access: 'admin',
      title: 'Back Office',
      description: 'The back office of BizBridge Club: members, renewals, revenue and inquiries.',
    },
    adminMembers: {
      path: '/admin/members',
      module: './AdminMembersPage',
      access: 'admin',
      title: 'Members · Back Office',
      description: 'Every member company: owner, plan, state, term and last payment.',
    },
    adminMemberCompany: {
      path: '/admin/members/:id',
      module: './AdminMemberCompanyPage',
      access: 'admin',
      title: 'Member Company · Back Office',
      description: "A member company's registration, memberships, payments, invoices and leads.",
    },
    adminPayments: {
      path: '/admin/payments',
      module: './AdminPaymentsPage',
      access: 'admin',
      title: 'Payments · Back Office',
      description: 'Every payment with its state, provider ids, invoice, refund and credit note.',
    },
    adminGst: {
      path: '/admin/gst',
      module: './AdminGstPage',
      access: 'admin',
      title: 'GST Returns · Back Office',
      description: "A month's GSTR-1 data: B2B, B2C, exports, credit notes and the SAC summary.",
    },
    adminPaidEvents: {
      path: '/admin/paid-events',
      module: './AdminPaidEventsPage',
      access: 'admin',
      title: 'Paid Events · Back Office',
      description:
        'Paid events for members and visitors: create them, change their tickets, see sales.',
    },
    adminInquiries: {
      path: '/admin/inquiries',
      module: './AdminInquiriesPage',
      access: 'admin',
      title: 'Inquiries · Back Office',
      description: 'Messages from Ask an Expert, Get Expert Help and Contact Us, and their status.',
    },
    adminGrievances: {
      path: '/admin/grievances',
      module: './AdminGrievancesPage',
      access: 'admin',
      title: 'Grievances · Back Office',
      description:
        'Grievances to the Grievance Officer: reference, due date, status and the answer.',
    },
    adminNewsletter: {
      path: '/admin/newsletter',
      module: './AdminNewsletterPage',
      access: 'admin',
      title: 'Newsletter · Back Office',
      description: 'India Insights subscribers: how many, and an export of the confirmed ones.',
    },
    adminCorrections: {
      path: '/admin/corrections',
      module: './AdminCorrectionsPage',
      access: 'admin',
      title: 'Corrections · Back Office',
      description: "Members' requests to correct their registration details, to approve or refuse.",
    },
    adminVisitors: {
      path: '/admin/visitors',
      module: './AdminVisitorsPage',
      access: 'admin',
      title: 'Visitors · Back Office',
      description: "Each chapter's visitors by stage, and their conversion to members per month.",
    },
    adminAudit: {
      path: '/admin/audit',
      module: './AdminAuditPage',
      access: 'admin',
      title: 'Audit Trail · Back Office',
      description: 'Every action of the admins and every export of data, newest first.',
    },
  },
  parts: {
    newsManager: { module: SITE_PARTS.newsManager.module, access: 'admin' },
  },
});

export default NEWS_ADMIN_ROUTES;

/** Links to the back office's own pages (`newsAdminPaths.adminMemberCompany(id)`). */
export const newsAdminPaths = manifestPaths(NEWS_ADMIN_ROUTES);
