import { paths } from '@club/contract/site-pages';
import type { MessageId } from '@/i18n';

/**
 * Navigation groups of the shared header, plus Continuous Education under
 * Connect and Artificial Intelligence under CoServe so every page of the site
 * has a link that leads to it.
 */
export interface NavItem {
  to: string;
  /** The link's text: a message id of the shell's catalogue. */
  label: MessageId;
}

export interface NavGroup {
  id: 'connect' | 'consult' | 'coserve';
  label: MessageId;
  items: NavItem[];
}

export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'connect',
    label: 'shell.nav.connect',
    items: [
      { to: paths.membership(), label: 'shell.nav.be-a-member' },
      { to: paths.producers(), label: 'shell.nav.producers' },
      { to: paths.providers(), label: 'shell.nav.providers' },
      { to: paths.continuousEducation(), label: 'shell.nav.continuous-education' },
    ],
  },
  {
    id: 'consult',
    label: 'shell.nav.consult',
    items: [
      { to: paths.consult('change-management'), label: 'shell.nav.change-management' },
      { to: paths.consult('project-management'), label: 'shell.nav.project-management' },
      { to: paths.consult('operations-management'), label: 'shell.nav.operations-management' },
    ],
  },
  {
    id: 'coserve',
    label: 'shell.nav.coserve',
    items: [
      { to: paths.coserve('market-research'), label: 'shell.nav.market-research' },
      { to: paths.coserve('market-exposition'), label: 'shell.nav.market-exposition' },
      { to: paths.coserve('market-development'), label: 'shell.nav.market-development' },
      { to: paths.coserve('artificial-intelligence'), label: 'shell.nav.artificial-intelligence' },
    ],
  },
];

export const NAV_LINKS: NavItem[] = [
  { to: paths.events(), label: 'shell.nav.events' },
  { to: paths.capital(), label: 'shell.nav.capital' },
  { to: paths.about(), label: 'shell.nav.about' },
  { to: paths.contact(), label: 'shell.nav.contact' },
];

export const ACCOUNT_LINKS: NavItem[] = [
  { to: paths.myLeads(), label: 'shell.nav.my-leads' },
  { to: paths.myMeetings(), label: 'shell.nav.my-meetings' },
  { to: paths.oneToOnes(), label: 'shell.nav.one-to-ones' },
  { to: paths.myTickets(), label: 'shell.nav.my-tickets' },
  { to: paths.myProfile(), label: 'shell.nav.my-profile' },
];

/** The back office, in the My Account menu of admins only (the API refuses everyone else). */
export const BACK_OFFICE_LINK: NavItem = {
  to: paths.adminOverview(),
  label: 'shell.nav.back-office',
};

/** The My Account menu's links for the signed-in user. */
export function accountLinksFor(isAdmin: boolean): NavItem[] {
  return isAdmin ? [...ACCOUNT_LINKS, BACK_OFFICE_LINK] : ACCOUNT_LINKS;
}
