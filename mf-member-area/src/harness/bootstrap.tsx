import '@club/shared/ui/theme.css';
import {
  renderStandaloneHarness,
  type HarnessPage,
} from '@club/shared/federation/standalone-harness';

/** The remote's pages on their own, for `pnpm --filter @club/mf-member-area dev`. */
const pages: HarnessPage[] = [
  {
    path: '/my-account',
    label: 'My Account',
    load: () => import('../features/account/my-account-page'),
  },
  {
    path: '/my-compass',
    label: 'My Compass',
    load: () => import('../features/compass/my-compass-page'),
  },
  {
    path: '/meet-members',
    label: 'Meet the Members',
    load: () => import('../features/directory/meet-members-page'),
  },
  {
    path: '/members',
    label: 'Our Members',
    load: () => import('../features/directory/members-page'),
  },
  {
    path: '/my-profile',
    label: 'My Profile',
    load: () => import('../features/profile/my-profile-page'),
  },
  { path: '/my-leads', label: 'My Leads', load: () => import('../features/leads/my-leads-page') },
  {
    path: '/create-lead',
    label: 'Create Lead',
    load: () => import('../features/leads/create-lead-page'),
  },
];

renderStandaloneHarness('member_area', pages);
