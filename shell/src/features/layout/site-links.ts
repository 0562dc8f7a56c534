import { paths } from '@club/contract/site-pages';

/**
 * Navigation groups of the shared header, plus Continuous Education under
 * Connect and Artificial Intelligence under CoServe so every page of the site
 * has a link that leads to it.
 */
export interface NavItem {
  to: string;
  label: string;
}

export interface NavGroup {
  id: 'connect' | 'consult' | 'coserve';
  label: string;
  items: NavItem[];
}

export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'connect',
    label: 'Connect',
    items: [
      { to: paths.membership(), label: 'Be a member' },
      { to: paths.producers(), label: 'Producers' },
      { to: paths.providers(), label: 'Providers' },
      { to: paths.continuousEducation(), label: 'Continuous Education' },
    ],
  },
  {
    id: 'consult',
    label: 'Consult',
    items: [
      { to: paths.consult('change-management'), label: 'Change Management' },
      { to: paths.consult('project-management'), label: 'Project Management' },
      { to: paths.consult('operations-management'), label: 'Operations Management' },
    ],
  },
  {
    id: 'coserve',
    label: 'CoServe',
    items: [
      { to: paths.coserve('market-research'), label: 'Market Research' },
      { to: paths.coserve('market-exposition'), label: 'Market Exposition' },
      { to: paths.coserve('market-development'), label: 'Market Development' },
      { to: paths.coserve('artificial-intelligence'), label: 'Artificial Intelligence' },
    ],
  },
];

export const NAV_LINKS: NavItem[] = [
  { to: paths.events(), label: 'Events' },
  { to: paths.capital(), label: 'Capital' },
  { to: paths.about(), label: 'About' },
  { to: paths.contact(), label: 'Contact' },
];

export const ACCOUNT_LINKS: NavItem[] = [
  { to: paths.myLeads(), label: 'My Leads' },
  { to: paths.myMeetings(), label: 'My Meetings' },
  { to: paths.oneToOnes(), label: 'My 1-to-1s' },
  { to: paths.myTickets(), label: 'My Tickets' },
  { to: paths.myProfile(), label: 'My Profile' },
];

/** The back office, in the My Account menu of admins only (the API refuses everyone else). */
export const BACK_OFFICE_LINK: NavItem = { to: paths.adminOverview(), label: 'Back Office' };

/** The My Account menu's links for the signed-in user. */
export function accountLinksFor(isAdmin: boolean): NavItem[] {
  return isAdmin ? [...ACCOUNT_LINKS, BACK_OFFICE_LINK] : ACCOUNT_LINKS;
}

/** Footer links (spec 001 'Footer'). */
export const FOOTER_COLUMNS: { heading: string; links: NavItem[] }[] = [
  {
    heading: 'Explore',
    links: [
      { to: paths.membership(), label: 'Membership' },
      { to: paths.consult('change-management'), label: 'Consult' },
      { to: paths.coserve('market-development'), label: 'CoServe' },
      { to: paths.capital(), label: 'Capital' },
    ],
  },
  {
    heading: 'Club',
    links: [
      { to: paths.location(), label: 'Locations' },
      { to: paths.about(), label: 'About Us' },
      { to: paths.contact(), label: 'Contact Us' },
      { to: paths.indiaInsights(), label: 'India Insights' },
    ],
  },
  {
    heading: 'Policies',
    links: [
      { to: paths.legal('privacy-policy'), label: 'Privacy Policy' },
      { to: paths.legal('cancellation-policy'), label: 'Cancellation Policy' },
      { to: paths.legal('terms-of-use'), label: 'Terms of Use' },
      { to: paths.legal('refund-policy'), label: 'Refund Policy' },
    ],
  },
];
