import NEWS_ADMIN_ROUTES from '@/routes/route-manifest';

/** One part of the back office, as its navigation names it. */
export interface AdminSection {
  /** The page's key in the remote's route manifest. */
  page: string;
  path: string;
  label: string;
}

/** The back office's parts, in the order its navigation lists them. */
const SECTIONS: readonly AdminSection[] = [
  { page: 'adminOverview', path: '/admin', label: 'Overview' },
  { page: 'adminMembers', path: '/admin/members', label: 'Members' },
  { page: 'adminPayments', path: '/admin/payments', label: 'Payments' },
  { page: 'adminGst', path: '/admin/gst', label: 'GST returns' },
  { page: 'adminInquiries', path: '/admin/inquiries', label: 'Inquiries' },
  { page: 'adminNewsletter', path: '/admin/newsletter', label: 'Newsletter' },
  { page: 'adminAudit', path: '/admin/audit', label: 'Audit trail' },
];

/**
 * The sections this build of the remote has pages for: the navigation never
 * links to a page the route manifest does not hold (it would be a 404).
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = SECTIONS.filter(
  (section) => section.page in NEWS_ADMIN_ROUTES.pages,
);

/** The section a path belongs to: the longest section path it starts with. */
export function sectionOf(pathname: string): AdminSection | undefined {
  return [...ADMIN_SECTIONS]
    .sort((a, b) => b.path.length - a.path.length)
    .find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`));
}
