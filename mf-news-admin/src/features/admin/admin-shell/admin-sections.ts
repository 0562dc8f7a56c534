import { paths } from '@club/contract/site-pages';
import NEWS_ADMIN_ROUTES from '@/routes/route-manifest';

/** One part of the back office, as its navigation names it. */
export interface AdminSection {
  /** The page's key in the remote's route manifest. */
  page: string;
  path: string;
  label: string;
}

/**
 * The back office's parts, in the order its navigation lists them, by their
 * pages' keys: the paths come from the route manifest (a path written here
 * could drift from the page, and reads like an API path written by hand).
 */
const SECTIONS: readonly Omit<AdminSection, 'path'>[] = [
  { page: 'adminOverview', label: 'Overview' },
  { page: 'adminMembers', label: 'Members' },
  { page: 'adminPayments', label: 'Payments' },
  { page: 'adminGst', label: 'GST returns' },
  { page: 'adminPaidEvents', label: 'Paid events' },
  { page: 'adminInquiries', label: 'Inquiries' },
  { page: 'adminGrievances', label: 'Grievances' },
  { page: 'adminNewsletter', label: 'Newsletter' },
  { page: 'adminCorrections', label: 'Corrections' },
  { page: 'adminVisitors', label: 'Visitors' },
  { page: 'adminAudit', label: 'Audit trail' },
];

const PAGES: Readonly<Record<string, { path: string }>> = NEWS_ADMIN_ROUTES.pages;

/**
 * The sections this build of the remote has pages for: the navigation never
 * links to a page the route manifest does not hold (it would be a 404).
 */
/** Staff pages another remote owns (chapters and check-in: the events remote), by their site addresses. */
const OTHER_REMOTES_SECTIONS: readonly AdminSection[] = [
  { page: 'chapters', path: paths.chapters(), label: 'Chapters' },
  { page: 'checkIn', path: paths.checkIn(), label: 'Check-in' },
];

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  ...SECTIONS.flatMap((section) => {
    const page = PAGES[section.page];
    return page ? [{ ...section, path: page.path }] : [];
  }),
  ...OTHER_REMOTES_SECTIONS,
];

/** The section a path belongs to: the longest section path it starts with. */
export function sectionOf(pathname: string): AdminSection | undefined {
  return [...ADMIN_SECTIONS]
    .sort((a, b) => b.path.length - a.path.length)
    .find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`));
}

/** The path of a section this build has, or null (a figure then shows without a link). */
export function sectionPath(page: string): string | null {
  return ADMIN_SECTIONS.find((section) => section.page === page)?.path ?? null;
}
